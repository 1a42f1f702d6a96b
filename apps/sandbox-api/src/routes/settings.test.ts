import { cmsPages, gameCategories } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from '../testing/harness';
import {
  expectError,
  expectOk,
  login,
  signedInSandbox,
  SITE,
  withSandbox,
} from '../testing/harness';

let h: Harness;
let demo01: Session;
beforeAll(async () => ({ h, demo01 } = await signedInSandbox()));
afterAll(() => h.close());

const site = (domain_name: string) => ({ domain_name, external_id: '' });
const allDates = { start_date: '2000-01-01', end_date: '2099-12-31', page: 1, page_size: 100 };

/** A player's seeded inbox reward of `amount` that is still to claim. */
const claimableReward = async (h2: Harness, auth: Session, amount: number) =>
  (await h2.ok('/api/settings/get_inbox', auth)).value?.find(
    (i) => i.claimable && i.reward_amount === amount,
  );

describe('POST /api/seo', () => {
  it('answers the record of home, every category page, login, register, about and promotions', async () => {
    const pages = [
      'home',
      ...gameCategories.map((c) => c.route.slice(1)),
      'login',
      'register',
      'about',
      'promotions',
    ];
    for (const page_name of pages) {
      const res = await h.ok('/api/seo', { ...SITE, page_name });
      expect(res.value?.page_name, page_name).toBe(page_name);
      expect(res.value?.meta_title).toContain('Lucky Manila');
    }
  });

  it('writes local texts in the local language and meta tags in the default one', async () => {
    const filipino = await h.ok('/api/seo', { ...site('slot2.localhost'), page_name: 'slots' });
    expect(filipino.value).toMatchObject({
      en_item_name: 'Slots',
      local_item_name: 'Mga Slot',
      meta_lang: 'fil',
    });
    const chinese = await h.ok('/api/seo', { ...site('slot3.localhost'), page_name: 'casino' });
    expect(chinese.value).toMatchObject({ local_item_name: '真人娱乐', meta_lang: 'zh-Hans' });
    expect(chinese.value?.meta_image_url).toBe('/api/media/banner/1.svg');
  });

  it('accepts category keys and segments as page names', async () => {
    const res = await h.ok('/api/seo', { ...SITE, page_name: 'slot_game' });
    expect(res.value?.page_name).toBe('slots');
  });

  it('answers an unknown page with value null, and refuses odd names and unknown domains', async () => {
    expect((await h.ok('/api/seo', { ...SITE, page_name: 'nowhere' })).value).toBeNull();
    await h.refused('/api/seo', { ...SITE, page_name: '<script>' }, 'invalidRequest', 400);
    await h.refused(
      '/api/seo',
      { ...site('nope.localhost'), page_name: 'home' },
      'unknownDomain',
      404,
    );
  });
});

describe('POST /api/settings/profile_update', () => {
  it('saves the name and e-mail and answers them', async () => {
    await withSandbox({}, async (h2) => {
      const auth = await login(h2);
      const res = await h2.post('/api/settings/profile_update', {
        ...auth,
        full_name: "  Dana  O'Neil ",
        contact_email: 'dana@example.org',
      });
      const data = expectOk('/api/settings/profile_update', res);
      expect(data.statusMessage).toBe('profileUpdated');
      expect(data.value?.[0]).toEqual({
        full_name: "Dana O'Neil",
        contact_email: 'dana@example.org',
      });
      const again = await h2.ok('/api/auth/login', {
        ...SITE,
        account_id: 'demo01',
        password: 'demo1234',
      });
      expect(again).toMatchObject({ fullname: "Dana O'Neil", email: 'dana@example.org' });
    });
  });

  it('refuses a bad e-mail, an empty name and a stale token', async () => {
    await h.refusesEach('/api/settings/profile_update', [
      [{ ...demo01, full_name: 'Dana', contact_email: 'dana@' }, 'invalidRequest', 400],
      [{ ...demo01, full_name: ' ', contact_email: '' }, 'invalidRequest', 400],
    ]);
    await h.staleSession('/api/settings/profile_update', {
      ...demo01,
      full_name: 'Dana',
      contact_email: '',
    });
  });
});

