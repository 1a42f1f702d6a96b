import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing/harness';
import { expectError, expectOk, login, SITE, startSandbox } from '../testing/harness';
import { seedSpinPrizes } from '../seed/engage-data';

let h: Harness;
let demo01: { account_id: string; auth: string };
beforeAll(async () => {
  h = await startSandbox({ rateLimit: { enabled: false } });
  demo01 = await login(h);
});
afterAll(() => h.close());

const guest = { account_id: '', auth: '' };

describe('site lists', () => {
  it('answers the promotions, news, reviews and leaderboard of the site', async () => {
    const promotions = expectOk(
      '/api/engage/promotions',
      await h.post('/api/engage/promotions', SITE),
    );
    expect(promotions.value?.length).toBeGreaterThan(0);
    expect(promotions.value?.[0]?.summary).toContain('Lucky Manila');
    const news = expectOk('/api/engage/news', await h.post('/api/engage/news', SITE));
    const dates = news.value?.map((n) => n.published_on) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    const reviews = expectOk('/api/engage/reviews', await h.post('/api/engage/reviews', SITE));
    expect(reviews.value?.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    const board = expectOk(
      '/api/engage/leaderboard',
      await h.post('/api/engage/leaderboard', SITE),
    );
    expect(board.value?.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    const scores = board.value?.map((e) => e.score) ?? [];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('refuses an unknown domain', async () => {
    expectError(
      await h.post('/api/engage/promotions', { domain_name: 'nope.localhost', external_id: '' }),
      'unknownDomain',
      404,
    );
  });
});

describe('POST /api/engage/missions', () => {
  it('shows no progress to a guest and the player progress when signed in', async () => {
    const asGuest = expectOk(
      '/api/engage/missions',
      await h.post('/api/engage/missions', { ...SITE, ...guest }),
    );
    expect(asGuest.value?.every((m) => m.progress === null)).toBe(true);
    const signedIn = expectOk(
      '/api/engage/missions',
      await h.post('/api/engage/missions', { ...SITE, ...demo01 }),
    );
    const warmUp = signedIn.value?.find((m) => m.title === 'Warm-up');
    // demo01 has 14 seeded bets: the 10-bet mission is complete, capped at its target.
    expect(warmUp).toMatchObject({ target: 10, progress: 10 });
  });

  it('answers sessionExpired for a stale token', async () => {
    expectError(
      await h.post('/api/engage/missions', { ...SITE, account_id: 'demo01', auth: 'old' }),
      'sessionExpired',
      401,
    );
  });
});

describe('POST /api/engage/referral', () => {
  it('answers the code, a link on the affiliate domain and the counts', async () => {
    const res = expectOk(
      '/api/engage/referral',
      await h.post('/api/engage/referral', { ...SITE, ...demo01 }),
    );
    expect(res.value?.referral_code).toBe('DEMO01');
    expect(res.value?.referral_link).toBe(
      'https://aff.luckymanila.example/register?referrer_code=DEMO01&site=slot1.localhost',
    );
    expect(res.value).toMatchObject({ invited: 0, qualified: 0, earned: 0 });
  });

  it('counts a player who signed up with the code', async () => {
    const h2 = await startSandbox({ rateLimit: { enabled: false } });
    try {
      expectOk(
        '/api/auth/signup',
        await h2.post('/api/auth/signup', {
          ...SITE,
          account_id: 'friend01',
          password: 'secret123',
          contact_phone: '+639170000077',
          contact_email: '',
          referrer_code: 'demo01',
          ch: '',
          cm: '',
          pp: '',
          affiliate_code: '',
          fbp: '',
          appsflyer_id: '',
          visitor_id: '',
          birth_date: '1990-05-17',
          accept_terms: true,
        }),
      );
      const auth = await login(h2);
      const res = expectOk(
        '/api/engage/referral',
        await h2.post('/api/engage/referral', { ...SITE, ...auth }),
      );
      expect(res.value).toMatchObject({ invited: 1, qualified: 0 });
    } finally {
      await h2.close();
    }
  });
});

describe('POST /api/engage/spin', () => {
  it('pays one prize a day into the balance and refuses a second spin', async () => {
    const h2 = await startSandbox({ rateLimit: { enabled: false } });
    try {
      const auth = await login(h2, 'demo02');
      const res = expectOk('/api/engage/spin', await h2.post('/api/engage/spin', auth));
      const prize = seedSpinPrizes.find((p) => p.label === res.value?.prize);
      expect(prize).toBeDefined();
      expect(res.value?.amount).toBe((prize?.amount ?? 0) / 100);
      expect(res.game_balance).toBe(250.5 + (res.value?.amount ?? 0));
      expect(res.next_spin_at).toMatch(/^\d{4}-\d{2}-\d{2} 00:00:00$/);
      expectError(await h2.post('/api/engage/spin', auth), 'engageAlreadySpun', 409);
      const balance = expectOk(
        '/api/auth/get_balance',
        await h2.post('/api/auth/get_balance', auth),
      ).game_balance;
      expect(balance).toBe(res.game_balance);
    } finally {
      await h2.close();
    }
  });
});
