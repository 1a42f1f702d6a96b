import type { BetLineRecord, RequestOf, SportsBet } from '@playfront/core/contract';
import { selectionIdOf } from '@playfront/core/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Harness, Session } from '../testing/harness';
import { seededResult } from '../sportsbook/bets';
import { expectError, expectOk, fundedPlayer, login, SITE, startSandbox } from '../testing/harness';
import { selectionOf } from '../testing/slips';

const NOW = new Date('2031-05-10T09:00:00Z');
const HISTORY = { start_date: '2031-01-01', end_date: '2031-12-31', page: 1, page_size: 50 };

type Place = RequestOf<'/api/sportsbook/place'>;

let h: Harness;
let lines: BetLineRecord[];
let serial = 0;

beforeAll(async () => {
  h = await startSandbox({ rateLimit: { enabled: false }, now: () => NOW });
  lines = (await h.ok('/api/product/get_bet_lines', SITE)).value!;
});
afterAll(() => h.close());

/** A fresh player funded with `amount` through a claimed inbox reward. */
async function player(amount: number): Promise<Session> {
  serial += 1;
  const id = String(serial).padStart(3, '0');
  return fundedPlayer(h, `bettor${id}x`, `+63917${1000000 + serial}`, amount);
}

const balanceOf = async (who: Session) => (await h.ok('/api/auth/get_balance', who)).game_balance;
const statementOf = async (who: Session) =>
  (await h.ok('/api/wallet/statement', { ...who, ...HISTORY })).value!;
const historyOf = async (who: Session) =>
  (await h.ok('/api/wallet/bets', { ...who, ...HISTORY })).value!;
const betsOf = async (who: Session, status: 'open' | 'settled') =>
  (await h.ok('/api/sportsbook/bets', { ...who, status, page: 1, page_size: 50 })).value!;

/** Everything a refusal must leave as it was. */
const snapshot = async (who: Session) => ({
  balance: await balanceOf(who),
  statement: await statementOf(who),
  history: await historyOf(who),
  open: await betsOf(who, 'open'),
});

/** The lines of distinct matches, the first line of each. */
const firstOfEachMatch = () => {
  const seen = new Set<string>();
  return lines.filter((l) => !seen.has(l.match_id) && seen.add(l.match_id));
};
const pick = selectionOf;
const slip = (who: Session, over: Partial<Place>): Place => {
  serial += 1;
  return {
    ...SITE,
    ...who,
    idempotency_key: `slip-${serial}-${Math.random().toString(36).slice(2, 10)}`,
    accept: 'none',
    selections: [],
    ...over,
  };
};
const place = (body: Place) => h.post('/api/sportsbook/place', body);

async function movePrice(line: BetLineRecord, odds: number) {
  const answer = await h.post('/sandbox/sports/price', {
    selection_id: selectionIdOf(line),
    odds,
  });
  expect(answer.status, answer.text).toBe(200);
}

describe('bet lines', () => {
  it('carry stable selection ids, open until kick-off', async () => {
    const again = (await h.ok('/api/product/get_bet_lines', SITE)).value!;
    expect(again.map((l) => l.selection_id)).toEqual(lines.map((l) => l.selection_id));
    for (const line of lines.filter((l) => l.in_play === undefined)) {
      expect(line.selection_id).toBe(selectionIdOf(line));
      expect(line.open).toBe(true);
    }
  });

  it('answers the limits of the site currency', async () => {
    const { value } = await h.ok('/api/sportsbook/limits', SITE);
    expect(value).toEqual({
      currency: 'PHP',
      min_stake: 10,
      max_stake: 50_000,
      min_parlay_legs: 2,
      max_parlay_legs: 10,
      quick_stakes: [50, 100, 500, 1000],
      live_delay_seconds: 5,
    });
  });
});

