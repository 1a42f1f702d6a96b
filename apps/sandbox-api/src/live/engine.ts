import type { CommitEvent, Db } from '../db/client';
import { num, str } from '../db/client';
import { money } from '../routes/define';
import type { OfferedLine } from '../sportsbook/lines';
import { settleMatch } from '../sportsbook/bets';
import { offeredLines } from '../sportsbook/lines';
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
    const lines = (await offeredLines(db, at)).filter((l) => l.in_play !== undefined);
    const byMatch = new Map<string, OfferedLine[]>();
    for (const line of lines)
      byMatch.set(line.match_id, [...(byMatch.get(line.match_id) ?? []), line]);
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
    }
    // A match that left the schedule has ended: its pages learn the final state.
    for (const matchId of [...seen.keys()]) {
      if (byMatch.has(matchId)) continue;
      seen.delete(matchId);
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
