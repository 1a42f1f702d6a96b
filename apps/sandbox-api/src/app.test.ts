import { themeManifest } from '@playfront/core/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from './app';
import type { Harness } from './testing/harness';
import { expectError, login, SITE, startSandbox } from './testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

describe('sandbox HTTP surface', () => {
  it('answers GET /health', async () => {
    const res = await h.get('/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
  });

  it('lists every seeded site with its theme, colour, language and maintenance flag', async () => {
    const res = await h.get('/sandbox/sites');
    const { sites } = res.json as {
      sites: {
        domain: string;
        theme_code: string;
        theme_color: string;
        language: string;
        maintenance: boolean;
      }[];
    };
    const domains = sites.map((s) => s.domain);
    for (const theme of themeManifest) {
      expect(domains).toContain(`${theme.themeCode}.localhost`);
      for (const color of theme.colors)
        expect(domains).toContain(`${theme.themeCode}-${color}.localhost`);
    }
    for (const special of [
      'localhost',
      '127.0.0.1',
      'maintenance.localhost',
      'bad-theme.localhost',
      'bad-color.localhost',
    ])
      expect(domains).toContain(special);
    for (const theme of ['slot2', 'slot8', 'sportsbook3'])
      expect(domains).toContain(`${theme}-announce.localhost`);
    expect(sites).toHaveLength(15 * 6 + 3 + 5);
    expect(sites.find((s) => s.domain === 'slot4-cobalt.localhost')).toMatchObject({
      theme_code: 'slot4',
      theme_color: 'cobalt',
      maintenance: false,
    });
    expect(sites.find((s) => s.domain === 'maintenance.localhost')?.maintenance).toBe(true);
  });

  it('answers malformed JSON with invalidRequest, not a crash', async () => {
    await h.refused('/api/startup', '{"domain_name": "slot1.local', 'invalidRequest', 400);
    await h.refused('/api/auth/login', '{bad json', 'invalidRequest', 400);
  });

  it('answers an empty, missing or non-object body with invalidRequest', async () => {
    await h.refused('/api/startup', '', 'invalidRequest', 400);
    await h.refused('/api/startup', '[]', 'invalidRequest', 400);
    await h.refused('/api/startup', '"slot1.localhost"', 'invalidRequest', 400);
    const bare = await fetch(`${h.base}/api/startup`, { method: 'POST' });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ statusCode: -400, statusMessage: 'invalidRequest' });
  });

  it('names the broken fields without echoing their values', async () => {
    const res = await h.refused(
      '/api/auth/login',
      {
        account_id: 42,
        password: 'secret-value',
        domain_name: 'slot1.localhost',
      },
      'invalidRequest',
      400,
    );
    expect(res?.statusDetail).toMatch(
      /account_id: Invalid input: expected string, received number/,
    );
    expect(res?.statusDetail).toMatch(/external_id/);
    expect(res?.statusDetail).not.toMatch(/secret-value/);
  });

  it('refuses an oversized body with payloadTooLarge (413)', async () => {
    const huge = JSON.stringify({ domain_name: 'x'.repeat(BODY_LIMIT + 10) });
    await h.refused('/api/startup', huge, 'payloadTooLarge', 413);
  });

  it('refuses prototype-poisoning keys', async () => {
    const res = await h.post(
      '/api/startup',
      '{"domain_name":"slot1.localhost","__proto__":{"admin":true}}',
    );
    expectError(res, 'invalidRequest', 400);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await h.post('/api/startup', 'domain_name=slot1.localhost', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expectError(res, 'invalidRequest', 415);
  });

  it('answers unknown paths and methods with a JSON notFound', async () => {
    await h.refused('/api/unknown_call', {}, 'notFound', 404);
    expectError(await h.get('/api/startup'), 'notFound', 404);
  });

  it('marks answers nosniff and API answers no-store', async () => {
    const res = await h.post('/api/startup', { domain_name: 'slot1.localhost' });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('POST /sandbox/inbox', () => {
  it('gives an account a reward item it can claim once, crediting its balance', async () => {
    const session = await login(h, 'demo02');
    const posted = await h.post('/sandbox/inbox', {
      ...SITE,
      account_id: 'demo02',
      title: 'Journey reward',
      message: 'For the browser journeys.',
      reward: 12.5,
    });
    expect(posted.status).toBe(200);
    const { inbox_id } = posted.json as { inbox_id: number };
    const inbox = await h.ok('/api/settings/get_inbox', session);
    expect(inbox.value).toContainEqual(
      expect.objectContaining({
        inbox_id,
        title: 'Journey reward',
        reward_amount: 12.5,
        claimable: true,
      }),
    );
    const before = await h.ok('/api/auth/get_balance', session);
    const claimed = await h.ok('/api/settings/claim_inbox', { ...session, inbox_id });
    expect(claimed.game_balance).toBe(Number(before.game_balance) + 12.5);
    await h.refused('/api/settings/claim_inbox', { ...session, inbox_id }, 'alreadyClaimed', 409);
  });

  it('refuses an unknown account and an invalid item', async () => {
    await h.refused(
      '/sandbox/inbox',
      { ...SITE, account_id: 'nobody99', title: 'x', reward: 1 },
      'accountNotFound',
      404,
    );
    for (const body of [
      { ...SITE, account_id: 'demo02', title: '', reward: 1 },
      { ...SITE, account_id: 'demo02', title: 'x', reward: -1 },
      { ...SITE, account_id: 'demo02', title: 'x', reward: '5' },
      { ...SITE, title: 'x', reward: 1 },
      { account_id: 'demo02', title: 'x', reward: 1 },
    ])
      await h.refused('/sandbox/inbox', body, 'invalidRequest', 400);
  });
});
