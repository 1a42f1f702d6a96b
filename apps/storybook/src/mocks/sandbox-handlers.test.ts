import type { ApiPath } from '@playfront/core/contract';
import { apiCalls } from '@playfront/core/contract';
import { themeManifest } from '@playfront/core/theme';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoPlayer, sandboxHandlers, STORY_TOKEN } from './sandbox-handlers';

const ORIGIN = 'http://storybook.test';
const site = { domain_name: 'slot1.localhost', external_id: 'PF-SLOT1' };
const own = { account_id: demoPlayer.accountId, auth: STORY_TOKEN };

/** A request body for every call the handlers answer. */
const bodies: Partial<Record<ApiPath, object>> = {
  '/api/startup': { domain_name: site.domain_name },
  '/api/seo': { ...site, page_name: 'slots' },
  '/api/settings/siteinfodetail': site,
  '/api/settings/top10winner_withdrawal': site,
  '/api/settings/social_account': site,
  '/api/settings/get_analytics': { domain_name: site.domain_name },
  '/api/settings/adsvisit': { ...site, fbp: '', appsflyer_id: '' },
  '/api/product/get_hot_games': { ...site, game_type: '' },
  '/api/product/get_games': { ...site, game_type: 'slots', provider_code: '' },
  '/api/product/get_providers': { ...site, game_type: 'slots' },
  '/api/product/search_games': {
    ...site,
    query: 'lucky',
    category: 'slots',
    providers: ['JILI', 'PGSOFT'],
    sort: 'az',
    page: 1,
    page_size: 24,
  },
  '/api/product/get_bet_lines': site,
  '/api/auth/login': { ...site, account_id: 'demo01', password: 'demo1234' },
  '/api/auth/get_balance': own,
  '/api/auth/vip': own,
  '/api/home/fav_list': own,
  '/api/home/fav_toggle': { ...own, provider_code: 'JILI', game_code: 'JILI-SUPER-ACE' },
  '/api/settings/get_inbox': own,
  '/api/settings/check_status': own,
  '/api/product/recent_games': own,
  '/api/bonus/mine': own,
  '/api/wallet/net_deposits': own,
};

async function post(path: string, body: object) {
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const response = await getResponse(sandboxHandlers, request, { baseUrl: ORIGIN });
  if (!response) throw new Error(`No handler answers ${path}`);
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const postedPaths = sandboxHandlers
  .filter((h) => h.info.method === 'POST')
  .map((h) => String(h.info.path))
  .sort();

describe('mock API built from the sandbox fixtures', () => {
  it('has a sample request for every call it answers', () => {
    expect(Object.keys(bodies).sort()).toEqual(postedPaths);
  });

  it.each(Object.entries(bodies))(
    '%s answers the request and response shapes of the contract',
    async (path, body) => {
      const spec = apiCalls[path as ApiPath];
      expect(spec.request.safeParse(body).success).toBe(true);
      const { status, json } = await post(path, body);
      expect(status).toBe(200);
      expect(json.statusCode).toBe(1);
      const parsed = spec.response.safeParse(json);
      expect(parsed.error?.issues ?? []).toEqual([]);
    },
  );

  it('starts every template theme with its seeded site and first colour', async () => {
    for (const theme of themeManifest) {
      const { json } = await post('/api/startup', { domain_name: `${theme.themeCode}.localhost` });
      const parsed = apiCalls['/api/startup'].response.parse(json);
      expect(parsed.site?.theme_code).toBe(theme.themeCode);
      expect(parsed.site?.theme_color).toBe(theme.colors[0]);
    }
  });

  it("answers the demo player's seeded balance and refuses another token", async () => {
    const { json } = await post('/api/auth/get_balance', own);
    expect(json.game_balance).toBe(demoPlayer.balance / 100);
    const refused = await post('/api/auth/get_balance', { ...own, auth: 'stale' });
    expect(refused.status).toBe(401);
    expect(refused.json.statusMessage).toBe('sessionExpired');
  });

  it('refuses a wrong password like the sandbox', async () => {
    const { status, json } = await post('/api/auth/login', {
      ...site,
      account_id: 'demo01',
      password: 'wrong-password1',
    });
    expect(status).toBe(401);
    expect(json.statusMessage).toBe('invalidCredentials');
  });
});
