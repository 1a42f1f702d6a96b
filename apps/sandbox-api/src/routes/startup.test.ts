import { gameCategories } from '@playfront/core/contract';
import { resolveTheme, themeManifest } from '@playfront/core/theme';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness } from '../testing/harness';
import { startSandbox } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

const startup = async (domain_name: string) => await h.ok('/api/startup', { domain_name });

describe('POST /api/startup', () => {
  it('answers the slot3 site with its theme, currency, language and menus', async () => {
    const res = await startup('slot3.localhost');
    expect(res.site).toMatchObject({
      domain: 'slot3.localhost',
      theme_code: 'slot3',
      theme_color: 'neon',
      site_name: 'Golden Dragon',
      currency: 'CN',
      logo1: '/api/media/logo/slot3.localhost/1.svg',
    });
    expect(res.language).toBe('CN');
    expect(res.maintenance).toEqual({ is_maintenance: false, start_date: null, end_date: null });
    expect(res.content?.announcements?.length).toBeGreaterThan(0);
    const games = res.content?.menu.find((m) => m.title === 'Games');
    expect(games?.children.map((c) => c.path)).toEqual(gameCategories.map((c) => c.route));
    expect(new Set(res.content?.menu.map((m) => m.content_id)).size).toBe(res.content?.menu.length);
  });

  it("sends each operator's helpline and licence line for the footer", async () => {
    const manila = await startup('slot1.localhost');
    expect(manila.site?.helpline).toBe('1800-1888-1424');
    expect(manila.site?.licence_line).toMatch(/^Lucky Manila is licensed .* PAGCOR, licence PF-/);
    const dragon = await startup('slot3.localhost');
    expect(dragon.site?.helpline).toBe('400-161-9995');
    expect(dragon.site?.licence_line).toContain('Golden Dragon');
  });

  it('counts providers in every one of the 13 categories', async () => {
    const res = await startup('slot1.localhost');
    const counts = new Map(res.provider_count?.map((p) => [p.category, p.count]));
    for (const c of gameCategories) expect(counts.get(c.key), c.key).toBeGreaterThan(0);
    expect(counts.get('slot_game')).toBeGreaterThan(15);
  });

  it('puts sports first on sportsbook sites', async () => {
    const sports = await startup('sportsbook2.localhost');
    expect(sports.content?.game_menu.slice(0, 2).map((g) => g.category)).toEqual([
      'hot',
      'sportsbook',
    ]);
    const slots = await startup('slot2.localhost');
    expect(slots.content?.game_menu[1]?.category).toBe('slot_game');
  });

  it('resolves every theme domain and colour domain to a valid template and colour', async () => {
    for (const theme of themeManifest) {
      const plain = await startup(`${theme.themeCode}.localhost`);
      expect(plain.site?.theme_color).toBe(theme.colors[0]);
      for (const color of theme.colors) {
        const res = await startup(`${theme.themeCode}-${color}.localhost`);
        const resolved = resolveTheme(res.site?.theme_code, res.site?.theme_color);
        expect(resolved.ok && resolved.theme.templateId).toBe(theme.templateId);
        expect(res.site?.theme_color).toBe(color);
      }
    }
  });

  it('serves localhost and 127.0.0.1 as slot1, and ignores case, port and a trailing dot', async () => {
    for (const domain of ['localhost', '127.0.0.1', 'LOCALHOST:8080', 'localhost.']) {
      const res = await startup(domain);
      expect(res.site?.theme_code).toBe('slot1');
    }
  });

  it('varies sites in name, currency, language, live chat and flags', async () => {
    const sites = await Promise.all(themeManifest.map((t) => startup(`${t.themeCode}.localhost`)));
    expect(new Set(sites.map((s) => s.site?.site_name)).size).toBe(15);
    expect(new Set(sites.map((s) => s.site?.currency))).toEqual(
      new Set(['PHP', 'CN', 'MMK', 'MNT', 'IDR']),
    );
    expect(new Set(sites.map((s) => s.language))).toEqual(new Set(['EN', 'PHP', 'CN']));
    expect(new Set(sites.map((s) => s.live_chat?.chat_id === null))).toEqual(
      new Set([true, false]),
    );
    for (const flag of ['show_preloader', 'show_download_bar', 'show_app_download'] as const)
      expect(new Set(sites.map((s) => s.site?.[flag])), flag).toEqual(new Set([true, false]));
    // The announcement is on only for the `-announce` sites, so other pages open uncovered.
    expect(sites.every((s) => s.site?.show_bf_ann_modal === false)).toBe(true);
    const announcing = await startup('slot8-announce.localhost');
    expect(announcing.site).toMatchObject({ show_bf_ann_modal: true, site_name: 'Pine Fortune' });
    expect(announcing.message).toBe('Welcome to Pine Fortune.');
    const withApp = sites.find((s) => s.site?.show_app_download);
    expect(withApp?.site?.android_sub).toMatch(/^https:\/\//);
  });

  it('answers maintenance.localhost with is_maintenance and its dates', async () => {
    const res = await startup('maintenance.localhost');
    expect(res.maintenance?.is_maintenance).toBe(true);
    expect(res.maintenance?.start_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.maintenance?.end_date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(String(res.maintenance?.end_date) > String(res.maintenance?.start_date)).toBe(true);
  });

  it('answers the bad-theme and bad-color sites as they are stored, for the client to refuse', async () => {
    const badTheme = await startup('bad-theme.localhost');
    expect(resolveTheme(badTheme.site?.theme_code, badTheme.site?.theme_color)).toEqual({
      ok: false,
      error: 'Invalid theme code',
    });
    const badColor = await startup('bad-color.localhost');
    expect(resolveTheme(badColor.site?.theme_code, badColor.site?.theme_color)).toEqual({
      ok: false,
      error: 'Invalid theme color',
    });
  });

  it('answers an unknown domain with unknownDomain (404)', async () => {
    await h.refused('/api/startup', { domain_name: 'nobody.localhost' }, 'unknownDomain', 404);
    await h.refused('/api/startup', { domain_name: '' }, 'unknownDomain', 404);
  });

  it('refuses a missing or mistyped domain_name', async () => {
    await h.refused('/api/startup', {}, 'invalidRequest', 400);
    await h.refused('/api/startup', { domain_name: ['slot1.localhost'] }, 'invalidRequest', 400);
  });
});
