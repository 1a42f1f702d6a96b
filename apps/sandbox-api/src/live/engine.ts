import type { CommitEvent, Db } from '../db/client';
import { num, str } from '../db/client';
import { money } from '../routes/define';
import type { OfferedLine } from '../sportsbook/lines';
import { loadSportsBets, settleMatch } from '../sportsbook/bets';
import { withCashOut } from '../sportsbook/cashout';
import { bySelection, offeredLines } from '../sportsbook/lines';
import { LiveFeed } from './feed';
import { matchOfSlot, resultsOf, slotOfMatch, stateAt } from './simulation';

/** How often the simulation is looked at, by default: prices move every few seconds. */
export const TICK_MS = 1_000;

/** What a page shows of a match, compared from one look to the next. */
interface Snapshot {
  state: string;
  prices: string;
}

export interface LiveEngine {
  feed: LiveFeed;
  /** Publishes what changed since the last look and settles the matches that ended. */
  tick(): Promise<void>;
  /** Looks every `ms` until stopped. */
  start(ms?: number): void;
  /** Stops looking; resolves once a look under way has finished. */
  stop(): Promise<void>;
  /** Resolves once every committed change told so far is on the feed. */
  flushed(): Promise<void>;
}

const liveState = (line: OfferedLine) => ({
  match_id: line.match_id,
  in_play: line.in_play === true,
  suspended: line.suspended === true,
  period: line.period,
  minute: line.minute,
  score: line.score,
});

/**
 * The in-play side of the sandbox: it watches the simulation through the sandbox's clock and puts
 * each change of a match (state and prices) on the feed, settles finished matches through the
 * sportsbook's settlement, and tells each player's changes after their transaction committed.
 */
