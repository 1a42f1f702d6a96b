import type { BetLineRecord, RequestOf, SportsBet } from '@playfront/core/contract';
import { selectionIdOf } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from '../testing/harness';
import { expectError, fundedPlayer, SITE, startSandbox } from '../testing/harness';
import { singleBet } from '../testing/slips';

const NOW = Date.parse('2031-05-10T09:00:00Z');
const HISTORY = { start_date: '2031-01-01', end_date: '2031-12-31', page: 1, page_size: 50 };
const FEED_TOKEN = 'test-feed-token-0123456789';

type CashOut = RequestOf<'/api/sportsbook/cash_out'>;

let h: Harness;
let lines: BetLineRecord[];
let serial = 0;

beforeAll(async () => {
  h = await startSandbox({
    rateLimit: { enabled: false },
    now: () => new Date(NOW),
    live: { feedToken: FEED_TOKEN, tickMs: false },
  });
  lines = (await h.ok('/api/product/get_bet_lines', SITE)).value ?? [];
});
afterAll(() => h.close());

async function player(amount: number): Promise<Session> {
  serial += 1;
  return fundedPlayer(h, `cashout${serial}x`, `+63918${1000000 + serial}`, amount);
}

/** A pre-match line of its own for each test, on a match no test has settled. */
const taken = new Set<string>();
const settledMatches = new Set<string>();
const preMatch = () => {
  const line = lines.find(
    (l) =>
      l.in_play === undefined &&
      !taken.has(l.selection_id ?? '') &&
      !settledMatches.has(l.match_id),
  );
  if (!line) throw new Error('no pre-match line left');
  taken.add(line.selection_id ?? '');
  return line;
};

async function settle(line: BetLineRecord, result: 'won' | 'lost') {
  settledMatches.add(line.match_id);
  const settled = await h.post('/sandbox/sports/settle', {
    match_id: line.match_id,
    results: { [selectionIdOf(line)]: result },
  });
  expect(settled.status, settled.text).toBe(200);
}

async function placeSingle(who: Session, line: BetLineRecord, stake: number): Promise<SportsBet> {
  serial += 1;
  const placed = await h.ok('/api/sportsbook/place', {
    ...SITE,
    ...who,
    ...singleBet(line, stake, `cash-slip-${serial}`),
  });
  const bet = placed.value?.[0];
  if (!bet) throw new Error('no bet placed');
  return bet;
}

async function movePrice(line: BetLineRecord, odds: number) {
  const answer = await h.post('/sandbox/sports/price', { selection_id: selectionIdOf(line), odds });
  expect(answer.status, answer.text).toBe(200);
}

/** A player of 500 with a single of 100 on a pre-match line of its own, priced at 2.00. */
async function betAtEvens() {
  const who = await player(500);
  const line = preMatch();
  await movePrice(line, 2);
  return { who, line, bet: await placeSingle(who, line, 100) };
}

const openBet = async (who: Session, id: number) =>
  (
    (await h.ok('/api/sportsbook/bets', { ...who, status: 'open', page: 1, page_size: 50 }))
      .value ?? []
  ).find((b) => b.bet_id === id);
const balanceOf = async (who: Session) => (await h.ok('/api/auth/get_balance', who)).game_balance;
const statementOf = async (who: Session) =>
  (await h.ok('/api/wallet/statement', { ...who, ...HISTORY })).value ?? [];
const cashOut = (who: Session, over: Partial<CashOut> & Pick<CashOut, 'bet_id' | 'cash_out'>) => {
  serial += 1;
  return h.post('/api/sportsbook/cash_out', {
    ...SITE,
    ...who,
    idempotency_key: `cash-out-${serial}`,
    ...over,
  });
};

