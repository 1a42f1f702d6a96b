import { gameCategories } from '@playfront/core/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from '../testing/harness';
import { signedInSandbox, SITE } from '../testing/harness';

let h: Harness;
let demo01: Session;
beforeAll(async () => ({ h, demo01 } = await signedInSandbox()));
afterAll(() => h.close());

describe('POST /api/home/fav_list', () => {
  it("answers demo01's three favourites with their images", async () => {
    const res = await h.ok('/api/home/fav_list', demo01);
    expect(res.value?.map((g) => g.game_code)).toEqual([
      'JILI-SUPER-ACE',
      'vs20olympgate',
      'EVO-CRAZY-TIME',
    ]);
    expect(res.value?.[0]).toMatchObject({
      provider_code: 'JILI',
      game_name: 'Super Ace',
      game_type: 'SLOTS',
      img_url: '/api/media/game/JILI/JILI-SUPER-ACE.svg',
    });
  });

  it('refuses a stale token and a missing auth', async () => {
    await h.staleSession('/api/home/fav_list', { ...demo01 });
    await h.refused('/api/home/fav_list', { account_id: 'demo01' }, 'invalidRequest', 400);
  });
});

describe('POST /api/home/fav_toggle', () => {
  it('adds a game to the end of the list and removes it again', async () => {
    const game = { provider_code: 'PGSOFT', game_code: 'lucky-neko' };
    const added = await h.ok('/api/home/fav_toggle', { ...demo01, ...game });
    expect(added.statusMessage).toBe('favouriteAdded');
    expect(added.value?.at(-1)?.game_code).toBe('lucky-neko');
    expect(added.value).toHaveLength(4);
    const listed = await h.ok('/api/home/fav_list', demo01);
    expect(listed.value).toHaveLength(4);
    const removed = await h.ok('/api/home/fav_toggle', { ...demo01, ...game });
    expect(removed.statusMessage).toBe('favouriteRemoved');
    expect(removed.value?.map((g) => g.game_code)).not.toContain('lucky-neko');
  });

  it('refuses an unknown game, a bad code and a stale token', async () => {
    await h.refusesEach('/api/home/fav_toggle', [
      [{ ...demo01, provider_code: 'JILI', game_code: 'NOPE' }, 'notFound', 404],
      [{ ...demo01, provider_code: 'JILI', game_code: 'a b' }, 'invalidRequest', 400],
    ]);
    await h.staleSession('/api/home/fav_toggle', {
      ...demo01,
      provider_code: 'JILI',
      game_code: 'JILI-SUPER-ACE',
    });
  });
});

describe('POST /api/product/get_hot_games', () => {
  it('answers hot games in value plus the featured, popular and new rows', async () => {
    const res = await h.ok('/api/product/get_hot_games', { ...SITE, game_type: '' });
    for (const list of [res.value, res.featured, res.popular, res.new])
      expect(list?.length).toBeGreaterThanOrEqual(6);
    expect(res.value?.[0]).toMatchObject({ provider_code: 'JILI', game_code: 'JILI-SUPER-ACE' });
    const providers = new Set(res.value?.map((g) => g.provider_code));
    for (const code of ['JILI', 'PPLAY', 'FACHAI', 'PGSOFT', 'JDB', 'YBAT'])
      expect(providers).toContain(code);
  });

  it('serves every listed image as an SVG from the sandbox itself', async () => {
    const res = await h.ok('/api/product/get_hot_games', { ...SITE, game_type: '' });
    const urls = [...(res.value ?? []), ...(res.featured ?? [])].map((g) => g.img_url);
    for (const url of urls) {
      expect(url.startsWith('/api/media/game/')).toBe(true);
      const image = await fetch(`${h.base}${url}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
  });

  it('refuses a non-empty game_type and an unknown domain', async () => {
    await h.refused(
      '/api/product/get_hot_games',
      { ...SITE, game_type: 'slots' },
      'invalidRequest',
      400,
    );
    await h.refused(
      '/api/product/get_hot_games',
      {
        domain_name: 'nope.localhost',
        external_id: '',
        game_type: '',
      },
      'unknownDomain',
      404,
    );
  });
});

describe('POST /api/product/get_games', () => {
  it("answers each category's games with its providers", async () => {
    for (const category of gameCategories.filter((c) => c.segment !== '')) {
      const res = await h.ok('/api/product/get_games', {
        ...SITE,
        game_type: category.segment,
        provider_code: '',
      });
      expect(res.value?.length, category.key).toBeGreaterThan(0);
      expect(new Set(res.value?.map((g) => g.game_type))).toEqual(
        new Set([category.segment.toUpperCase()]),
      );
      expect(new Set(res.providers?.map((p) => p.provider_code))).toEqual(
        new Set(res.value?.map((g) => g.provider_code)),
      );
    }
  });

  it('spans about 35 providers, Pragmatic under PPLAY and PPLAYLIVE', async () => {
    const codes = new Set<string>();
    for (const category of gameCategories) {
      const res = await h.ok('/api/product/get_games', {
        ...SITE,
        game_type: category.segment,
        provider_code: '',
      });
      for (const p of res.providers ?? []) codes.add(p.provider_code);
    }
    expect(codes.size).toBeGreaterThanOrEqual(33);
    expect(codes).toContain('PPLAY');
    expect(codes).toContain('PPLAYLIVE');
  });

  it('get_providers answers the same providers without the games', async () => {
    for (const category of gameCategories) {
      const body = { ...SITE, game_type: category.segment };
      const games = await h.ok('/api/product/get_games', { ...body, provider_code: '' });
      const providers = await h.ok('/api/product/get_providers', body);
      expect(providers.value, category.key).toEqual(games.providers);
      expect(providers).not.toHaveProperty('providers');
    }
    await h.refused(
      '/api/product/get_providers',
      { ...SITE, game_type: 'slot' },
      'invalidRequest',
      400,
    );
  });

  it('filters by provider_code', async () => {
    const res = await h.ok('/api/product/get_games', {
      ...SITE,
      game_type: 'livecasino',
      provider_code: 'PPLAYLIVE',
    });
    expect(res.value?.length).toBeGreaterThan(0);
    expect(new Set(res.value?.map((g) => g.provider_code))).toEqual(new Set(['PPLAYLIVE']));
    const none = await h.ok('/api/product/get_games', {
      ...SITE,
      game_type: 'livecasino',
      provider_code: 'JILI',
    });
    expect(none.value).toEqual([]);
  });

  it('refuses an unknown category and a provider code with odd characters', async () => {
    await h.refusesEach('/api/product/get_games', [
      [{ ...SITE, game_type: 'slot', provider_code: '' }, 'invalidRequest', 400],
      [{ ...SITE, game_type: 'slots', provider_code: "J'" }, 'invalidRequest', 400],
    ]);
  });
});
