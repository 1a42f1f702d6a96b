import type { BetLineRecord } from '@playfront/core/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Harness } from '../testing/harness';
import {
  expectError,
  expectOk,
  signupBody,
  SITE,
  startSandbox,
  verifiedPlayer,
} from '../testing/harness';
import { singleBet } from '../testing/slips';
import { str } from '../db/client';
import { DEFAULT_SAFETY } from './policy';

const START = Date.parse('2026-03-10T08:00:00Z');
const clock = testClock(START);
let h: Harness;
beforeAll(async () => {
  h = await clockedSandbox(clock);
});
afterAll(() => h.close());
afterEach(() => clock.reset());

const DAY = 86_400_000;
let accounts = 0;

/** Registers and verifies a fresh player. */
async function newPlayer(): Promise<{ account_id: string; password: string }> {
  accounts += 1;
  const player = { account_id: `safe${accounts}x`, password: 'secret123' };
  await verifiedPlayer(h, player.account_id, `+6391700001${String(accounts).padStart(2, '0')}`);
  return player;
}

const signIn = (player: { account_id: string; password: string }, userAgent = '') =>
  h.post('/api/auth/login', { ...SITE, ...player }, userAgent ? { 'user-agent': userAgent } : {});

/** Asks for a break (`timeout` or `exclusion`) of `period`, confirmed with `password`. */
const exclude = (auth: object, kind: string, period: string, password: string) =>
  h.post('/api/safety/exclude', { ...auth, kind, period, password });

/** The operator's desk lifting the player's break. */
const lift = (player: { account_id: string }) =>
  h.post('/sandbox/safety/lift', { ...SITE, account_id: player.account_id });

async function session(player: { account_id: string; password: string }, userAgent = '') {
  const data = expectOk('/api/auth/login', await signIn(player, userAgent));
  return { account_id: player.account_id, auth: data.token ?? '' };
}

describe('registration age gate', () => {
  const born = (yearsAgo: number, dayShift = 0) => {
    const d = new Date(START);
    d.setUTCFullYear(d.getUTCFullYear() - yearsAgo);
    d.setUTCDate(d.getUTCDate() + dayShift);
    return d.toISOString().slice(0, 10);
  };
  const body = (id: string, over: object) => ({
    ...signupBody({ account_id: id, password: 'secret123', contact_phone: '+639170000300' }),
    ...over,
  });

  it('refuses anyone under the minimum age and stores nothing', async () => {
    const answer = await h.post('/api/auth/signup', body('young01', { birth_date: born(21, 1) }));
    expectError(answer, 'underMinimumAge', 400);
    expect(await h.sql("SELECT id FROM players WHERE account_id = 'young01'")).toHaveLength(0);
  });

  it('accepts a player on the 21st birthday', async () => {
    await h.ok('/api/auth/signup', body('adult01', { birth_date: born(21) }));
    const rows = await h.sql("SELECT birth_date FROM players WHERE account_id = 'adult01'");
    expect(rows[0]?.birth_date).toBe(born(21));
  });

  it('requires the terms to be accepted and a real date', async () => {
    await h.refused(
      '/api/auth/signup',
      body('terms01', { accept_terms: false }),
      'termsNotAccepted',
      400,
    );
    await h.refused(
      '/api/auth/signup',
      body('terms02', { birth_date: '1990-02-30' }),
      'invalidRequest',
      400,
    );
    const { birth_date: _omitted, ...without } = body('terms03', {});
    await h.refused('/api/auth/signup', without, 'invalidRequest', 400);
  });

  it('follows the configured minimum age', async () => {
    const h18 = await startSandbox({
      now: () => new Date(START),
      safety: { ...DEFAULT_SAFETY, minimumAge: 18 },
    });
    try {
      await h18.ok('/api/auth/signup', body('teen0001', { birth_date: born(19) }));
      // The register form learns the age from the startup answer.
      const startup = await h18.ok('/api/startup', SITE);
      expect(startup.site?.minimum_age).toBe(18);
      const usual = await h.ok('/api/startup', SITE);
      expect(usual.site?.minimum_age).toBe(21);
    } finally {
      await h18.close();
    }
  });
});