describe('cash-out', () => {
  it('shows an open bet’s value from the current price, and it moves with the price', async () => {
    const { who, line, bet } = await betAtEvens();
    expect((await openBet(who, bet.bet_id))?.cash_out).toBe(95);
    await movePrice(line, 1.6);
    expect((await openBet(who, bet.bet_id))?.cash_out).toBe(118.75);
    const history = (await h.ok('/api/wallet/bets', { ...who, ...HISTORY })).value ?? [];
    expect(history.find((r) => r.bet_id === bet.bet_id)?.sports_bet?.cash_out).toBe(118.75);
  });

  it('cashes out all of a bet once: paid in one statement line, settled as cashed out', async () => {
    const { who, line, bet } = await betAtEvens();
    await movePrice(line, 1.6);
    const answer = await cashOut(who, { bet_id: bet.bet_id, cash_out: 118.75 });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toMatchObject({
      statusCode: 1,
      paid: 118.75,
      game_balance: 518.75,
      value: { bet_id: bet.bet_id, status: 'cashed_out', cashed_out: 118.75 },
    });
    expect(await balanceOf(who)).toBe(518.75);
    const [line1] = await statementOf(who);
    expect(line1).toMatchObject({
      kind: 'WIN',
      amount: 118.75,
      balance: 518.75,
      description: `Sports bet #${bet.bet_id} cashed out`,
    });
    const history = (await h.ok('/api/wallet/bets', { ...who, ...HISTORY })).value ?? [];
    expect(history.find((r) => r.bet_id === bet.bet_id)).toMatchObject({
      stake: 100,
      payout: 118.75,
      win_loss: 18.75,
      sports_bet: { status: 'cashed_out', cashed_out: 118.75 },
    });
    // Nothing is left to cash out, and the match's result no longer touches it.
    expectError(
      await cashOut(who, { bet_id: bet.bet_id, cash_out: 118.75 }),
      'betCashOutUnavailable',
      409,
    );
    await settle(line, 'won');
    expect(await balanceOf(who)).toBe(518.75);
  });

  it('cashes out part of a bet: the stake and return shrink in proportion, the rest rides on', async () => {
    const { who, line, bet } = await betAtEvens();
    await movePrice(line, 1.6);
    const answer = await cashOut(who, { bet_id: bet.bet_id, cash_out: 118.75, amount: 47.5 });
    expect(answer.status, answer.text).toBe(200);
    // 47.50 of 118.75 is 40 % of the value: 40.00 of the stake is bought back.
    expect(answer.json).toMatchObject({
      paid: 47.5,
      value: { status: 'open', stake: 60, potential_return: 120, cashed_out: 47.5 },
    });
    expect(await balanceOf(who)).toBe(447.5);
    expect((await statementOf(who))[0]).toMatchObject({
      amount: 47.5,
      description: `Sports bet #${bet.bet_id} partly cashed out`,
    });
    // The rest is valued on its own stake: 60 × 2 / 1.6 × 0.95.
    expect((await openBet(who, bet.bet_id))?.cash_out).toBe(71.25);
    // Won, it pays the rest's return on top of what the cash-out paid.
    await settle(line, 'won');
    expect(await balanceOf(who)).toBe(567.5);
    const history = (await h.ok('/api/wallet/bets', { ...who, ...HISTORY })).value ?? [];
    expect(history.find((r) => r.bet_id === bet.bet_id)).toMatchObject({
      stake: 100,
      payout: 167.5,
      sports_bet: { status: 'won', cashed_out: 47.5, stake: 60 },
    });
  });

  it('refuses a value that moved, naming the new one, and pays nothing', async () => {
    const { who, line, bet } = await betAtEvens();
    await movePrice(line, 1.6);
    const refused = expectError(
      await cashOut(who, { bet_id: bet.bet_id, cash_out: 95 }),
      'betCashOutChanged',
      409,
    );
    expect(refused).toMatchObject({ statusParams: { cash_out: 118.75 } });
    expect(await balanceOf(who)).toBe(400);
    expect((await openBet(who, bet.bet_id))?.status).toBe('open');
  });

  it('pays once for a double submit with the same key, and refuses the key for another cash-out', async () => {
    const { who, bet } = await betAtEvens();
    const body = {
      ...SITE,
      ...who,
      idempotency_key: 'double-tap-0001',
      bet_id: bet.bet_id,
      cash_out: 95,
    };
    const [first, second] = await Promise.all([
      h.post('/api/sportsbook/cash_out', body),
      h.post('/api/sportsbook/cash_out', body),
    ]);
    expect(first?.status, first?.text).toBe(200);
    expect(second?.json).toEqual(first?.json);
    const retry = await h.post('/api/sportsbook/cash_out', body);
    expect(retry.json).toEqual(first?.json);
    expect(await balanceOf(who)).toBe(495);
    expect((await statementOf(who)).filter((e) => e.kind === 'WIN')).toHaveLength(1);
    expectError(
      await h.post('/api/sportsbook/cash_out', { ...body, amount: 10 }),
      'invalidRequest',
      400,
    );
  });

  it('cashes out once when several requests race with their own keys', async () => {
    const { who, bet } = await betAtEvens();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => cashOut(who, { bet_id: bet.bet_id, cash_out: 95 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200))
      expectError(a, 'betCashOutUnavailable', 409);
    expect(await balanceOf(who)).toBe(495);
  });

  it('refuses another player’s bet and amounts outside the value', async () => {
    const { who, bet } = await betAtEvens();
    const other = await player(0);
    expectError(await cashOut(other, { bet_id: bet.bet_id, cash_out: 95 }), 'notFound', 404);
    expectError(
      await cashOut(who, { bet_id: bet.bet_id, cash_out: 95, amount: 96 }),
      'invalidRequest',
      400,
    );
    expectError(
      await cashOut(who, { bet_id: bet.bet_id, cash_out: 95, amount: 0.001 }),
      'invalidRequest',
      400,
    );
    expectError(await cashOut(who, { bet_id: bet.bet_id, cash_out: -5 }), 'invalidRequest', 400);
    expect(await balanceOf(who)).toBe(400);
  });

  it('offers none while the market is suspended, and tells the player’s page when the value moves', async () => {
    const who = await player(500);
    const line = lines.find((l) => l.in_play === true && l.open);
    if (!line) throw new Error('no open in-play line');
    const bet = await placeSingle(who, line, 50);
    const events: Record<string, unknown>[] = [];
    const stop = h.app.live.feed.subscribe((e) => {
      if (e.type === 'cash_out' && e.account_id === who.account_id) events.push(e.data);
    });
    await h.app.live.tick();
    await movePrice(line, 2.5);
    await h.app.live.tick();
    const value = (await openBet(who, bet.bet_id))?.cash_out;
    expect(events.at(-1)).toEqual({ bet_id: bet.bet_id, cash_out: value });
    const closed = await h.post('/sandbox/sports/market', {
      selection_id: selectionIdOf(line),
      open: false,
    });
    expect(closed.status, closed.text).toBe(200);
    expect(await openBet(who, bet.bet_id)).toMatchObject({
      cash_out: null,
      cash_out_reason: 'suspended',
    });
    await h.app.live.tick();
    stop();
    expect(events.at(-1)).toEqual({
      bet_id: bet.bet_id,
      cash_out: null,
      cash_out_reason: 'suspended',
    });
    expect(
      expectError(
        await cashOut(who, { bet_id: bet.bet_id, cash_out: value ?? 1 }),
        'betCashOutUnavailable',
        409,
      ),
    ).toMatchObject({ statusParams: { reason: 'suspended' } });
    expect(await balanceOf(who)).toBe(450);
  });
});
