import { routeTable } from '@playfront/web/route-table';
import { expect, test } from './fixtures';
import type { APIRequestContext, Page } from '@playwright/test';
import { sandboxPort, site, webPort } from '../servers';
import { escapeRegExp, watchErrors } from './support';
import type { Language } from './template-support';
import { full, homeLanguage, localPath, named, templatesUnderTest } from './template-support';

/**
 * Pages are in the HTML the server sends, and the browser hydrates that HTML without a mismatch.
 * `npm test` checks a fixed sample of routes in the sample templates; E2E_FULL=1 every guest
 * route of every template, and the home page in all three languages.
 */
// Players are not in the server's zone: a page that prints a local time must still hydrate.
test.use({ timezoneId: 'Asia/Manila' });

const guestRoutes = routeTable.filter((r) => !r.middleware.includes('auth')).map((r) => r.path);
const sampleRoutes = ['/', '/slots', '/hot', '/sports', '/promotions', '/about', '/login'];
const routesUnderTest = full ? guestRoutes : sampleRoutes;

/** The raw HTML of a page for a host, as a crawler without scripts gets it. */
async function rawPage(
  request: APIRequestContext,
  host: string,
  path: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(`http://127.0.0.1:${webPort}${path}`, {
    headers: { host: `${host}.localhost:${webPort}`, ...headers },
    maxRedirects: 0,
  });
  return { response, html: await response.text() };
}

/** The names of a site's hot games, from the backend, as a page in `language` shows them. */
async function hotGameNames(
  request: APIRequestContext,
  host: string,
  language: Language,
): Promise<string[]> {
  const answer = await request.post(`http://127.0.0.1:${sandboxPort}/api/product/get_hot_games`, {
    data: { domain_name: `${host}.localhost`, external_id: '', game_type: '' },
  });
  const { value } = (await answer.json()) as {
    value?: { game_name: string; game_name_cn?: string }[];
  };
  // Chinese pages show a game's Chinese title where it has one.
  return (value ?? []).map((g) =>
    language === 'CN' ? (g.game_name_cn ?? g.game_name) : g.game_name,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Opens a page and waits until the browser has taken it over. */
async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await expect(page.locator('html[data-pf-ready]')).toBeAttached();
  return response;
}

for (const theme of templatesUnderTest) {
  test.describe(named(theme), () => {
    const host = theme.themeCode;
    let home: Language = 'EN';

    test.beforeAll(async ({ request }) => {
      home = await homeLanguage(request, host);
    });

    test(`${host}: the server's HTML holds the home page, its heading and game names`, async ({
      request,
    }) => {
      const { response, html } = await rawPage(request, host, '/');
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toContain('s-maxage=');
      const root = html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<h1[\s>]/);
      expect(root).toContain('<main');
      const names = await hotGameNames(request, host, home);
      expect(names.length).toBeGreaterThan(0);
      expect(root).toContain(escapeHtml(names[0]!));
      expect(html).toContain(`data-template="${theme.templateId}"`);
      expect(html).toContain(`<style id="pf-tokens-${theme.templateId}">`);
      // The site's colour alone: its page never switches to another.
      const tokens = /<style id="pf-tokens-[^"]+">([^<]*)<\/style>/.exec(html)?.[1];
      expect(tokens).toContain(`[data-template="${theme.templateId}"]{--pf-bg:`);
      expect(tokens).not.toContain('[data-color=');
    });

    test(`${host}: ${routesUnderTest.length} guest routes hydrate the server's HTML without a mismatch`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + routesUnderTest.length * 8_000);
      const errors = watchErrors(page);
      for (const path of routesUnderTest) {
        const response = await openHydrated(page, `${site(host)}${localPath(home, home, path)}`);
        expect(response?.status(), path).toBe(200);
        expect(await page.locator('#pf-state').count(), `${path} rendered by the server`).toBe(1);
        // Every page has its main landmark; /preloader's is a loading state without a heading.
        await expect(page.getByRole('main'), path).toBeVisible();
        expect(errors, path).toEqual([]);
      }
    });

    test(`${host}: without JavaScript the home page and a category page are readable and linked`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${site(host)}${localPath(home, home, '/')}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The browser may land on its own language's pages (Accept-Language): either name counts.
      const [first] = await hotGameNames(request, host, home);
      const [english] = await hotGameNames(request, host, 'EN');
      const gameName = new RegExp(`^(${[first!, english!].map(escapeRegExp).join('|')})$`);
      await expect(page.getByText(gameName).filter({ visible: true }).first()).toBeVisible();
      // Links are plain links: a click is a page load from the server.
      await page.getByRole('link', { name: 'Slots', exact: true }).first().click();
      await expect(page).toHaveURL(/\/slots$/);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.locator('.pf-game-card').first()).toBeVisible();
      await context.close();
    });
  });
}