describe('site content calls', () => {
  it('answers the social accounts of a site', async () => {
    const res = await h.ok('/api/settings/social_account', SITE);
    expect(res.accountList?.length).toBeGreaterThanOrEqual(3);
    expect(res.accountList?.[0]).toMatchObject({
      platform: 'facebook',
      account_name: 'Lucky Manila',
    });
  });

  it('answers top-10 winners and withdrawals with masked ids and player counts', async () => {
    const res = await h.ok('/api/settings/top10winner_withdrawal', SITE);
    expect(res.winner).toHaveLength(10);
    expect(res.withrawal).toHaveLength(10);
    for (const entry of [...(res.winner ?? []), ...(res.withrawal ?? [])])
      expect(entry.account_id).toMatch(/^\w{2}\*{3}\d{2}$/);
    const amounts = res.winner?.map((w) => w.amount) ?? [];
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(res.winner?.every((w) => typeof w.game_name === 'string')).toBe(true);
    for (const n of [
      res.hour_withdrawal,
      res.registered_player,
      res.active_player,
      res.deposited_player,
    ])
      expect(n).toBeGreaterThan(0);
  });

  it('answers CMS bodies in English and the local language with their status flags', async () => {
    const res = await h.ok('/api/settings/siteinfodetail', site('slot2.localhost'));
    for (const page of cmsPages) {
      expect(res.cms?.[`${page}_status`]).toBe(true);
      expect(res.cms?.[`en_${page}_body`]).toMatch(/<h2>.*<\/h2>.*<p>.*<ul>/s);
    }
    expect(res.cms?.local_about_us_body).toContain('Tungkol sa');
    const chinese = await h.ok('/api/settings/siteinfodetail', site('slot3.localhost'));
    expect(chinese.cms?.local_banking_body).toContain('银行服务');
    const mongolian = await h.ok('/api/settings/siteinfodetail', site('slot7.localhost'));
    expect(mongolian.cms?.faqs_status).toBe(false);
    expect(mongolian.cms?.local_faqs_body).toBe(mongolian.cms?.en_faqs_body);
  });

  it('answers HEAD and BODY analytics scripts that only record events', async () => {
    const res = await h.ok('/api/settings/get_analytics', { domain_name: 'slot1.localhost' });
    expect(res.value?.map((s) => s.section)).toEqual(['HEAD', 'BODY']);
    for (const s of res.value ?? []) {
      expect(s.script).toContain('window.__pfAnalytics');
      expect(s.script).not.toMatch(/document\.write|fetch|XMLHttpRequest|<script/);
    }
  });

  it('refuses these calls for unknown domains and with missing fields', async () => {
    for (const path of [
      '/api/settings/social_account',
      '/api/settings/top10winner_withdrawal',
      '/api/settings/siteinfodetail',
    ] as const) {
      await h.refused(path, site('nope.localhost'), 'unknownDomain', 404);
      await h.refused(path, { domain_name: 'slot1.localhost' }, 'invalidRequest', 400);
    }
    await h.refused(
      '/api/settings/get_analytics',
      { domain_name: 'nope.localhost' },
      'unknownDomain',
      404,
    );
    await h.refused('/api/settings/get_analytics', {}, 'invalidRequest', 400);
  });
});

