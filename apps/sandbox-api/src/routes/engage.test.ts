import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from '../testing/harness';
import { login, signedInSandbox, signupBody, SITE, withSandbox } from '../testing/harness';
import { seedSpinPrizes } from '../seed/engage-data';

let h: Harness;
let demo01: Session;
beforeAll(async () => ({ h, demo01 } = await signedInSandbox({ rateLimit: { enabled: false } })));
afterAll(() => h.close());

const guest = { account_id: '', auth: '' };

describe('site lists', () => {
  it('answers the promotions, news, reviews and leaderboard of the site', async () => {
    const promotions = await h.ok('/api/engage/promotions', SITE);
    expect(promotions.value?.length).toBeGreaterThan(0);
    expect(promotions.value?.[0]?.summary).toContain('Lucky Manila');
    const news = await h.ok('/api/engage/news', SITE);
    const dates = news.value?.map((n) => n.published_on) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    const reviews = await h.ok('/api/engage/reviews', SITE);
    expect(reviews.value?.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    const board = await h.ok('/api/engage/leaderboard', SITE);
    expect(board.value?.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    const scores = board.value?.map((e) => e.score) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('refuses an unknown domain', async () => {
    await h.refused(
      '/api/engage/promotions',
      { domain_name: 'nope.localhost', external_id: '' },
      'unknownDomain',
      404,
    );
  });
});

describe('POST /api/engage/missions', () => {
  it('shows no progress to a guest and the player progress when signed in', async () => {
    const asGuest = await h.ok('/api/engage/missions', { ...SITE, ...guest });
    expect(asGuest.value?.every((m) => m.progress === null)).toBe(true);
    const signedIn = await h.ok('/api/engage/missions', { ...SITE, ...demo01 });
    const warmUp = signedIn.value?.find((m) => m.title === 'Warm-up');
    // demo01 has 14 seeded bets: the 10-bet mission is complete, capped at its target.
    expect(warmUp).toMatchObject({ target: 10, progress: 10 });
  });

  it('answers sessionExpired for a stale token', async () => {
    await h.staleSession('/api/engage/missions', { ...SITE, account_id: 'demo01' });
  });
});

describe('POST /api/engage/referral', () => {
  it('answers the code, a link on the affiliate domain and the counts', async () => {
    const res = await h.ok('/api/engage/referral', { ...SITE, ...demo01 });
    expect(res.value?.referral_code).toBe('DEMO01');
    expect(res.value?.referral_link).toBe(
      'https://aff.luckymanila.example/register?referrer_code=DEMO01&site=slot1.localhost',
    );
    expect(res.value).toMatchObject({ invited: 0, qualified: 0, earned: 0 });
  });

  it('counts a player who signed up with the code', async () => {
    await withSandbox({ rateLimit: { enabled: false } }, async (h2) => {
      await h2.ok('/api/auth/signup', {
        ...signupBody({
          account_id: 'friend01',
          password: 'secret123',
          contact_phone: '+639170000077',
        }),
        referrer_code: 'demo01',
      });
      const auth = await login(h2);
      const res = await h2.ok('/api/engage/referral', { ...SITE, ...auth });
      expect(res.value).toMatchObject({ invited: 1, qualified: 0 });
    });
  });
});

describe('POST /api/engage/spin', () => {
  it('pays one prize a day into the balance and refuses a second spin', async () => {
    await withSandbox({ rateLimit: { enabled: false } }, async (h2) => {
      const auth = await login(h2, 'demo02');
      const res = await h2.ok('/api/engage/spin', auth);
      const prize = seedSpinPrizes.find((p) => p.label === res.value?.prize);
      expect(prize).toBeDefined();
      expect(res.value?.amount).toBe((prize?.amount ?? 0) / 100);
      expect(res.game_balance).toBe(250.5 + (res.value?.amount ?? 0));
      expect(res.next_spin_at).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
      await h2.refused('/api/engage/spin', auth, 'engageAlreadySpun', 409);
      const balance = (await h2.ok('/api/auth/get_balance', auth)).game_balance;
      expect(balance).toBe(res.game_balance);
    });
  });
});