export function liveEngine(
  db: Db,
  now: () => Date,
  {
    publishing,
    feed = new LiveFeed(),
  }: {
    /** Whether a feed is served: without one nothing is published, only settlement runs. */
    publishing: boolean;
    feed?: LiveFeed;
  },
): LiveEngine {
  const seen = new Map<string, Snapshot>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const accounts = new Map<number, string>();

  async function accountOf(playerId: number): Promise<string | undefined> {
    const known = accounts.get(playerId);
    if (known) return known;
    const row = await db.get('SELECT account_id FROM players WHERE id = ?', [playerId]);
    if (!row) return undefined;
    accounts.set(playerId, str(row, 'account_id'));
    return str(row, 'account_id');
  }

  async function tell(events: readonly CommitEvent[]): Promise<void> {
    // One balance line per player and commit: it carries the balance after all its moves.
    const balances = new Set<number>();
    for (const event of events) {
      const account = await accountOf(event.playerId);
      if (!account) continue;
      if (event.kind === 'balance') {
        if (balances.has(event.playerId)) continue;
        balances.add(event.playerId);
        const row = await db.get(
          'SELECT game_balance_cents, bonus_balance_cents, currency FROM players WHERE id = ?',
          [event.playerId],
        );
        if (!row) continue;
        feed.publish(
          'balance',
          {
            game_balance: money(num(row, 'game_balance_cents')),
            bonus_balance: money(num(row, 'bonus_balance_cents')),
            currency: str(row, 'currency'),
          },
          account,
        );
      } else if (event.kind === 'transaction')
        feed.publish(
          'transaction',
          { id: event.id, type: event.type, status: event.status },
          account,
        );
      else if (event.kind === 'bet')
        feed.publish('bet', { bet_id: event.id, status: event.status }, account);
      else feed.publish('inbox', { inbox_id: event.id }, account);
    }
  }

  // Changes are told in commit order, each after its own reads.
  let telling: Promise<void> = Promise.resolve();
  if (publishing)
    db.onCommit((events) => {
      telling = telling.then(() => tell(events)).catch(() => undefined);
    });

  async function look(): Promise<void> {
    const at = now();
    if (publishing) await publishChanges(at);
    await settleEnded(at);
  }

  /** Puts what changed in each offered in-play match since the last look on the feed. */
  async function publishChanges(at: Date): Promise<void> {
    const offered = await offeredLines(db, at);
    const lines = offered.filter((l) => l.in_play !== undefined);
    const byMatch = new Map<string, OfferedLine[]>();
    for (const line of lines)
      byMatch.set(line.match_id, [...(byMatch.get(line.match_id) ?? []), line]);
    const moved = new Set<string>();
    for (const [matchId, matchLines] of byMatch) {
      const first = matchLines[0];
      if (!first) continue;
      const state = liveState(first);
      const prices = matchLines.map((l) => ({
        selection_id: l.selection_id,
        odds: l.odds,
        open: l.open,
      }));
      const snapshot = { state: JSON.stringify(state), prices: JSON.stringify(prices) };
      const before = seen.get(matchId);
      seen.set(matchId, snapshot);
      if (before?.state !== snapshot.state) feed.publish('match', state);
      if (before?.prices !== snapshot.prices) feed.publish('prices', { match_id: matchId, prices });
      if (before?.state !== snapshot.state || before?.prices !== snapshot.prices)
        moved.add(matchId);
    }
    // A match that left the schedule has ended: its pages learn the final state.
    for (const matchId of [...seen.keys()]) {
      if (byMatch.has(matchId)) continue;
      seen.delete(matchId);
      moved.add(matchId);
      const slot = slotOfMatch(matchId);
      if (slot === null) continue;
      const state = stateAt(matchOfSlot(slot), at.getTime());
      feed.publish('match', {
        match_id: matchId,
        in_play: false,
        suspended: false,
        period: state.period,
        minute: state.minute,
        score: state.score,
      });
    }
    await publishCashOuts(moved, bySelection(offered));
  }

  /**
   * Tells each player the cash-out value of their open bets on matches whose prices or state
   * moved: the value is priced here, with the operator's margin, so a page only shows it.
   */
  async function publishCashOuts(
    matches: ReadonlySet<string>,
    lines: ReadonlyMap<string, OfferedLine>,
  ): Promise<void> {
    if (matches.size === 0) return;
    const marks = [...matches].map(() => '?').join(', ');
    const rows = await db.all(
      `SELECT DISTINCT s.bet_id, s.player_id FROM sports_bets s
       JOIN sports_bet_legs l ON l.bet_id = s.bet_id
       WHERE s.status = 'open' AND l.match_id IN (${marks})`,
      [...matches],
    );
    if (rows.length === 0) return;
    const owner = new Map(rows.map((r) => [num(r, 'bet_id'), num(r, 'player_id')]));
    const bets = withCashOut(await loadSportsBets(db, [...owner.keys()]), lines);
    for (const bet of bets) {
      const playerId = owner.get(bet.bet_id);
      const account = playerId === undefined ? undefined : await accountOf(playerId);
      if (!account || bet.cash_out === undefined) continue;
      feed.publish(
        'cash_out',
        {
          bet_id: bet.bet_id,
          cash_out: bet.cash_out,
          ...(bet.cash_out_reason ? { cash_out_reason: bet.cash_out_reason } : {}),
        },
        account,
      );
    }
  }

  /** Settles every finished in-play match some open bet still waits on. */
  async function settleEnded(at: Date): Promise<void> {
    const waiting = await db.all(
      `SELECT DISTINCT l.match_id FROM sports_bet_legs l JOIN sports_bets s ON s.bet_id = l.bet_id
       WHERE s.status = 'open' AND l.result IS NULL AND l.match_id LIKE 'PF-LIVE-%'`,
    );
    for (const row of waiting) {
      const slot = slotOfMatch(str(row, 'match_id'));
      if (slot === null) continue;
      const match = matchOfSlot(slot);
      if (!stateAt(match, at.getTime()).finished) continue;
      await db.write((tx) => settleMatch(tx, match.match_id, resultsOf(match), at));
    }
  }

  const engine: LiveEngine = {
    feed,
    tick() {
      // Looks never overlap: a slow one makes the next wait.
      running = (running ?? Promise.resolve()).then(look, look);
      return running;
    },
    start(ms = TICK_MS) {
      if (timer) return;
      timer = setInterval(() => void engine.tick().catch(() => undefined), ms);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => undefined);
      await telling;
    },
    flushed: () => telling,
  };
  return engine;
}
