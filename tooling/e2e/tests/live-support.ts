import type { APIRequestContext } from '@playwright/test';
import { formatNumber } from '@playfront/core/format';
import { controlHeaders, sandboxPort } from '../servers';
import { expect } from './fixtures';
import { themeOf } from './template-support';

/** Node does not resolve `*.localhost`: calls from the test go to the sandbox by address. */
const sandbox = `http://127.0.0.1:${sandboxPort}`;

/** A call to the sandbox (a contract call, or an operator control with its token). */
export async function sandboxCall<T>(
  request: APIRequestContext,
  path: string,
  data: object,
): Promise<T> {
  const response = await request.post(`${sandbox}${path}`, { data, headers: controlHeaders });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Resolves once a bet waits for acceptance on the sandbox with `selectionId` in its slip: the
 * slip says it waits as soon as it sends the bet, before the bet reaches the sandbox.
 */
export async function untilBetWaits(request: APIRequestContext, selectionId: string) {
  await expect
    .poll(async () => {
      const response = await request.get(`${sandbox}/sandbox/sports/waiting`, {
        headers: controlHeaders,
      });
      return ((await response.json()) as { selection_ids?: string[] }).selection_ids ?? [];
    })
    .toContain(selectionId);
}

/** The longest the in-play schedule goes without two matches steady for 90 s (155 s in 60 days). */
export const STEADY_WAIT_MS = 180_000;

/**
 * `count` in-play lines of `bet_type` and `home_away`, each of its own match, that take bets now
 * and will for `seconds` more: no goal or card suspends them and none ends meanwhile, so a journey
 * betting on them cannot meet a suspension by chance. When the schedule has too few at the
 * moment (about 1 % of the time), it waits for the next ones.
 */
export async function steadyLines(
  request: APIRequestContext,
  host: string,
  wanted: { count: number; seconds: number; bet_type: string; home_away: number },
): Promise<LiveLine[]> {
  let lines: LiveLine[] = [];
  await expect
    .poll(
      async () => {
        const steady = await request.get(
          `${sandbox}/sandbox/sports/steady?seconds=${wanted.seconds}`,
          { headers: controlHeaders },
        );
        const { match_ids } = (await steady.json()) as { match_ids: string[] };
        const { value } = await sandboxCall<{ value: LiveLine[] }>(
          request,
          '/api/product/get_bet_lines',
          { domain_name: `${host}.localhost`, external_id: '' },
        );
        lines = value.filter(
          (l) =>
            l.in_play === true &&
            l.open &&
            l.bet_type === wanted.bet_type &&
            l.home_away === wanted.home_away &&
            match_ids.includes(l.match_id),
        );
        return lines.length;
      },
      {
        message: `${host}: ${wanted.count} in-play matches open for ${wanted.seconds} s`,
        timeout: STEADY_WAIT_MS,
        intervals: [5_000],
      },
    )
    .toBeGreaterThanOrEqual(wanted.count);
  return lines.slice(0, wanted.count);
}

/** The sportsbooks the live journeys run on: sportsbook1, and the other two under E2E_FULL. */
export const sportsbooks = (
  process.env.E2E_FULL === '1' ? ['sportsbook1', 'sportsbook2', 'sportsbook3'] : ['sportsbook1']
).map(themeOf);

/** The header's balance reading `amount`, in the site's number format. */
export const headerBalance = (amount: number) =>
  new RegExp(
    `Balance\\D*${(formatNumber(amount, 'en-US') || '0').replace(/[.,]/g, '\\$&')}(?![\\d.,])`,
  );

/** A bet line as the sandbox offers it. */
export interface LiveLine {
  selection_id: string;
  match_id: string;
  home_team_name: string;
  away_team_name: string;
  bet_type: string;
  home_away: number;
  odds: number;
  in_play?: boolean;
  open: boolean;
}
