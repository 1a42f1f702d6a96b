import type { BetLineRecord, OddsAcceptance, SportsBet } from '@playfront/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Harness, Session } from '../testing/harness';
import { expectError, fundedPlayer, SITE } from '../testing/harness';
import { selectionOf } from '../testing/slips';
import { matchOfSlot, slotOfMatch, stateAt, SUSPEND_BEFORE_MS } from '../live/simulation';

const HISTORY = { start_date: '2031-01-01', end_date: '2031-12-31', page: 1, page_size: 50 };

let h: Harness;
const clock = testClock(Date.parse('2031-05-10T09:00:00Z'));
/** Milliseconds the sandbox paused for in-play acceptance since the last reset. */
let paused = 0;
/** Runs at the first pause of a waiting bet: what happens during its delay. */
let duringDelay: (() => Promise<void>) | undefined;
let serial = 0;

beforeAll(async () => {
  h = await clockedSandbox(clock, {
    live: {
      tickMs: false,
      // The delay passes on the test's clock; a move planned for it happens at its first step.
      pause: async (ms) => {
        paused += ms;
        clock.advance(ms);
        const move = duringDelay;
        duringDelay = undefined;
        await move?.();
      },
    },
  });
});
afterAll(() => h.close());
beforeEach(async () => {
  paused = 0;
  duringDelay = undefined;
  await setDelay(5);
});

const setDelay = async (seconds: number) => {
  const answer = await h.post('/sandbox/sports/delay', { domain_name: SITE.domain_name, seconds });
  expect(answer.status, answer.text).toBe(200);
};

const player = (amount: number): Promise<Session> => {
  serial += 1;
  return fundedPlayer(
    h,
    `inplay${String(serial).padStart(3, '0')}`,
    `+63918${1000000 + serial}`,
    amount,
  );
};
const balanceOf = async (who: Session) => (await h.ok('/api/auth/get_balance', who)).game_balance;
const statementOf = async (who: Session) =>
  (await h.ok('/api/wallet/statement', { ...who, ...HISTORY })).value!;
const openBets = async (who: Session) =>
  (await h.ok('/api/sportsbook/bets', { ...who, status: 'open', page: 1, page_size: 50 })).value!;

/**
 * Open in-play lines of distinct matches whose markets stay open for the next minute, each with
 * its price pinned so the simulation's moves leave it where the test put it.
 */
async function inPlayLines(count: number): Promise<BetLineRecord[]> {
  const quiet = (line: BetLineRecord) => {
    const match = matchOfSlot(slotOfMatch(line.match_id) ?? -1);
    return [0, 20_000, 40_000, 60_000].every((ahead) => {
      const state = stateAt(match, clock.ms + ahead);
      return state.in_play && !state.suspended;
    });
  };
  for (let step = 0; step < 200; step += 1) {
    const lines = (await h.ok('/api/product/get_bet_lines', SITE)).value ?? [];
    const seen = new Set<string>();
    const found = lines.filter(
      (l) =>
        l.in_play === true && l.open && quiet(l) && !seen.has(l.match_id) && seen.add(l.match_id),
    );
    if (found.length >= count) {
      const chosen = found.slice(0, count);
      for (const line of chosen) await movePrice(line, 2.5);
      return chosen.map((line) => ({ ...line, odds: 2.5 }));
    }
    clock.advance(60_000);
  }
  throw new Error(`no ${count} quiet in-play matches`);
}

async function movePrice(line: BetLineRecord, odds: number) {
  const answer = await h.post('/sandbox/sports/price', { selection_id: line.selection_id, odds });
  expect(answer.status, answer.text).toBe(200);
}

const single = (who: Session, line: BetLineRecord, accept: OddsAcceptance, stake = 10) => {
  serial += 1;
  return {
    ...SITE,
    ...who,
    idempotency_key: `live-${serial}-${Math.random().toString(36).slice(2, 10)}`,
    accept,
    selections: [selectionOf(line, stake)],
  };
};
const place = (body: unknown) => h.post('/api/sportsbook/place', body);

/** Everything a refusal must leave as it was. */
const snapshot = async (who: Session) => ({
  balance: await balanceOf(who),
  statement: await statementOf(who),
  open: await openBets(who),
});

