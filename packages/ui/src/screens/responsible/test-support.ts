import type { PlayerLimit } from '@playfront/core/contract';

const kinds = ['deposit', 'loss', 'wager'] as const;
const periods = ['daily', 'weekly', 'monthly'] as const;

/** The sandbox's answer: every limit unset unless `over` gives it. */
export function limitsAnswer(over: Partial<Record<string, Partial<PlayerLimit>>> = {}) {
  const limits: PlayerLimit[] = [
    ...kinds.flatMap((kind) =>
      periods.map((period): PlayerLimit => ({
        kind,
        period,
        value: null,
        pending: null,
        used: 0,
        resets_at: '2031-05-10T16:00:00.000Z',
        ...over[`${kind}:${period}`],
      })),
    ),
    {
      kind: 'session_time',
      period: 'session',
      value: null,
      pending: null,
      used: 12,
      resets_at: null,
      ...over['session_time:session'],
    },
  ];
  return {
    statusCode: 1,
    value: {
      currency: 'PHP',
      time_zone: 'Asia/Manila',
      cooling_off_hours: 24,
      warning_percent: 80,
      limits,
    },
  };
}
