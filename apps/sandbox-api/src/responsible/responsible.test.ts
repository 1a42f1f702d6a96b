import type { BetLineRecord, PlayerLimit, RequestOf } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Harness, Session } from '../testing/harness';
import { expectError, expectOk, fundedPlayer, SITE, startSandbox } from '../testing/harness';
import { singleBet } from '../testing/slips';

// 09:00 UTC is 17:00 in Manila: the operator's day ends at 16:00 UTC.
const clock = testClock(Date.parse('2031-05-10T09:00:00Z'));
const HOUR = 3_600_000;
const HISTORY = { start_date: '2031-01-01', end_date: '2031-12-31', page: 1, page_size: 50 };

type SetLimit = Omit<RequestOf<'/api/responsible/set_limit'>, keyof Session | keyof typeof SITE>;

let h: Harness;
let serial = 0;

beforeAll(async () => {
  h = await clockedSandbox(clock);
});
afterAll(() => h.close());

/** A fresh player funded with `amount` through a claimed inbox reward. */
async function player(amount = 0): Promise<Session> {
  serial += 1;
  const id = String(serial).padStart(3, '0');
  return fundedPlayer(h, `limits${id}x`, `+63918${1000000 + serial}`, amount);
}

const limitsOf = async (who: Session) =>
  (await h.ok('/api/responsible/limits', { ...SITE, ...who })).value!;
const limitOf = async (who: Session, kind: string, period: string): Promise<PlayerLimit> => {
  const found = (await limitsOf(who)).limits.find((l) => l.kind === kind && l.period === period);
  if (!found) throw new Error(`no ${kind} ${period} limit listed`);
  return found;
};
const setLimit = (who: Session, change: SetLimit) =>
  h.post('/api/responsible/set_limit', { ...SITE, ...who, ...change });
const deposit = (who: Session, amount: number) =>
  h.post('/api/wallet/deposit', { ...SITE, ...who, amount, method: 'BANK', reference: '' });
const transactionsOf = async (who: Session) =>
  (await h.ok('/api/wallet/transactions', { ...who, ...HISTORY, type: 'deposit' })).value!;
const statementOf = async (who: Session) =>
  (await h.ok('/api/wallet/statement', { ...who, ...HISTORY })).value!;
const launch = (who: Session) =>
  h.post('/api/product/launch_game', {
    ...who,
    provider_code: 'JILI',
    game_code: 'JILI-SUPER-ACE',
  });

async function openLine(): Promise<BetLineRecord> {
  const lines = (await h.ok('/api/product/get_bet_lines', SITE)).value!;
  const line = lines.find((l) => l.open !== false);
  if (!line) throw new Error('no open bet line');
  return line;
}
const bet = async (who: Session, stake: number) => {
  const line = await openLine();
  serial += 1;
  return {
    line,
    answer: await h.post('/api/sportsbook/place', {
      ...SITE,
      ...who,
      ...singleBet(line, stake, `limit-slip-${serial}-${Math.random().toString(36).slice(2, 10)}`),
    }),
  };
};

describe('reading limits', () => {
  it('lists every kind and period unset, with the next reset at Manila midnight', async () => {
    const value = await limitsOf(await player());
    expect(value).toMatchObject({
      currency: 'PHP',
      time_zone: 'Asia/Manila',
      cooling_off_hours: 24,
      warning_percent: 80,
    });
    expect(value.limits.map((l) => `${l.kind}:${l.period}`)).toEqual([
      'deposit:daily',
      'deposit:weekly',
      'deposit:monthly',
      'loss:daily',
      'loss:weekly',
      'loss:monthly',
      'wager:daily',
      'wager:weekly',
      'wager:monthly',
      'session_time:session',
    ]);
    expect(value.limits.every((l) => l.value === null && l.pending === null)).toBe(true);
    const daily = value.limits[0]!;
    expect(daily.resets_at).toBe('2031-05-10T16:00:00.000Z');
    // 10 May 2031 is a Saturday: the week resets on Monday 12 May, Manila midnight.
    expect(value.limits[1]!.resets_at).toBe('2031-05-11T16:00:00.000Z');
    expect(value.limits[2]!.resets_at).toBe('2031-05-31T16:00:00.000Z');
  });

  it('refuses a guest and a mismatched kind and period', async () => {
    const who = await player();
    await h.staleSession('/api/responsible/limits', { ...SITE, account_id: who.account_id });
    expectError(
      await setLimit(who, { kind: 'session_time', period: 'daily', amount: 60 }),
      'invalidRequest',
      400,
    );
    expectError(
      await setLimit(who, { kind: 'deposit', period: 'session', amount: 60 }),
      'invalidRequest',
      400,
    );
    expectError(
      await setLimit(who, { kind: 'session_time', period: 'session', amount: 1.5 }),
      'invalidRequest',
      400,
    );
    expectError(
      await setLimit(who, { kind: 'deposit', period: 'daily', amount: -5 }),
      'invalidRequest',
      400,
    );
  });
});