describe('placing bets', () => {
  let who: Session;
  beforeEach(async () => {
    who = await player(1000);
  });

  it('places singles and a parlay in one slip: one debit and statement line per bet', async () => {
    const [a, b] = firstOfEachMatch() as [BetLineRecord, BetLineRecord];
    const body = slip(who, { selections: [pick(a, 20), pick(b)], parlay_stake: 15 });
    const placed = expectOk('/api/sportsbook/place', await place(body));
    expect(placed.game_balance).toBe(965);
    expect(placed.value).toHaveLength(2);
    const [single, parlay] = placed.value!;
    expect(single).toMatchObject({
      kind: 'single',
      stake: 20,
      odds: a.odds,
      status: 'open',
      payout: 0,
      settled_at: null,
      legs: [{ selection_id: selectionIdOf(a), odds: a.odds, result: null }],
    });
    expect(single?.potential_return).toBe(Math.floor(20 * a.odds * 100 + 1e-6) / 100);
    expect(parlay).toMatchObject({ kind: 'parlay', stake: 15, status: 'open' });
    expect(parlay?.legs.map((l) => l.match_id)).toEqual([a.match_id, b.match_id]);
    expect(parlay?.odds).toBeCloseTo(a.odds * b.odds, 6);
    expect(await balanceOf(who)).toBe(965);

    const statement = await statementOf(who);
    expect(statement.filter((e) => e.kind === 'BET').map((e) => e.amount)).toEqual([-15, -20]);
    const history = await historyOf(who);
    expect(history.map((r) => [r.provider_code, r.stake, r.sports_bet?.kind])).toEqual([
      ['SPORTS', 15, 'parlay'],
      ['SPORTS', 20, 'single'],
    ]);
    expect((await betsOf(who, 'open')).map((bet) => bet.bet_id)).toEqual(
      [parlay?.bet_id, single?.bet_id].filter(Boolean),
    );
  });

  it("keeps each leg's localized team names for the history, and none where the line had none", async () => {
    const matches = firstOfEachMatch();
    const named = matches[0]!;
    const unnamed = matches.find((l) => l.home_name_cn === undefined)!;
    expect(named.home_name_cn).toBeTruthy();
    const body = slip(who, { selections: [pick(named, 10), pick(unnamed, 10)] });
    expectOk('/api/sportsbook/place', await place(body));
    const legs = (await historyOf(who)).map((r) => r.sports_bet?.legs[0]);
    expect(legs[1]).toMatchObject({
      home_team_name: named.home_team_name,
      home_name_en: named.home_name_en,
      home_name_php: named.home_name_php,
      home_name_cn: named.home_name_cn,
      away_name_cn: named.away_name_cn,
    });
    expect(legs[0]?.home_team_name).toBe(unnamed.home_team_name);
    expect(Object.keys(legs[0] ?? {}).filter((k) => k.includes('_name_'))).toEqual([]);
  });

  it('places one bet for a retried or double-sent slip and answers the same', async () => {
    const [a] = firstOfEachMatch() as [BetLineRecord];
    const body = slip(who, { selections: [pick(a, 25)] });
    const [first, second] = await Promise.all([place(body), place(body)]);
    const third = await place(body);
    expect(expectOk('/api/sportsbook/place', first)).toEqual(
      expectOk('/api/sportsbook/place', second),
    );
    expect(third.json).toEqual(first.json);
    expect(await balanceOf(who)).toBe(975);
    expect(await betsOf(who, 'open')).toHaveLength(1);
    // The same key on another slip is a caller's mistake, not a second bet.
    expectError(await place({ ...body, selections: [pick(a, 30)] }), 'invalidRequest', 400);
    expect(await balanceOf(who)).toBe(975);
  });

  it('decides a moved price by the acceptance mode, at the price the server holds', async () => {
    const line = firstOfEachMatch()[2] as BetLineRecord;
    const seen = line.odds;
    await movePrice(line, seen + 0.2);
    const before = await snapshot(who);
    expectError(await place(slip(who, { selections: [pick(line, 10)] })), 'betOddsChanged', 409);
    expect(await snapshot(who)).toEqual(before);

    const better = expectOk(
      '/api/sportsbook/place',
      await place(slip(who, { accept: 'better', selections: [pick(line, 10)] })),
    );
    expect(better.value?.[0]?.odds).toBeCloseTo(seen + 0.2, 6);

    await movePrice(line, seen - 0.1);
    const mid = await snapshot(who);
    expectError(
      await place(slip(who, { accept: 'better', selections: [pick(line, 10)] })),
      'betOddsChanged',
      409,
    );
    expect(await snapshot(who)).toEqual(mid);
    const any = expectOk(
      '/api/sportsbook/place',
      await place(slip(who, { accept: 'any', selections: [pick(line, 10)] })),
    );
    expect(any.value?.[0]?.odds).toBeCloseTo(seen - 0.1, 6);

    const prices = (
      await h.ok('/api/sportsbook/prices', {
        ...SITE,
        selection_ids: [selectionIdOf(line), 'PF-19990101-1:HDP:1'],
      })
    ).value!;
    expect(prices[0]).toEqual({ selection_id: selectionIdOf(line), odds: seen - 0.1, open: true });
    expect(prices[1]).toEqual({ selection_id: 'PF-19990101-1:HDP:1', odds: null, open: false });
    await movePrice(line, seen);
  });

  it('refuses each bad slip and changes nothing', async () => {
    const poor = await player(30);
    const [a, b, c] = firstOfEachMatch() as [BetLineRecord, BetLineRecord, BetLineRecord];
    const sameMatch = lines.find((l) => l.match_id === a.match_id && l !== a) as BetLineRecord;
    const unknown = { ...pick(a, 10), match_id: 'PF-19990101-1' };
    const cases: [Session, Partial<Place>, string, number][] = [
      [poor, { selections: [pick(a, 20), pick(b, 20)] }, 'betStakeAboveBalance', 409],
      [who, { selections: [pick(a, 9.99)] }, 'betStakeBelowMinimum', 400],
      [who, { selections: [pick(a, 50_000.01)] }, 'betStakeAboveMaximum', 400],
      [who, { selections: [pick(a)], parlay_stake: 10 }, 'betTooFewLegs', 400],
      [
        who,
        { selections: [pick(a), pick(sameMatch)], parlay_stake: 10 },
        'betSameMatchParlay',
        400,
      ],
      [who, { selections: [pick(a), pick(b), pick(c)] }, 'invalidRequest', 400],
      [who, { selections: [pick(a, 10), pick(a, 10)] }, 'invalidRequest', 400],
      [who, { selections: [unknown] }, 'betMarketClosed', 409],
      [{ ...who, auth: 'expired-token' }, { selections: [pick(a, 10)] }, 'sessionExpired', 401],
    ];
    for (const [account, over, key, http] of cases) {
      const before = await snapshot(account === poor ? poor : who);
      expectError(await place(slip(account, over)), key, http);
      expect(await snapshot(account === poor ? poor : who), key).toEqual(before);
    }
  });

  it('refuses a parlay of more legs than the maximum', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      ...pick(lines[0] as BetLineRecord),
      match_id: `PF-20310511-${i + 1}`,
    }));
    const before = await snapshot(who);
    expectError(
      await place(slip(who, { selections: eleven, parlay_stake: 10 })),
      'betTooManyLegs',
      400,
    );
    expect(await snapshot(who)).toEqual(before);
  });

  it('refuses a closed market and a started match, changing nothing', async () => {
    const [, , , d, e] = firstOfEachMatch();
    if (!d || !e) throw new Error('the sandbox offers at least five matches');
    const closed = await h.post('/sandbox/sports/market', {
      selection_id: selectionIdOf(d),
      open: false,
    });
    expect(closed.status).toBe(200);
    const started = await h.post('/sandbox/sports/start', { match_id: e.match_id });
    expect(started.status).toBe(200);
    const before = await snapshot(who);
    for (const line of [d, e])
      expectError(await place(slip(who, { selections: [pick(line, 10)] })), 'betMarketClosed', 409);
    expect(await snapshot(who)).toEqual(before);
    const shown = (await h.ok('/api/product/get_bet_lines', SITE)).value!;
    expect(shown.find((l) => l.selection_id === selectionIdOf(d))?.open).toBe(false);
    expect(shown.filter((l) => l.match_id === e.match_id).every((l) => l.open === false)).toBe(
      true,
    );
    await h.post('/sandbox/sports/market', { selection_id: selectionIdOf(d), open: true });
  });
});

