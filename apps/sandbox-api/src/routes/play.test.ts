import type { ResponseOf } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Answer, Harness, Session } from '../testing/harness';
import { expectError, fundedPlayer, login, startSandbox } from '../testing/harness';
import { seedGames } from '../seed/games';
import { DEMO_SLOT } from '../seed/play';
import { slotMultiplier } from './demo-slot-page';
import { DEMO_PLAY_BALANCE, RECENT_GAMES } from './play';

const NOW = new Date('2031-05-10T09:00:00Z');
const HISTORY = { start_date: '2031-01-01', end_date: '2031-12-31', page: 1, page_size: 100 };
const SLOT = { provider_code: DEMO_SLOT.provider, game_code: DEMO_SLOT.code };
const guest = { account_id: '', auth: '' };

interface Spin {
  statusCode: number;
  spin_id: string;
  reels: string[];
  stake: number;
  win: number;
  balance: number;
  demo: boolean;
}

let h: Harness;
let serial = 0;
beforeAll(async () => {
  h = await startSandbox({ rateLimit: { enabled: false }, now: () => NOW });
});
afterAll(() => h.close());

const player = (amount: number) => {
  serial += 1;
  return fundedPlayer(
    h,
    `player${String(serial).padStart(3, '0')}x`,
    `+63918${1000000 + serial}`,
    amount,
  );
};
const launch = async (who: Session, game: { provider_code: string; game_code: string } = SLOT) =>
  await h.ok('/api/product/launch_game', { ...who, ...game });
