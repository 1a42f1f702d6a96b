import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../testing/clock';
import type { Harness, Session } from '../testing/harness';
import { expectError, expectOk, login, SITE, startSandbox } from '../testing/harness';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A sandbox on a clock the test moves, with the default session limits (30 min idle, 12 h). */
let h: Harness;
const clock = testClock(Date.parse('2031-05-01T08:00:00Z'));
beforeAll(async () => {
  h = await startSandbox({ now: clock.now, rateLimit: { enabled: false } });
});
afterAll(() => h.close());

const balance = (auth: Session) => h.post('/api/auth/get_balance', auth);

describe('POST /api/auth/logout', () => {
  it('ends the token: own-data calls and a second logout answer sessionExpired', async () => {
    const session = await login(h, 'demo02');
    expectOk('/api/auth/get_balance', await balance(session));
    await h.ok('/api/auth/logout', session);
    expectError(await balance(session), 'sessionExpired', 401);
    await h.refused('/api/auth/logout', session, 'sessionExpired', 401);
    // Signing in again works as before.
    expectOk('/api/auth/get_balance', await balance(await login(h, 'demo02')));
  });

  it("does not end a session with another account's id or a made-up token", async () => {
    const session = await login(h, 'demo02');
    await h.refused(
      '/api/auth/logout',
      { account_id: 'demo01', auth: session.auth },
      'sessionExpired',
      401,
    );
    await h.staleSession('/api/auth/logout', { account_id: 'demo02' });
    expectOk('/api/auth/get_balance', await balance(session));
  });
});

describe('session expiry', () => {
  it('ends a session after 30 minutes without a call', async () => {
    const session = await login(h, 'demo02');
    // Each call within 30 minutes keeps the session going, well past 30 minutes in all.
    for (let i = 0; i < 4; i++) {
      clock.advance(25 * MINUTE);
      expectOk('/api/auth/get_balance', await balance(session));
    }
    clock.advance(30 * MINUTE);
    expectError(await balance(session), 'sessionExpired', 401);
    // Once expired it stays ended, whatever the clock does next.
    await h.refused('/api/home/fav_list', session, 'sessionExpired', 401);
  });

  it('ends a session 12 hours after sign-in however busy it is', async () => {
    const session = await login(h, 'demo02');
    for (let elapsed = 0; elapsed + 20 * MINUTE < 12 * HOUR; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE);
      expectOk('/api/auth/get_balance', await balance(session));
    }
    clock.advance(20 * MINUTE);
    expectError(await balance(session), 'sessionExpired', 401);
    expectOk('/api/auth/get_balance', await balance(await login(h, 'demo02')));
  });

  it('reads its limits from the options', async () => {
    const shortClock = testClock(Date.parse('2031-05-01T08:00:00Z'));
    const short = await startSandbox({
      now: shortClock.now,
      sessions: { idleMs: 2 * MINUTE, maxMs: 5 * MINUTE },
    });
    try {
      const session = await login(short, 'demo02');
      shortClock.advance(90_000);
      await short.ok('/api/auth/get_balance', session);
      shortClock.advance(150_000);
      await short.refused('/api/auth/get_balance', session, 'sessionExpired', 401);
    } finally {
      await short.close();
    }
  });
});

describe('password change', () => {
  it('keeps the caller signed in and ends every other session of the account', async () => {
    const replaced = await login(h, 'demo01');
    const current = await login(h, 'demo01');
    expectOk('/api/auth/get_balance', await balance(replaced));
    const changed = await h.post('/api/auth/update_password', {
      ...current,
      password: 'demo1234',
      new_password: 'fresh5678',
    });
    expect(expectOk('/api/auth/update_password', changed).statusMessage).toBe('passwordChanged');
    expectOk('/api/auth/get_balance', await balance(current));
    expectError(await balance(replaced), 'sessionExpired', 401);
    await h.ok('/api/auth/login', { ...SITE, account_id: 'demo01', password: 'fresh5678' });
  });
});
