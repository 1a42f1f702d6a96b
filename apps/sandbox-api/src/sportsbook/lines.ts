import type { BetLineRecord } from '@playfront/core/contract';
import { selectionIdOf } from '@playfront/core/contract';
import type { Tx } from '../db/client';
import { num, str, strOrNull } from '../db/client';
import { liveLinesAt } from '../live/simulation';
import { betLinesOf } from '../seed/bet-lines';

/** Reads only: the database or an open transaction. */
export type Reader = Pick<Tx, 'all' | 'get'>;

/** A bet line as offered now, with its id, current price and whether it takes bets. */
export type OfferedLine = BetLineRecord & { selection_id: string; open: boolean };

/**
 * The day's bet lines and the in-play schedule's, with the moves the sandbox endpoints made: a
 * moved price, a closed market, a started or settled match. A pre-match line closes at its
 * kick-off; an in-play line takes bets while its match is played and its market not suspended.
 */
export async function offeredLines(db: Reader, now: Date): Promise<OfferedLine[]> {
  const lines: (BetLineRecord & { in_play?: boolean; suspended?: boolean })[] = [
    ...betLinesOf(now),
    ...liveLinesAt(now.getTime()),
  ];
  const [prices, matches] = await Promise.all([
    db.all('SELECT selection_id, odds_hundredths, open FROM sport_prices'),
    db.all('SELECT match_id, started, settled_at FROM sport_matches'),
  ]);
  const moved = new Map(prices.map((r) => [str(r, 'selection_id'), r]));
  const marked = new Map(matches.map((r) => [str(r, 'match_id'), r]));
  return lines.map((line) => {
    const selection_id = selectionIdOf(line);
    const move = moved.get(selection_id);
    const mark = marked.get(line.match_id);
    const settled = mark !== undefined && strOrNull(mark, 'settled_at') !== null;
    const odds = move ? num(move, 'odds_hundredths') / 100 : line.odds;
    const running =
      line.in_play === undefined
        ? Date.parse(line.kickoff) > now.getTime() && !(mark && num(mark, 'started') === 1)
        : line.in_play || Date.parse(line.kickoff) > now.getTime();
    const open =
      (move ? num(move, 'open') === 1 : true) && !settled && running && line.suspended !== true;
    return { ...line, selection_id, odds, open };
  });
}

/** Moves a selection's price (hundredths), opening its market if the sandbox had not moved it. */
export async function setPrice(tx: Tx, selectionId: string, oddsHundredths: number) {
  await tx.run(
    `INSERT INTO sport_prices (selection_id, odds_hundredths, open) VALUES (?, ?, 1)
     ON CONFLICT (selection_id) DO UPDATE SET odds_hundredths = excluded.odds_hundredths`,
    [selectionId, oddsHundredths],
  );
}

/** Opens or closes a selection's market; `oddsHundredths` is its price if none was moved. */
export async function setMarketOpen(
  tx: Tx,
  selectionId: string,
  oddsHundredths: number,
  open: boolean,
) {
  await tx.run(
    `INSERT INTO sport_prices (selection_id, odds_hundredths, open) VALUES (?, ?, ?)
     ON CONFLICT (selection_id) DO UPDATE SET open = excluded.open`,
    [selectionId, oddsHundredths, open ? 1 : 0],
  );
}

/** Starts a match: its lines take no more bets. */
export async function startMatch(tx: Tx, matchId: string) {
  await tx.run(
    `INSERT INTO sport_matches (match_id, started, settled_at) VALUES (?, 1, NULL)
     ON CONFLICT (match_id) DO UPDATE SET started = 1`,
    [matchId],
  );
}

/** Lines by their selection id. */
export const bySelection = (lines: readonly OfferedLine[]): Map<string, OfferedLine> =>
  new Map(lines.map((l) => [l.selection_id, l]));

/** The offered lines at `now`, by selection id. */
export async function offeredById(db: Reader, now: Date): Promise<Map<string, OfferedLine>> {
  return bySelection(await offeredLines(db, now));
}