describe('the acceptance delay of in-play bets', () => {
  it('takes an in-play single after the delay, and a pre-match one at once', async () => {
    const who = await player(100);
    const [line] = (await inPlayLines(1)) as [BetLineRecord];
    const limits = await h.ok('/api/sportsbook/limits', SITE);
    expect(limits.value?.live_delay_seconds).toBe(5);

    const placed = await h.ok('/api/sportsbook/place', single(who, line, 'better'));
    expect(paused).toBe(5_000);
    expect(placed.value?.map((b) => [b.kind, b.odds, b.stake])).toEqual([['single', 2.5, 10]]);
    expect(placed.game_balance).toBe(90);
    expect((await statementOf(who)).map((e) => e.balance)).toEqual([90, 100]);

    paused = 0;
    const lines = (await h.ok('/api/product/get_bet_lines', SITE)).value ?? [];
    const preMatch = lines.find((l) => l.in_play === undefined && l.open) as BetLineRecord;
    await h.ok('/api/sportsbook/place', single(who, preMatch, 'any'));
    expect(paused).toBe(0);
    expect(await balanceOf(who)).toBe(80);
  });

  it('waits as long as the operator set, and not at all with no delay', async () => {
    const who = await player(100);
    const [line] = (await inPlayLines(1)) as [BetLineRecord];
    await setDelay(2.5);
    await h.ok('/api/sportsbook/place', single(who, line, 'none'));
    expect(paused).toBe(2_500);
    await setDelay(0);
    paused = 0;
    await h.ok('/api/sportsbook/place', single(who, line, 'none'));
    expect(paused).toBe(0);
    expect(await balanceOf(who)).toBe(80);
    const refused = await h.post('/sandbox/sports/delay', {
      domain_name: SITE.domain_name,
      seconds: 60,
    });
    expectError(refused, 'invalidRequest', 400);
  });

  it('tells the operator which selections a bet waits on, for as long as it waits', async () => {
    const who = await player(100);
    const [line] = (await inPlayLines(1)) as [BetLineRecord];
    const waitingNow = async () =>
      ((await h.get('/sandbox/sports/waiting')).json as { selection_ids: string[] }).selection_ids;
    let during: string[] = [];
    duringDelay = async () => {
      during = await waitingNow();
    };
    await h.ok('/api/sportsbook/place', single(who, line, 'none'));
    expect(during).toEqual([line.selection_id]);
    expect(await waitingNow()).toEqual([]);
    // A refused bet stops waiting too.
    duringDelay = () => movePrice(line, 2.2);
    expectError(await place(single(who, line, 'none')), 'betLivePriceChanged', 409);
    expect(await waitingNow()).toEqual([]);
  });

  it.each([
    ['better', 2.2, 'refused'],
    ['better', 2.8, 'placed'],
    ['none', 2.8, 'refused'],
    ['any', 2.2, 'placed'],
  ] as const)(
    'with "%s", a price moved to %s during the delay is %s',
    async (accept, moved, outcome) => {
      const who = await player(100);
      const [line] = (await inPlayLines(1)) as [BetLineRecord];
      const before = await snapshot(who);
      duringDelay = () => movePrice(line, moved);
      const answer = await place(single(who, line, accept));
      if (outcome === 'refused') {
        const body = expectError(answer, 'betLivePriceChanged', 409);
        expect(body).toMatchObject({
          statusParams: { selection_id: line.selection_id, odds: moved },
        });
        expect(await snapshot(who)).toEqual(before);
      } else {
        expect(answer.status, answer.text).toBe(200);
        const [bet] = (answer.json as { value: SportsBet[] }).value;
        expect(bet?.odds).toBe(moved);
        expect(await balanceOf(who)).toBe(90);
      }
    },
  );

  it('refuses a bet whose market is suspended during the delay, taking nothing', async () => {
    const who = await player(100);
    const [line] = (await inPlayLines(1)) as [BetLineRecord];
    const before = await snapshot(who);
    // The clock reaches the moment the match's next event suspends its markets.
    const match = matchOfSlot(slotOfMatch(line.match_id) ?? -1);
    const next = match.events.find((e) => match.kickoff + e.at - SUSPEND_BEFORE_MS > clock.ms);
    if (!next) throw new Error('no event left in the match');
    duringDelay = () => {
      clock.set(match.kickoff + next.at - SUSPEND_BEFORE_MS + 1_000);
      return Promise.resolve();
    };
    const answer = await place(single(who, line, 'any'));
    expectError(answer, 'betLiveSuspended', 409);
    expect(await snapshot(who)).toEqual(before);

    // A market the operator closes during the delay refuses the same way.
    const [other] = (await inPlayLines(1)) as [BetLineRecord];
    duringDelay = async () => {
      const closed = await h.post('/sandbox/sports/market', {
        selection_id: other.selection_id,
        open: false,
      });
      expect(closed.status).toBe(200);
    };
    expectError(await place(single(who, other, 'any')), 'betLiveSuspended', 409);
    expect(await snapshot(who)).toEqual(before);
  });

  it('refuses an in-play parlay when one leg moves, and places it when none does', async () => {
    const who = await player(100);
    const [a, b] = (await inPlayLines(2)) as [BetLineRecord, BetLineRecord];
    const parlay = () => {
      serial += 1;
      return {
        ...SITE,
        ...who,
        idempotency_key: `live-parlay-${serial}`,
        accept: 'better' as const,
        selections: [selectionOf(a), selectionOf(b)],
        parlay_stake: 20,
      };
    };
    duringDelay = () => movePrice(b, 2.3);
    expectError(await place(parlay()), 'betLivePriceChanged', 409);
    expect(await balanceOf(who)).toBe(100);
    await movePrice(b, 2.5);
    const placed = await h.ok('/api/sportsbook/place', parlay());
    expect(placed.value?.map((bet) => [bet.kind, bet.legs.length, bet.odds])).toEqual([
      ['parlay', 2, 6.25],
    ]);
    expect(placed.game_balance).toBe(80);
  });

  it('places a double-sent or retried in-play slip once and answers the same', async () => {
    const who = await player(100);
    const [line] = (await inPlayLines(1)) as [BetLineRecord];
    const body = single(who, line, 'better', 30);
    const [first, second] = await Promise.all([place(body), place(body)]);
    expect(first?.status, first?.text).toBe(200);
    expect(second?.json).toEqual(first?.json);
    paused = 0;
    const retry = await place(body);
    expect(retry.json).toEqual(first?.json);
    // A retry of a placement already made answers at once.
    expect(paused).toBe(0);
    expect(await openBets(who)).toHaveLength(1);
    expect(await balanceOf(who)).toBe(70);
  });

  it('accepts parallel in-play bets only as far as the balance covers, never below zero', async () => {
    const who = await player(100);
    const [line] = (await inPlayLines(1)) as [BetLineRecord];
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => place(single(who, line, 'better', 30))),
    );
    const accepted = answers.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of answers.filter((r) => r.status !== 200))
      expectError(refused, 'betStakeAboveBalance', 409);
    expect(await balanceOf(who)).toBe(10);
    expect((await statementOf(who)).map((e) => e.balance)).toEqual([10, 40, 70, 100]);
  });
});
