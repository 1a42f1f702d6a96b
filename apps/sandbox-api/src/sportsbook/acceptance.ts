import { priceHundredths, selectionIdOf } from '@playfront/core/contract';
import type { Db } from '../db/client';
import { num } from '../db/client';
import { ApiError } from '../errors';
import type { PlaceBody } from './bets';
import { offeredById } from './lines';
import type { OfferedLine, Reader } from './lines';

/**
 * In-play bets wait an operator's acceptance delay before they are taken: a price that moves
 * against the player's setting, or a market suspended, in that time refuses the bet. Nothing is
 * written while it waits; the stake is taken only in the transaction that accepts it.
 */

/** The longest delay an operator may set: an answer must come before the web server's 10 s wait. */
export const MAX_LIVE_DELAY_MS = 8_000;
/** How often a waiting bet looks at its prices again. */
export const LOOK_MS = 250;

/** The site's acceptance delay for in-play bets, in milliseconds. */
export async function liveDelayMs(db: Reader, siteId: number): Promise<number> {
  const row = await db.get('SELECT live_bet_delay_ms FROM sites WHERE id = ?', [siteId]);
  return row ? Math.min(MAX_LIVE_DELAY_MS, Math.max(0, num(row, 'live_bet_delay_ms'))) : 0;
}

/** Sets the site's acceptance delay for in-play bets, in milliseconds. */
export async function setLiveDelayMs(db: Db, siteId: number, ms: number): Promise<void> {
  await db.write((tx) =>
    tx.run('UPDATE sites SET live_bet_delay_ms = ? WHERE id = ?', [ms, siteId]),
  );
}

/** Whether the acceptance mode takes the price the server holds over the one the player saw. */
export function accepts(mode: PlaceBody['accept'], seen: number, now: number): boolean {
  const [before, current] = [priceHundredths(seen), priceHundredths(now)];
  if (mode === 'any') return true;
  if (mode === 'better') return current >= before;
  return current === before;
}

/** Whether any selection of the slip is on an in-play line. */
export const hasInPlay = (body: PlaceBody, offered: ReadonlyMap<string, OfferedLine>): boolean =>
  body.selections.some((s) => offered.get(selectionIdOf(s))?.in_play === true);

/**
 * Why the slip cannot be placed at these prices, or null. Before the delay a closed market or a
 * moved price answers as any slip does; once the bet has waited, an in-play refusal says what
 * happened meanwhile (a market suspended or closed while the match is played, or a price moved,
 * with the price the server holds now).
 */
export function refusalOf(
  body: PlaceBody,
  offered: ReadonlyMap<string, OfferedLine>,
  waited: boolean,
): ApiError | null {
  for (const selection of body.selections) {
    const id = selectionIdOf(selection);
    const line = offered.get(id);
    if (!line?.open) {
      if (waited && line?.in_play === true)
        return new ApiError('betLiveSuspended', undefined, { params: { selection_id: id } });
      return new ApiError('betMarketClosed');
    }
    if (!accepts(body.accept, selection.odds, line.odds))
      return waited && line.in_play === true
        ? new ApiError('betLivePriceChanged', undefined, {
            params: { selection_id: id, odds: line.odds },
          })
        : new ApiError('betOddsChanged');
  }
  return null;
}

/**
 * The selections of the bets waiting for acceptance now, counted per bet: the operator's controls
 * say which are waiting, so a test moves a price while a bet surely waits on it.
 */
export class WaitingBets {
  private readonly counts = new Map<string, number>();

  /** Counts the slip's selections as waiting until `done` settles. */
  async during<T>(body: PlaceBody, done: Promise<T>): Promise<T> {
    const ids = body.selections.map(selectionIdOf);
    for (const id of ids) this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
    try {
      return await done;
    } finally {
      for (const id of ids) {
        const left = (this.counts.get(id) ?? 1) - 1;
        if (left > 0) this.counts.set(id, left);
        else this.counts.delete(id);
      }
    }
  }

  /** The selection ids that a bet waits on now. */
  selections(): string[] {
    return [...this.counts.keys()];
  }
}

/**
 * Waits out the acceptance delay, looking at the slip's prices every LOOK_MS: a move its setting
 * refuses or a suspension ends the wait with the refusal at once. The delay is counted in the
 * pauses waited, and ends early when the sandbox clock is moved past it.
 */
export async function awaitAcceptance(
  { db, now, pause }: { db: Db; now: () => Date; pause: (ms: number) => Promise<void> },
  body: PlaceBody,
  delayMs: number,
  waiting: WaitingBets,
): Promise<void> {
  const until = now().getTime() + delayMs;
  await waiting.during(
    body,
    (async () => {
      let waited = 0;
      while (waited < delayMs && now().getTime() < until) {
        const step = Math.min(LOOK_MS, delayMs - waited);
        await pause(step);
        waited += step;
        const refusal = refusalOf(body, await offeredById(db, now()), true);
        if (refusal) throw refusal;
      }
    })(),
  );
}