describe('time-out and self-exclusion', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const player = await newPlayer();
    const auth = await session(player);
    expectError(await exclude(auth, 'exclusion', '6m', 'wrong1234'), 'wrongPassword', 400);
    await h.ok('/api/auth/get_balance', auth);
    expectOk('/api/auth/login', await signIn(player));
  });

  it('refuses a period of the other kind', async () => {
    const auth = await session(await newPlayer());
    expectError(await exclude(auth, 'timeout', '6m', 'secret123'), 'invalidRequest', 400);
  });

  it('ends every session and refuses sign-in with the end date until it is over', async () => {
    const player = await newPlayer();
    const phone = await session(player, 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile');
    const desktop = await session(player);
    const started = expectOk(
      '/api/safety/exclude',
      await exclude(desktop, 'exclusion', '6m', player.password),
    );
    expect(started.statusMessage).toBe('exclusionStarted');
    expect(started.value).toMatchObject({
      kind: 'exclusion',
      period: '6m',
      starts_at: '2026-03-10T08:00:00.000Z',
      ends_at: '2026-09-10T08:00:00.000Z',
      irrevocable_until: '2026-09-10T08:00:00.000Z',
    });
    for (const auth of [phone, desktop])
      await h.refused('/api/auth/get_balance', auth, 'sessionExpired', 401);

    const refused = expectError(await signIn(player), 'accountSelfExcluded', 403);
    expect(refused?.statusParams).toEqual({ until_at: '2026-09-10T08:00:00.000Z' });
    await h.post('/api/auth/tac/request_login', { ...SITE, account_id: player.account_id });
    await h.refused(
      '/api/auth/login_tac',
      {
        ...SITE,
        account_id: player.account_id,
        tac: '123456',
      },
      'accountSelfExcluded',
      403,
    );
    // A refused sign-in leaves no trace in the history.
    const logins = await h.sql(
      'SELECT COUNT(*) AS n FROM login_history h JOIN players p ON p.id = h.player_id WHERE p.account_id = ?',
      [player.account_id],
    );
    expect(Number(logins[0]?.n)).toBe(3);

    clock.set(Date.parse('2026-09-10T08:00:01Z'));
    expectOk('/api/auth/login', await signIn(player));
  });

  it('keeps a time-out for its whole length', async () => {
    const player = await newPlayer();
    const auth = await session(player);
    const started = expectOk(
      '/api/safety/exclude',
      await exclude(auth, 'timeout', '7d', player.password),
    );
    expect(started.value?.ends_at).toBe('2026-03-17T08:00:00.000Z');
    clock.set(START + 6 * DAY);
    expectError(await signIn(player), 'accountTimedOut', 403);
    expectError(await lift(player), 'exclusionIrrevocable', 409);
    clock.set(START + 7 * DAY);
    expectOk('/api/auth/login', await signIn(player));
  });

  it('cannot lift a self-exclusion in its first 6 months, only after', async () => {
    const player = await newPlayer();
    const auth = await session(player);
    expectOk('/api/safety/exclude', await exclude(auth, 'exclusion', '1y', player.password));
    clock.set(Date.parse('2026-09-10T07:59:00Z'));
    expectError(await lift(player), 'exclusionIrrevocable', 409);
    expectError(await signIn(player), 'accountSelfExcluded', 403);
    clock.set(Date.parse('2026-09-10T08:00:01Z'));
    const lifted = await lift(player);
    expect(lifted.json).toMatchObject({ statusCode: 1, lifted_at: '2026-09-10T08:00:01.000Z' });
    expectOk('/api/auth/login', await signIn(player));
  });

  it('refuses deposits, bets and game launches during a break and records nothing', async () => {
    const player = await newPlayer();
    const auth = await session(player);
    await h.sql('UPDATE players SET game_balance_cents = 100000 WHERE account_id = ?', [
      player.account_id,
    ]);
    // A break the operator set while this session was open (a player's own one signs them out).
    await h.sql(
      `INSERT INTO account_exclusions (player_id, kind, period, starts_at, ends_at, irrevocable_until, created_at)
       SELECT id, 'timeout', '24h', ?, ?, ?, ? FROM players WHERE account_id = ?`,
      [
        new Date(START).toISOString(),
        new Date(START + DAY).toISOString(),
        new Date(START + DAY).toISOString(),
        '2026-03-10 08:00:00',
        player.account_id,
      ],
    );
    const until = new Date(START + DAY).toISOString();
    const deposit = await h.post('/api/wallet/deposit', {
      ...SITE,
      ...auth,
      amount: 500,
      method: 'GCASH',
      reference: '',
      idempotency_key: 'safety-deposit-1',
    });
    expect(expectError(deposit, 'accountTimedOut', 403)).toMatchObject({
      statusParams: { until_at: until },
    });

    const lines = (await h.ok('/api/product/get_bet_lines', SITE)).value as BetLineRecord[];
    const line = lines.find((l) => l.open !== false);
    if (!line) throw new Error('no open bet line');
    const bet = await h.post('/api/sportsbook/place', {
      ...SITE,
      ...auth,
      ...singleBet(line, 50, 'safety-slip-0001'),
    });
    expectError(bet, 'accountTimedOut', 403);

    const [row] = await h.sql('SELECT provider_code, game_code FROM games LIMIT 1');
    if (!row) throw new Error('no game seeded');
    const game = { provider_code: str(row, 'provider_code'), game_code: str(row, 'game_code') };
    const launch = await h.post('/api/product/launch_game', {
      ...auth,
      ...game,
    });
    expectError(launch, 'accountTimedOut', 403);

    const recorded = await h.sql(
      `SELECT (SELECT COUNT(*) FROM wallet_transactions WHERE player_id = p.id) AS moves,
              (SELECT COUNT(*) FROM bets WHERE player_id = p.id) AS bets,
              (SELECT COUNT(*) FROM ledger_entries WHERE player_id = p.id) AS lines,
              p.game_balance_cents AS balance
       FROM players p WHERE p.account_id = ?`,
      [player.account_id],
    );
    expect(recorded[0]).toMatchObject({ moves: 0, bets: 0, lines: 0, balance: 100000 });

    clock.set(START + DAY);
    await h.ok('/api/product/launch_game', {
      ...auth,
      ...game,
    });
  });
});

