import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Harness, Session } from '../testing/harness';
import { expectError, fundedPlayer, login, SITE } from '../testing/harness';
import { singleBet } from '../testing/slips';
import { DEMO_SLOT } from '../seed/play';

// 02:00 UTC is 10:00 in Manila: the operator's day ends at 16:00 UTC.
const clock = testClock(Date.parse('2031-06-02T02:00:00Z'));
const MINUTE = 60_000;
const SLOT = { provider_code: DEMO_SLOT.provider, game_code: DEMO_SLOT.code };
const HISTORY = { start_date: '2031-01-01', end_date: '2031-12-31', page: 1, page_size: 100 };

let h: Harness;
let serial = 0;
beforeAll(async () => {
  h = await clockedSandbox(clock, { sessions: { idleMs: 30 * MINUTE, maxMs: 12 * 60 * MINUTE } });
});
afterAll(() => h.close());

async function player(): Promise<Session & { password: string }> {
  serial += 1;
  const id = `spins${String(serial).padStart(3, '0')}x`;
  return {
    ...(await fundedPlayer(h, id, `+63917${2000000 + serial}`, 500)),
    password: 'secret123',
  };
}
const launch = async (who: Session) =>
  (await h.ok('/api/product/launch_game', { ...who, ...SLOT })).launch_token ?? '';
let spins = 0;
const spin = (token: string) => {
  spins += 1;
  return h.post('/api/games/demo-slot/spin', { token, stake: 1, spin_id: `spin-${spins}` });
};
const spun = async (token: string) => expect((await spin(token)).status).toBe(200);
/** What a refused spin must leave alone: the balance and the statement. */
const books = async (who: Session) => ({
  balance: (await h.ok('/api/auth/get_balance', who)).game_balance,
  statement: (await h.ok('/api/wallet/statement', { ...who, ...HISTORY })).value,
});

describe('every spin checks the session that launched it', () => {
  it('keeps the session in use while spinning, and ends play once it has been idle too long', async () => {
    const who = await player();
    const token = await launch(who);
    // Spins are activity: 20 minutes apart, the session never idles out.
    for (let i = 0; i < 3; i++) {
      clock.advance(20 * MINUTE);
      await spun(token);
    }
    clock.advance(31 * MINUTE);
    const before = await books(await login(h, who.account_id, who.password));
    expectError(await spin(token), 'gameLaunchExpired', 410);
    expect(await books(await login(h, who.account_id, who.password))).toEqual(before);
  });

  it('ends play at the session’s absolute limit, however busy', async () => {
    const who = await player();
    const token = await launch(who);
    for (let minutes = 0; minutes < 12 * 60 - 20; minutes += 20) {
      clock.advance(20 * MINUTE);
      await spun(token);
    }
    clock.advance(20 * MINUTE);
    expectError(await spin(token), 'gameLaunchExpired', 410);
  });

  it('stops a blocked account and a self-excluded one, changing nothing', async () => {
    const blocked = await player();
    const excluded = await player();
    const blockedToken = await launch(blocked);
    const excludedToken = await launch(excluded);
    await h.sql("UPDATE players SET status = 'BLOCK' WHERE account_id = ?", [blocked.account_id]);
    // The operator's desk records a break without the player's session ending.
    await h.sql(
      `INSERT INTO account_exclusions (player_id, kind, period, starts_at, ends_at,
         irrevocable_until, created_at)
       SELECT id, 'exclusion', '6m', ?, ?, ?, ? FROM players WHERE account_id = ?`,
      [
        clock.now().toISOString(),
        new Date(clock.ms + 200 * 86_400_000).toISOString(),
        new Date(clock.ms + 180 * 86_400_000).toISOString(),
        '2031-06-02 02:00:00',
        excluded.account_id,
      ],
    );
    const before = await books(excluded);
    expectError(await spin(blockedToken), 'BLOCK', 403);
    expectError(await spin(excludedToken), 'accountSelfExcluded', 403);
    expect(await books(excluded)).toEqual(before);
  });
});

describe('the play-time limit', () => {
  it('counts the whole day across sessions and stops spins and bets, not only launches', async () => {
    // 10:00 in Manila, a day of its own.
    clock.set(Date.parse('2031-06-05T02:00:00Z'));
    const who = await player();
    await h.ok('/api/responsible/set_limit', {
      ...SITE,
      ...who,
      kind: 'session_time',
      period: 'session',
      amount: 30,
    });
    const token = await launch(who);
    clock.advance(20 * MINUTE);
    await spun(token);
    // Signing in again does not start the count over.
    const again = await login(h, who.account_id, who.password);
    const second = await launch(again);
    clock.advance(11 * MINUTE);
    const limit = (await h.ok('/api/responsible/limits', { ...SITE, ...again })).value?.limits.find(
      (l) => l.kind === 'session_time',
    );
    expect(limit?.used).toBe(31);
    expect(limit?.resets_at).toBe('2031-06-05T16:00:00.000Z');
    const before = await books(again);
    for (const t of [token, second]) expectError(await spin(t), 'limitSessionTimeReached', 409);
    const lines = (await h.ok('/api/product/get_bet_lines', SITE)).value ?? [];
    const line = lines.find((l) => l.open !== false);
    if (!line) throw new Error('no open bet line');
    expectError(
      await h.post('/api/sportsbook/place', {
        ...SITE,
        ...again,
        ...singleBet(line, 10, `play-time-${serial}`),
      }),
      'limitSessionTimeReached',
      409,
    );
    await h.refused(
      '/api/product/launch_game',
      { ...again, ...SLOT },
      'limitSessionTimeReached',
      409,
    );
    expect(await books(again)).toEqual(before);
    // The operator's next day (midnight in Manila) starts a new count.
    clock.set(Date.parse('2031-06-05T16:01:00Z'));
    const tomorrow = await login(h, who.account_id, who.password);
    await spun(await launch(tomorrow));
  });
});