describe('parallel placements', () => {
  it('accept exactly as many as the balance covers, never going below zero', async () => {
    const who = await player(100);
    const [a] = firstOfEachMatch() as [BetLineRecord];
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => place(slip(who, { selections: [pick(a, 30)] }))),
    );
    const accepted = answers.filter((r) => r.status === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of answers.filter((r) => r.status !== 200))
      expectError(refused, 'betStakeAboveBalance', 409);
    expect(await balanceOf(who)).toBe(10);
    expect(await betsOf(who, 'open')).toHaveLength(3);
    const statement = await statementOf(who);
    expect(statement.map((e) => e.balance)).toEqual([10, 40, 70, 100]);
  });
});

describe('settlement', () => {
  it('pays a winning parlay once, marks lost and void bets, through the ledger', async () => {
    const who = await player(500);
    const [a, b, c] = firstOfEachMatch().slice(0, 3) as [
      BetLineRecord,
      BetLineRecord,
      BetLineRecord,
    ];
    const placed = expectOk(
      '/api/sportsbook/place',
      await place(slip(who, { selections: [pick(a, 10), pick(b), pick(c, 40)], parlay_stake: 20 })),
    ).value!;
    const [singleA, singleC, parlay] = placed as [SportsBet, SportsBet, SportsBet];
    expect(await balanceOf(who)).toBe(430);

    const settle = (match_id: string, results: Record<string, string>) =>
      h.post('/sandbox/sports/settle', { match_id, results });
    expect((await settle(a.match_id, { [selectionIdOf(a)]: 'won' })).status).toBe(200);
    const paidA = Math.floor(10 * a.odds * 100 + 1e-6) / 100;
    expect(await balanceOf(who)).toBeCloseTo(430 + paidA, 2);
    expect((await betsOf(who, 'open')).map((x) => x.bet_id).sort()).toEqual(
      [singleC.bet_id, parlay.bet_id].sort(),
    );

    await settle(b.match_id, { [selectionIdOf(b)]: 'void' });
    await settle(c.match_id, { [selectionIdOf(c)]: 'won' });
    const paidC = Math.floor(40 * c.odds * 100 + 1e-6) / 100;
    const paidParlay = Math.floor(20 * a.odds * c.odds * 100 + 1e-6) / 100;
    const expected = Math.round((430 + paidA + paidC + paidParlay) * 100) / 100;
    expect(await balanceOf(who)).toBe(expected);

    // Settling again pays nothing more.
    for (const line of [a, b, c])
      expect((await settle(line.match_id, { [selectionIdOf(line)]: 'won' })).json).toMatchObject({
        settled: 0,
        paid: 0,
      });
    expect(await balanceOf(who)).toBe(expected);

    const settled = await betsOf(who, 'settled');
    expect(settled.map((x) => [x.bet_id, x.status])).toEqual(
      expect.arrayContaining([
        [singleA.bet_id, 'won'],
        [singleC.bet_id, 'won'],
        [parlay.bet_id, 'won'],
      ]),
    );
    const parlayNow = settled.find((x) => x.bet_id === parlay.bet_id);
    expect(parlayNow?.legs.map((l) => l.result)).toEqual(['won', 'void', 'won']);
    expect(parlayNow?.payout).toBe(paidParlay);
    const wins = (await statementOf(who)).filter((e) => e.kind === 'WIN');
    expect(wins).toHaveLength(3);
    const history = await historyOf(who);
    expect(history.find((r) => r.bet_id === parlay.bet_id)?.payout).toBe(paidParlay);
    // Settled matches take no more bets.
    expectError(await place(slip(who, { selections: [pick(a, 10)] })), 'betMarketClosed', 409);
  });

  it('loses a parlay at its first lost leg, and a void single returns its stake', async () => {
    const who = await player(200);
    const [, , , d, , f] = firstOfEachMatch();
    if (!d || !f) throw new Error('the sandbox offers six matches');
    const placed = expectOk(
      '/api/sportsbook/place',
      await place(
        slip(who, { accept: 'any', selections: [pick(d), pick(f, 50)], parlay_stake: 30 }),
      ),
    ).value!;
    const [single, parlay] = placed as [SportsBet, SportsBet];
    expect(await balanceOf(who)).toBe(120);

    const lost = await h.post('/sandbox/sports/settle', {
      match_id: d.match_id,
      results: { [selectionIdOf(d)]: 'lost' },
    });
    expect(lost.json).toMatchObject({ settled: 1, paid: 0 });
    expect(await balanceOf(who)).toBe(120);
    expect((await betsOf(who, 'open')).map((x) => x.bet_id)).toEqual([single.bet_id]);

    await h.post('/sandbox/sports/settle', {
      match_id: f.match_id,
      results: { [selectionIdOf(f)]: 'void' },
    });
    expect(await balanceOf(who)).toBe(170);
    const settled = await betsOf(who, 'settled');
    expect(settled.map((x) => [x.bet_id, x.status, x.payout]).sort()).toEqual(
      [
        [parlay.bet_id, 'lost', 0],
        [single.bet_id, 'void', 50],
      ].sort(),
    );
    expect((await statementOf(who))[0]).toMatchObject({ kind: 'BET', amount: 50, balance: 170 });
  });

  it('settles by the seeded result when a test names none', async () => {
    const who = await player(100);
    const line = lines.find((l) => l.match_id === 'PF-19990101-9');
    expect(line).toBeUndefined();
    const unknown = await h.post('/sandbox/sports/settle', { match_id: 'PF-19990101-9' });
    expect(unknown.json).toMatchObject({ statusCode: 1, settled: 0, paid: 0 });
    await h.refused('/sandbox/sports/settle', { match_id: '' }, 'invalidRequest', 400);
    expect(await balanceOf(who)).toBe(100);
  });
});

describe('seeded results', () => {
  it('settle a match nobody named results for by the fixed result of each selection', async () => {
    const next = await startSandbox({
      rateLimit: { enabled: false },
      now: () => new Date(NOW.getTime() + 86_400_000),
    });
    try {
      const offered = (await next.ok('/api/product/get_bet_lines', SITE)).value!;
      const line = offered[0] as BetLineRecord;
      const session = await login(next);
      const before = (await next.ok('/api/auth/get_balance', session)).game_balance!;
      const placed = (
        await next.ok('/api/sportsbook/place', {
          ...slip(session, { selections: [pick(line, 10)] }),
        })
      ).value![0]!;
      await next.post('/sandbox/sports/settle', { match_id: line.match_id });
      const result = seededResult(selectionIdOf(line));
      const after = (await next.ok('/api/auth/get_balance', session)).game_balance!;
      const won = Math.round((before - 10 + placed.potential_return) * 100) / 100;
      expect(after).toBe(result === 'won' ? won : before - 10);
    } finally {
      await next.close();
    }
  });
});