describe('reality check', () => {
  it("stores the player's interval from the operator's options", async () => {
    const auth = await session(await newPlayer());
    const status = await h.ok('/api/safety/status', auth);
    expect(status.value).toEqual({
      minimum_age: 21,
      reality_check: { interval_minutes: 0, options: [15, 30, 60] },
    });
    await h.refused(
      '/api/safety/reality_check',
      { ...auth, interval_minutes: 20 },
      'invalidRequest',
      400,
    );
    const saved = await h.ok('/api/safety/reality_check', { ...auth, interval_minutes: 30 });
    expect(saved.value?.interval_minutes).toBe(30);
    const after = await h.ok('/api/safety/status', auth);
    expect(after.value?.reality_check.interval_minutes).toBe(30);
  });

  it('answers the time played this session and its net result', async () => {
    const player = await newPlayer();
    const auth = await session(player);
    await h.ok('/api/safety/reality_check', { ...auth, interval_minutes: 15 });
    await h.sql(
      `INSERT INTO ledger_entries (player_id, kind, description, amount_cents, balance_cents, created_at)
       SELECT id, 'BET', 'test', -2500, 0, '2026-03-10 08:05:00' FROM players WHERE account_id = ?
       UNION ALL
       SELECT id, 'WIN', 'test', 1000, 0, '2026-03-10 08:06:00' FROM players WHERE account_id = ?
       UNION ALL
       SELECT id, 'DEPOSIT', 'test', 90000, 0, '2026-03-10 08:07:00' FROM players WHERE account_id = ?
       UNION ALL
       SELECT id, 'BET', 'before', -7000, 0, '2026-03-10 07:00:00' FROM players WHERE account_id = ?`,
      Array<string>(4).fill(player.account_id),
    );
    clock.set(START + 20 * 60_000);
    const answer = await h.ok('/api/safety/session', auth);
    expect(answer.value).toEqual({
      started_at: '2026-03-10T08:00:00.000Z',
      elapsed_ms: 20 * 60_000,
      interval_ms: 15 * 60_000,
      net: -15,
      currency: 'PHP',
    });
  });
});

describe('login history', () => {
  it('lists each sign-in with device and address, and ends the other sessions', async () => {
    const player = await newPlayer();
    const phone = await session(
      player,
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
    );
    clock.set(START + 60_000);
    const desktop = await session(
      player,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0.0.0 Safari/537.36',
    );
    const history = (await h.ok('/api/safety/login_history', desktop)).value;
    // The newest first; the oldest is the sign-in that verified the registration.
    expect(history).toHaveLength(3);
    expect(history?.slice(0, 2)).toEqual([
      {
        at: '2026-03-10T08:01:00.000Z',
        device: 'Chrome on Windows',
        ip: '127.0.0.1',
        active: true,
        current: true,
      },
      {
        at: '2026-03-10T08:00:00.000Z',
        device: 'Safari on iOS',
        ip: '127.0.0.1',
        active: true,
        current: false,
      },
    ]);
    const ended = await h.ok('/api/safety/logout_others', desktop);
    expect(ended.value).toEqual({ ended: 2 });
    await h.refused('/api/auth/get_balance', phone, 'sessionExpired', 401);
    await h.ok('/api/auth/get_balance', desktop);
    const after = (await h.ok('/api/safety/login_history', desktop)).value;
    expect(after?.map((r) => r.active)).toEqual([true, false, false]);
  });

  it('does not answer without a session', async () => {
    await h.staleSession('/api/safety/login_history', { account_id: 'demo01' });
  });
});