describe('deposit limits', () => {
  it('refuses a deposit over the daily limit, records nothing and says when it resets', async () => {
    const who = await player();
    const saved = await setLimit(who, { kind: 'deposit', period: 'daily', amount: 1000 });
    expect(expectOk('/api/responsible/set_limit', saved).statusMessage).toBe('limitSaved');

    const refused = expectError(await deposit(who, 1500), 'limitDepositReached', 409);
    expect((refused as { statusParams?: unknown }).statusParams).toEqual({
      period: 'daily',
      limit: 1000,
      remaining: 1000,
      resets_at: '2031-05-10T16:00:00.000Z',
      time_zone: 'Asia/Manila',
    });
    expect(await transactionsOf(who)).toEqual([]);

    expectOk('/api/wallet/deposit', await deposit(who, 800));
    expect((await limitOf(who, 'deposit', 'daily')).used).toBe(800);
    expectError(await deposit(who, 500), 'limitDepositReached', 409);
    expect(await transactionsOf(who)).toHaveLength(1);

    // The next operator day starts from zero.
    clock.advance(7 * HOUR);
    expectOk('/api/wallet/deposit', await deposit(who, 500));
    expect((await limitOf(who, 'deposit', 'daily')).used).toBe(500);
  });

  it('lets only one of two parallel deposits through when both together pass the limit', async () => {
    const who = await player();
    await setLimit(who, { kind: 'deposit', period: 'monthly', amount: 1000 });
    const answers = await Promise.all([deposit(who, 600), deposit(who, 600), deposit(who, 600)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await transactionsOf(who)).toHaveLength(1);
    expect((await limitOf(who, 'deposit', 'monthly')).used).toBe(600);
  });

  it('lowers at once, raises only after the cooling-off', async () => {
    const who = await player();
    expectOk(
      '/api/responsible/set_limit',
      await setLimit(who, { kind: 'deposit', period: 'weekly', amount: 1000 }),
    );
    const lowered = expectOk(
      '/api/responsible/set_limit',
      await setLimit(who, { kind: 'deposit', period: 'weekly', amount: 600 }),
    );
    expect(lowered.value!.limits[1]).toMatchObject({ value: 600, pending: null });

    const asked = clock.now();
    const raised = expectOk(
      '/api/responsible/set_limit',
      await setLimit(who, { kind: 'deposit', period: 'weekly', amount: 2000 }),
    );
    expect(raised.statusMessage).toBe('limitPending');
    expect(raised.value!.limits[1]).toMatchObject({
      value: 600,
      pending: { value: 2000, effective_at: new Date(asked.getTime() + 24 * HOUR).toISOString() },
    });
    expectError(await deposit(who, 700), 'limitDepositReached', 409);

    clock.advance(23 * HOUR);
    expect((await limitOf(who, 'deposit', 'weekly')).value).toBe(600);
    clock.advance(HOUR);
    expect(await limitOf(who, 'deposit', 'weekly')).toMatchObject({ value: 2000, pending: null });
    expectOk('/api/wallet/deposit', await deposit(who, 700));
  });

  it('removes a limit only after the cooling-off, and a new lower value cancels the wait', async () => {
    const who = await player();
    await setLimit(who, { kind: 'deposit', period: 'monthly', amount: 900 });
    const removing = expectOk(
      '/api/responsible/set_limit',
      await setLimit(who, { kind: 'deposit', period: 'monthly', amount: null }),
    );
    expect(removing.value!.limits[2]).toMatchObject({ value: 900, pending: { value: null } });
    const lowered = expectOk(
      '/api/responsible/set_limit',
      await setLimit(who, { kind: 'deposit', period: 'monthly', amount: 800 }),
    );
    expect(lowered.value!.limits[2]).toMatchObject({ value: 800, pending: null });
    clock.advance(25 * HOUR);
    expect((await limitOf(who, 'deposit', 'monthly')).value).toBe(800);
  });
});

describe('wager and loss limits', () => {
  it('refuses a stake over the wager limit and places nothing', async () => {
    const who = await player(1000);
    await setLimit(who, { kind: 'wager', period: 'daily', amount: 100 });
    const before = await statementOf(who);
    const { answer } = await bet(who, 150);
    expectError(answer, 'limitWagerReached', 409);
    expect(await statementOf(who)).toEqual(before);
    expectOk('/api/sportsbook/place', (await bet(who, 60)).answer);
    expect((await limitOf(who, 'wager', 'daily')).used).toBe(60);
    expectError((await bet(who, 50)).answer, 'limitWagerReached', 409);
  });

  it('counts losses net of wins, refuses stakes that could pass it and then game launches', async () => {
    const who = await player(1000);
    expectOk('/api/product/launch_game', await launch(who));
    await setLimit(who, { kind: 'loss', period: 'weekly', amount: 100 });
    expectError((await bet(who, 120)).answer, 'limitLossReached', 409);

    const { line, answer } = await bet(who, 100);
    expectOk('/api/sportsbook/place', answer);
    const selection = `${line.match_id}:${line.bet_type}:${line.home_away}`;
    const settled = await h.post('/sandbox/sports/settle', {
      match_id: line.match_id,
      results: { [selection]: 'lost' },
    });
    expect(settled.status, settled.text).toBe(200);
    expect((await limitOf(who, 'loss', 'weekly')).used).toBe(100);

    const refused = expectError(await launch(who), 'limitLossReached', 409);
    expect((refused as { statusParams?: { period?: string } }).statusParams?.period).toBe('weekly');
  });
});

describe('play time', () => {
  it('refuses a game launch once the day’s play has lasted the limit', async () => {
    const who = await player();
    const saved = expectOk(
      '/api/responsible/set_limit',
      await setLimit(who, { kind: 'session_time', period: 'session', amount: 30 }),
    );
    // The count resets at the operator's midnight: 16:00 UTC in Manila.
    expect(saved.value!.limits[9]).toMatchObject({ value: 30, used: 0 });
    expect(saved.value!.limits[9]?.resets_at).toMatch(/T16:00:00\.000Z$/);
    clock.advance(29 * 60_000);
    expectOk('/api/product/launch_game', await launch(who));
    clock.advance(60_000);
    expectError(await launch(who), 'limitSessionTimeReached', 409);
    expect((await limitOf(who, 'session_time', 'session')).used).toBe(30);
  });
});

describe('POST /sandbox/clock', () => {
  it('is missing unless clock control is on', async () => {
    await h.refused('/sandbox/clock', { advance_hours: 1 }, 'notFound', 404);
  });

  it('moves the clock forward by the hours asked, never back', async () => {
    const moving = await startSandbox({ rateLimit: { enabled: false }, clockControl: true });
    try {
      await moving.refused('/sandbox/clock', { advance_hours: -1 }, 'invalidRequest', 400);
      const start = Date.now();
      const moved = await moving.post('/sandbox/clock', { advance_hours: 25 });
      expect(moved.status).toBe(200);
      const now = new Date((moved.json as { now: string }).now).getTime();
      expect(now - start).toBeGreaterThanOrEqual(25 * HOUR);
    } finally {
      await moving.close();
    }
  });
});