/** The home page in every language: the first sample template in `npm test`, all under E2E_FULL. */
for (const theme of full ? templatesUnderTest : templatesUnderTest.slice(0, 1)) {
  const host = theme.themeCode;
  test(`${named(theme)}: the home page hydrates in English, Filipino and Chinese`, async ({
    page,
    request,
  }) => {
    const home = await homeLanguage(request, host);
    const errors = watchErrors(page);
    for (const language of ['EN', 'PHP', 'CN'] as const) {
      // The language a player chose: without it the browser's own language would pick the page.
      await page
        .context()
        .addCookies([{ name: 'i18n_redirected', value: language, url: site(host) }]);
      await openHydrated(page, `${site(host)}${localPath(language, home, '/')}`);
      await expect(page.locator('html')).toHaveAttribute(
        'lang',
        { EN: 'en', PHP: 'fil', CN: 'zh-Hans' }[language],
      );
      expect(await page.locator('#pf-state').count(), language).toBe(1);
      expect(errors, language).toEqual([]);
    }
  });
}

test.describe('server rendering as an operator runs it', () => {
  test('a guest page hydrates without asking again for what it was rendered with', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      const call =
        ['fetch', 'xhr'].includes(request.resourceType()) && pathname.startsWith('/api/');
      // The contract's schemas load with the first call; a page that makes none never needs them.
      if (call || /\/(registry|schemas)-[^/]+\.js$/.test(pathname)) {
        asked.push(pathname.replace(/-[\w-]+\.js$/, '.js'));
      }
    });
    await page.goto(`${site('slot1')}/promotions`);
    await page.waitForLoadState('networkidle');
    // Its SEO record and promotions came in the page.
    expect(asked).toEqual([]);
  });

  test("the server's head tags stay until the player moves on, then each page's own follow", async ({
    page,
    request,
  }) => {
    const serverTitle = async (path: string) =>
      /<title data-pf-head>([^<]*)<\/title>/.exec(
        (await rawPage(request, 'slot1', path)).html,
      )?.[1];
    const titles = {
      promotions: await serverTitle('/promotions'),
      slots: await serverTitle('/slots'),
    };
    // Without an SEO record of its own the page is titled by its name, on the server too.
    expect(titles.slots).toMatch(/^Slots \| /);
    await page.goto(`${site('slot1')}/promotions`);
    await expect(page).toHaveTitle(titles.promotions!);
    await page.locator('a[href="/slots"]:visible').first().click();
    await expect(page).toHaveURL(/\/slots$/);
    await expect(page).toHaveTitle(titles.slots!);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head [data-pf-head]')).toHaveCount(0);
  });

  test('a cached page is the same bytes for every guest, compressed once, and 304 while a copy is current', async ({
    request,
  }) => {
    // A path of its own, so no page an earlier test left in the cache is served stale.
    const path = `/promotions?visit=${Date.now()}`;
    // Guests with their own analytics cookies; each worker renders the page once, so of three
    // answers at least two come from one render.
    const answers = [];
    for (const cookie of ['_ga=GA1.1.1', '_ga=GA1.1.2; _fbp=fb.1.2', '_ga=GA1.1.3']) {
      answers.push(await rawPage(request, 'slot1', path, { cookie, 'accept-encoding': 'br' }));
    }
    expect(answers[0]!.response.headers()['x-page-cache']).toBe('miss');
    const byRender = new Map<string | undefined, typeof answers>();
    for (const answer of answers) {
      const etag = answer.response.headers()['etag'];
      byRender.set(etag, [...(byRender.get(etag) ?? []), answer]);
    }
    expect(Math.max(...[...byRender.values()].map((same) => same.length))).toBeGreaterThan(1);
    for (const [etag, same] of byRender) {
      expect(etag).toMatch(/^"[^"]+-br"$/);
      for (const { response, html } of same) {
        expect(response.headers()['content-encoding']).toBe('br');
        expect(response.headers()['vary']).toBe('Accept-Encoding, Accept-Language');
        expect(html).toBe(same[0]!.html);
        expect(response.headers()['content-security-policy']).toBe(
          same[0]!.response.headers()['content-security-policy'],
        );
      }
    }
    expect(answers[0]!.html).not.toContain('nonce');
    // A browser or a cache holding that copy is told it is current (by the worker that made it;
    // another worker's render has an ETag of its own).
    const [etag] = [...byRender.keys()];
    const statuses: number[] = [];
    for (let i = 0; i < 6 && !statuses.includes(304); i += 1) {
      const again = await request.get(`http://127.0.0.1:${webPort}${path}`, {
        headers: {
          host: `slot1.localhost:${webPort}`,
          'accept-encoding': 'br',
          'if-none-match': etag!,
        },
        maxRedirects: 0,
      });
      statuses.push(again.status());
      if (again.status() === 304) expect(await again.text()).toBe('');
      else expect(again.headers()['etag']).not.toBe(etag);
    }
    expect(statuses).toContain(304);
  });

  test('a protected page is drawn in the browser for a guest, and never cached', async ({
    request,
  }) => {
    // A guest's protected page sends the guest to sign in: nothing of it is worth rendering.
    const { response, html } = await rawPage(request, 'slot1', '/deposit');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    expect(html).not.toContain('id="pf-state"');
    expect(html).toContain('<div id="root"></div>');
    // A session cookie that no server sealed is no session: the page is a guest's, and uncached.
    const forged = await rawPage(request, 'slot1', '/', { cookie: 'pf_session=forged' });
    expect(forged.response.headers()['cache-control']).toBe('private, no-store');
    expect(forged.response.headers()['set-cookie']).toMatch(/pf_session=;/);
  });

  test('the language redirect runs on the server from the cookie and Accept-Language', async ({
    request,
  }) => {
    const byCookie = await rawPage(request, 'slot1', '/slots?provider=JILI', {
      cookie: 'i18n_redirected=CN',
    });
    expect(byCookie.response.status()).toBe(302);
    expect(byCookie.response.headers()['location']).toBe('/cn/slots?provider=JILI');
    const byBrowser = await rawPage(request, 'slot1', '/', { 'accept-language': 'zh-CN,zh;q=0.9' });
    expect(byBrowser.response.headers()['location']).toBe('/cn');
  });

  test('maintenance, refused themes and unknown paths are rendered with their status codes', async ({
    request,
  }) => {
    const maintenance = await rawPage(request, 'maintenance', '/');
    expect(maintenance.response.status()).toBe(503);
    expect(maintenance.html).toMatch(/<div id="root">.*maintenance/is);
    const badTheme = await rawPage(request, 'bad-theme', '/');
    expect(badTheme.response.status()).toBe(500);
    expect(badTheme.html).toContain('Invalid theme code');
    const badColor = await rawPage(request, 'bad-color', '/');
    expect(badColor.response.status()).toBe(500);
    expect(badColor.html).toContain('Invalid theme color');
    const missing = await rawPage(request, 'slot1', '/no-such-page');
    expect(missing.response.status()).toBe(404);
    expect(missing.html).toContain('Page not found: /no-such-page');
  });

  test('maintenance, a refused theme and an unknown path hydrate without a mismatch, their text kept', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const pages = [
      { host: 'maintenance', path: '/', text: /maintenance/i },
      { host: 'bad-theme', path: '/', text: 'Invalid theme code' },
      { host: 'slot1', path: '/no-such-page', text: 'Page not found: /no-such-page' },
    ];
    for (const { host, path, text } of pages) {
      await openHydrated(page, `${site(host)}${path}`);
      // The page's own code is a chunk of its own: it hydrates once that has come.
      await page.waitForLoadState('networkidle');
      expect(await page.locator('#pf-state').count(), `${host}${path} rendered by the server`).toBe(
        1,
      );
      await expect(page.getByText(text).first()).toBeVisible();
      expect(errors, `${host}${path}`).toEqual([]);
    }
  });
});