/** The launch's token, which the answer carries beside the address, never in it. */
const tokenOf = (answer: { launch_token?: string | undefined }) => answer.launch_token ?? '';
/** Opens the slot's page as the browser does: a form POST with the launch token. */
const openPage = async (url: string, token: string) => {
  const res = await fetch(`${h.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  });
  return { status: res.status, headers: res.headers, text: await res.text() };
};
const spin = (token: string, stake: number, spin_id: string) =>
  h.post('/api/games/demo-slot/spin', { token, stake, spin_id });
const spun = (answer: Answer): Spin => {
  expect(answer.status, answer.text).toBe(200);
  return answer.json as Spin;
};
const balanceOf = async (who: Session) => (await h.ok('/api/auth/get_balance', who)).game_balance;
const statementOf = async (who: Session) =>
  (await h.ok('/api/wallet/statement', { ...who, ...HISTORY })).value!;
const betsOf = async (who: Session) =>
  (await h.ok('/api/wallet/bets', { ...who, ...HISTORY })).value!;
const recentOf = async (who: Session): Promise<ResponseOf<'/api/product/recent_games'>> =>
  await h.ok('/api/product/recent_games', who);
const snapshot = async (who: Session) => ({
  balance: await balanceOf(who),
  statement: await statementOf(who),
  bets: await betsOf(who),
});
const flags = (game: { provider_code: string; game_code: string }, set: object) =>
  h.post('/sandbox/game_flags', { ...game, ...set });

describe('the demo slot', () => {
  it('launches into a page of the sandbox that shows the game and the balance', async () => {
    const who = await player(250);
    const launched = await launch(who);
    const { url, demo } = launched;
    // The token is a field of the answer, never a part of the address.
    expect(url).toBe('/api/games/demo-slot/');
    expect(tokenOf(launched)).toMatch(/^[\w-]{32}$/);
    expect(demo).toBe(false);
    const page = await openPage(url ?? '', tokenOf(launched));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.text).toContain('Lucky Sevens Demo');
    expect(page.text).toContain('<output id="balance">250.00</output>');
    expect(page.text).toContain('<label for="stake">Stake</label>');
    expect(page.text).toContain('aria-live="polite"');
    const script = await h.get('/api/games/demo-slot/slot.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(script.text).toContain("fetch('/api/games/demo-slot/spin'");
    expect(script.text).not.toContain('location.search');
    expect((await openPage('/api/games/demo-slot/', 'unknown-token-0123456789')).status).toBe(410);
    // Opened by its address alone (a reload, a shared link), the game asks to be opened again.
    const bare = await h.get('/api/games/demo-slot/');
    expect(bare.status).toBe(410);
    expect(bare.text).toContain('This game session has ended');
  });

  it('takes spins from the sandboxed frame: plain text from an origin of its own, readable there', async () => {
    const who = await player(20);
    const token = tokenOf(await launch(who));
    const res = await fetch(`${h.base}/api/games/demo-slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'null' },
      body: JSON.stringify({ token, stake: 1, spin_id: 'from-frame' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as Spin).stake).toBe(1);
    // Its refusals are readable there too.
    const refused = await fetch(`${h.base}/api/games/demo-slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'null' },
      body: 'not json',
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('moves a spin in one go: wager, outcome and win in the statement and the bet history', async () => {
    const who = await player(100);
    const token = tokenOf(await launch(who));
    await h.post('/sandbox/slot_seed', { seed: 11 });
    const results: Spin[] = [];
    for (const id of ['a1', 'a2', 'a3', 'a4', 'a5', 'a6'])
      results.push(spun(await spin(token, 5, id)));
    await h.post('/sandbox/slot_seed', { seed: null });
    let expected = 100;
    for (const r of results) {
      expect(r.win).toBe(5 * slotMultiplier(r.reels as never));
      expected += r.win - 5;
      expect(r.balance).toBeCloseTo(expected, 2);
      expect(r.demo).toBe(false);
    }
    expect(await balanceOf(who)).toBeCloseTo(expected, 2);
    const bets = (await betsOf(who)).filter((b) => b.game_name === DEMO_SLOT.name);
    expect(bets.map((b) => [b.provider_code, b.stake, b.payout])).toEqual(
      results.map((r) => [DEMO_SLOT.provider, 5, r.win]).reverse(),
    );
    const lines = (await statementOf(who)).filter((e) => e.description.startsWith(DEMO_SLOT.name));
    expect(lines.filter((e) => e.kind === 'BET')).toHaveLength(6);
    expect(lines.filter((e) => e.kind === 'WIN')).toHaveLength(
      results.filter((r) => r.win > 0).length,
    );
    expect(lines[0]?.balance).toBeCloseTo(expected, 2);
  });

  it('draws the same reels again from the same seed', async () => {
    const who = await player(100);
    const first = tokenOf(await launch(who));
    const second = tokenOf(await launch(who));
    await h.post('/sandbox/slot_seed', { seed: 42 });
    const a = [spun(await spin(first, 1, 's1')).reels, spun(await spin(first, 1, 's2')).reels];
    await h.post('/sandbox/slot_seed', { seed: 42 });
    const b = [spun(await spin(second, 1, 's1')).reels, spun(await spin(second, 1, 's2')).reels];
    await h.post('/sandbox/slot_seed', { seed: null });
    expect(b).toEqual(a);
  });

  it('acts once on a spin sent twice, even at the same time', async () => {
    const who = await player(100);
    const token = tokenOf(await launch(who));
    const [one, two] = await Promise.all([spin(token, 10, 'twice'), spin(token, 10, 'twice')]);
    const again = spun(await spin(token, 10, 'twice'));
    expect(spun(one)).toEqual(spun(two));
    expect(again).toEqual(spun(one));
    expect((await betsOf(who)).filter((b) => b.game_name === DEMO_SLOT.name)).toHaveLength(1);
    expect(await balanceOf(who)).toBeCloseTo(again.balance, 2);
    expectError(await spin(token, 50, 'twice'), 'invalidRequest', 400);
  });

  it('never goes below zero under 12 parallel spins', async () => {
    const who = await player(30);
    const token = tokenOf(await launch(who));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => spin(token, 10, `parallel-${i}`)),
    );
    const accepted = answers.filter((a) => a.status === 200).map((a) => a.json as Spin);
    for (const refused of answers.filter((a) => a.status !== 200))
      expectError(refused, 'gameStakeAboveBalance', 409);
    expect(accepted.length).toBeGreaterThanOrEqual(3);
    const won = accepted.reduce((sum, a) => sum + a.win, 0);
    const balance = await balanceOf(who);
    expect(balance).toBeCloseTo(30 - 10 * accepted.length + won, 2);
    expect(balance).toBeGreaterThanOrEqual(0);
    const statement = await statementOf(who);
    expect(statement.every((e) => e.balance >= 0)).toBe(true);
    expect(statement.filter((e) => e.kind === 'BET')).toHaveLength(accepted.length);
  });

  it('refuses a stake above the balance, a stake it does not offer and an ended launch, changing nothing', async () => {
    const who = await player(3);
    const token = tokenOf(await launch(who));
    const before = await snapshot(who);
    expectError(await spin(token, 5, 'too-much'), 'gameStakeAboveBalance', 409);
    expectError(await spin(token, 3, 'odd-stake'), 'invalidRequest', 400);
    expectError(await spin(token, -1, 'negative'), 'invalidRequest', 400);
    expectError(await spin(token, 1, 'bad id!'), 'invalidRequest', 400);
    expectError(await spin('x'.repeat(32), 1, 'no-launch'), 'gameLaunchExpired', 410);
    // Signing out ends the session that launched the game, and with it the launch.
    await h.post('/api/auth/logout', { account_id: who.account_id, auth: who.auth });
    expectError(await spin(token, 1, 'old-session'), 'gameLaunchExpired', 410);
    const now = { ...who, auth: (await login(h, who.account_id, 'secret123')).auth };
    expect(await snapshot(now)).toEqual(before);
  });
});

describe('launch refusals', () => {
  const game = { provider_code: 'JILI', game_code: 'JILI-BOXING-KING' };

  it.each([
    ['maintenance', 'gameUnderMaintenance', 409],
    ['region', 'gameRegionBlocked', 403],
    ['limits', 'gameLimitReached', 403],
  ] as const)('answers %s with %s and launches nothing', async (refusal, key, http) => {
    const who = await player(0);
    expect((await flags(game, { refusal })).status).toBe(200);
    await h.refused('/api/product/launch_game', { ...who, ...game }, key, http);
    expect((await recentOf(who)).value).toEqual([]);
    await flags(game, { refusal: null });
    expect((await launch(who, game)).url).toBe(
      '/api/media/play?provider=JILI&game=JILI-BOXING-KING',
    );
  });

  it('refuses spins of a game that went into maintenance while open', async () => {
    const who = await player(20);
    const token = tokenOf(await launch(who));
    await flags(SLOT, { refusal: 'maintenance' });
    try {
      const before = await snapshot(who);
      expectError(await spin(token, 1, 'closed'), 'gameUnderMaintenance', 409);
      expect(await snapshot(who)).toEqual(before);
    } finally {
      await flags(SLOT, { refusal: null });
    }
  });

  it('refuses an unknown game and an unknown flag change', async () => {
    const who = await player(0);
    await h.refused(
      '/api/product/launch_game',
      { ...who, provider_code: 'X', game_code: 'Y' },
      'notFound',
      404,
    );
    expectError(
      await flags({ provider_code: 'X', game_code: 'Y' }, { demo: true }),
      'notFound',
      404,
    );
    expectError(await flags(game, { refusal: 'weather' }), 'invalidRequest', 400);
  });
});

describe('guests', () => {
  it('play the demo slot for fun with play money', async () => {
    const launched = await launch(guest);
    const { url, demo } = launched;
    expect(demo).toBe(true);
    const page = await openPage(url ?? '', tokenOf(launched));
    expect(page.text).toContain('play money');
    expect(page.text).toContain(
      `<output id="balance">${(DEMO_PLAY_BALANCE / 100).toFixed(2)}</output>`,
    );
    const r = spun(await spin(tokenOf(launched), 50, 'fun'));
    expect(r.demo).toBe(true);
    expect(r.balance).toBeCloseTo(DEMO_PLAY_BALANCE / 100 - 50 + r.win, 2);
  });

  it('get the stand-in page in demo mode for a provider game that has a demo', async () => {
    const { url } = await launch(guest, { provider_code: 'JILI', game_code: 'JILI-SUPER-ACE' });
    expect(url).toBe('/api/media/play?provider=JILI&game=JILI-SUPER-ACE&demo=1');
    const page = await h.get(url ?? '');
    expect(page.text).toContain('Super Ace');
    expect(page.text).toContain('demo play');
    expect(page.text).not.toContain('<script');
  });

  it('are asked to sign in for a game without demo play, and a bad session stays expired', async () => {
    const live = seedGames.find((g) => g.category === 'casino');
    const noDemo = { provider_code: live?.provider ?? '', game_code: live?.code ?? '' };
    await h.refused('/api/product/launch_game', { ...guest, ...noDemo }, 'gameSignInRequired', 403);
    await flags(SLOT, { demo: false });
    try {
      await h.refused('/api/product/launch_game', { ...guest, ...SLOT }, 'gameSignInRequired', 403);
    } finally {
      await flags(SLOT, { demo: true });
    }
    await h.staleSession('/api/product/launch_game', { account_id: 'demo01', ...SLOT });
    await h.refused('/api/product/recent_games', guest, 'sessionExpired', 401);
    expect((await h.get('/api/media/play?provider=X&game=%3Cscript%3E')).status).toBe(404);
  });
});

describe('recently played', () => {
  it(`keeps the last ${RECENT_GAMES} games launched, newest first`, async () => {
    const who = await player(0);
    const games = seedGames
      .filter((g) => g.category === 'slot_game')
      .slice(0, RECENT_GAMES + 2)
      .map((g) => ({ provider_code: g.provider, game_code: g.code }));
    expect(games).toHaveLength(RECENT_GAMES + 2);
    for (const g of games) await launch(who, g);
    await launch(who, games[3]);
    const recent = (await recentOf(who)).value!.map((g) => g.game_code);
    // g3 was still in the list, so launching it again moves it up and drops nothing more.
    const expected = [games[3]!, ...games.slice(4).reverse(), games[2]!].map((g) => g.game_code);
    expect(recent).toEqual(expected);
    expect(recent).toHaveLength(RECENT_GAMES);
    expect(new Set(recent).size).toBe(RECENT_GAMES);
  });
});