describe('POST /api/settings/adsvisit', () => {
  it('records the visit in the database', async () => {
    const body = { ...SITE, fbp: 'fb.1.1700000000.42', appsflyer_id: '1700000000-42' };
    await h.ok('/api/settings/adsvisit', body);
    const rows = await h.sql(
      "SELECT fbp, appsflyer_id FROM ads_visits WHERE fbp = 'fb.1.1700000000.42'",
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses odd characters and a missing field', async () => {
    await h.refused(
      '/api/settings/adsvisit',
      { ...SITE, fbp: 'a b', appsflyer_id: '' },
      'invalidRequest',
      400,
    );
    await h.refused('/api/settings/adsvisit', { ...SITE, fbp: '' }, 'invalidRequest', 400);
  });
});

describe('inbox', () => {
  it('lists demo01 inbox with two claimable items', async () => {
    const res = await h.ok('/api/settings/get_inbox', demo01);
    expect(res.value?.filter((i) => i.claimable)).toHaveLength(2);
    expect(res.value?.some((i) => !i.claimable && i.reward_amount === 0)).toBe(true);
  });

  it('refuses get_inbox with a stale token or a mistyped field', async () => {
    await h.staleSession('/api/settings/get_inbox', { ...demo01 });
    await h.refused('/api/settings/get_inbox', { ...demo01, auth: 7 }, 'invalidRequest', 400);
  });

  it('credits a claim once: the second claim answers alreadyClaimed', async () => {
    await withSandbox({}, async (h2) => {
      const auth = await login(h2);
      const item = await claimableReward(h2, auth, 50);
      const claimed = await h2.ok('/api/settings/claim_inbox', {
        ...auth,
        inbox_id: item?.inbox_id,
      });
      expect(claimed.game_balance).toBe(1050);
      expect(claimed.value).toMatchObject({ claimed: true, claimable: false });
      await h2.refused(
        '/api/settings/claim_inbox',
        { ...auth, inbox_id: item?.inbox_id },
        'alreadyClaimed',
        409,
      );
      const balance = await h2.ok('/api/auth/get_balance', auth);
      expect(balance.game_balance).toBe(1050);
      // The credit is on the statement as one line, with the balance it left.
      const statement = await h2.ok('/api/wallet/statement', { ...auth, ...allDates });
      expect(statement.value?.[0]).toMatchObject({
        kind: 'BONUS',
        description: 'Welcome bonus',
        amount: 50,
        balance: 1050,
      });
      expect(statement.value?.filter((e) => e.description === 'Welcome bonus')).toHaveLength(1);
    });
  });

  it('credits one of twenty parallel claims of the same item', async () => {
    await withSandbox({}, async (h2) => {
      const auth = await login(h2);
      const item = await claimableReward(h2, auth, 20);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          h2.post('/api/settings/claim_inbox', { ...auth, inbox_id: item?.inbox_id }),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const a of answers.filter((x) => x.status !== 200))
        expectError(a, 'alreadyClaimed', 409);
      const balance = await h2.ok('/api/auth/get_balance', auth);
      expect(balance.game_balance).toBe(1020);
      const statement = await h2.ok('/api/wallet/statement', { ...auth, ...allDates });
      expect(statement.value?.filter((e) => e.description === 'Weekly cashback')).toHaveLength(1);
    });
  });

  it("refuses a plain message, another player's item and a missing id", async () => {
    const inbox = await h.ok('/api/settings/get_inbox', demo01);
    const notice = inbox.value?.find((i) => i.reward_amount === 0);
    await h.refused(
      '/api/settings/claim_inbox',
      { ...demo01, inbox_id: notice?.inbox_id },
      'notClaimable',
      409,
    );
    const demo02 = await login(h, 'demo02');
    const theirs = (await h.ok('/api/settings/get_inbox', demo02)).value?.[0];
    await h.refused(
      '/api/settings/claim_inbox',
      { ...demo01, inbox_id: theirs?.inbox_id },
      'notFound',
      404,
    );
    await h.refused('/api/settings/claim_inbox', demo01, 'invalidRequest', 400);
    await h.refused(
      '/api/settings/claim_inbox',
      { ...demo01, inbox_id: '1' },
      'invalidRequest',
      400,
    );
  });
});

describe('POST /api/settings/check_status', () => {
  it('answers the account status and verification flags', async () => {
    const res = await h.ok('/api/settings/check_status', demo01);
    expect(res.value).toMatchObject({
      account_status: 'ACTIVE',
      phone_verified: true,
      email_verified: true,
    });
    expect(res.value?.last_login_at).toMatch(/^\d{4}-\d{2}-\d{2} /);
  });

  it('refuses a stale token and a missing account id', async () => {
    await h.staleSession('/api/settings/check_status', { ...demo01 });
    await h.refused('/api/settings/check_status', { auth: demo01.auth }, 'invalidRequest', 400);
  });
});
