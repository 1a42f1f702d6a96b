import type { BreakPeriod, ExclusionKind } from '@playfront/core/contract';
import { DEFAULT_MINIMUM_AGE } from '@playfront/core/contract';
import type { Tx } from '../db/client';
import { str } from '../db/client';
import { ApiError } from '../errors';

/** The operator's safety settings. */
export interface SafetyPolicy {
  /** Youngest age allowed to register. */
  minimumAge: number;
  /** Minutes a player may pick between reality checks (0, off, is always allowed). */
  realityCheckOptions: readonly number[];
  /** How long one reality-check minute lasts; shorter only for journeys that wait for one. */
  realityCheckMinuteMs: number;
}

/** 21 years (PAGCOR), reality checks every 15, 30 or 60 minutes. */
export const DEFAULT_SAFETY: SafetyPolicy = {
  minimumAge: DEFAULT_MINIMUM_AGE,
  realityCheckOptions: [15, 30, 60],
  realityCheckMinuteMs: 60_000,
};

/** A self-exclusion cannot be lifted during its first 6 months. */
export const IRREVOCABLE_MONTHS = 6;

const addMonths = (from: Date, months: number): Date => {
  const to = new Date(from.getTime());
  const day = to.getUTCDate();
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + months);
  // 31 August + 6 months is the last day of February, not 3 March.
  const last = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(day, last));
  return to;
};

const HOUR_MS = 3_600_000;

/** When a break of `period` that starts at `from` ends. */
export function breakEnd(from: Date, period: BreakPeriod): Date {
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * HOUR_MS);
    case '7d':
      return new Date(from.getTime() + 7 * 24 * HOUR_MS);
    case '30d':
      return new Date(from.getTime() + 30 * 24 * HOUR_MS);
    case '6m':
      return addMonths(from, 6);
    case '1y':
      return addMonths(from, 12);
    case '5y':
      return addMonths(from, 60);
  }
}

/** Until when a break cannot be lifted: a whole time-out, the first 6 months of an exclusion. */
export function irrevocableUntil(kind: ExclusionKind, from: Date, end: Date): Date {
  return kind === 'timeout' ? end : addMonths(from, IRREVOCABLE_MONTHS);
}

/**
 * Refuses anything a break from play forbids (sign-in, deposit, bet, game launch) while one is
 * running: `accountTimedOut` or `accountSelfExcluded`, with `until` its end.
 */
export async function enforceNotExcluded(
  q: Pick<Tx, 'get'>,
  playerId: number,
  now: Date,
): Promise<void> {
  const row = await q.get(
    `SELECT kind, ends_at FROM account_exclusions
     WHERE player_id = ? AND lifted_at IS NULL AND ends_at > ?
     ORDER BY ends_at DESC LIMIT 1`,
    [playerId, now.toISOString()],
  );
  if (!row) return;
  const until = str(row, 'ends_at');
  const key = str(row, 'kind') === 'timeout' ? 'accountTimedOut' : 'accountSelfExcluded';
  throw new ApiError(key, `No play until ${until}.`, { params: { until_at: until } });
}
