import type { Page, Request } from '@playwright/test';
import { routeTable } from '@playfront/web/route-table';
import { expect, test } from './fixtures';
import { site } from '../servers';
import { fillSignIn, signIn, watchErrors } from './support';
import { full, named, newPlayer, templatesUnderTest } from './template-support';

/**
 * The web server holds the player's session: nothing a script of the page can read holds a token,
 * no call the page sends carries `auth`, a cross-site request with the cookie changes nothing, and
 * a signed-in player's pages come from the server with their name and balance in the HTML.
 */

/** Every JSON body of a call the page sends to /api. */
function recordCalls(page: Page): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().includes('/api/') || request.method() !== 'POST') return;
    try {
      const body: unknown = request.postDataJSON();
      if (body && typeof body === 'object') bodies.push(body as Record<string, unknown>);
    } catch {
      // Not JSON (the game's form post): it carries no session either way.
    }
  });
  return bodies;
}

/** What a script of the page can read: its storage, its databases and its cookies. */
async function readableByScripts(page: Page) {
  return page.evaluate(async () => {
    const stored = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => {
        const key = storage.key(i) ?? '';
        return `${key}=${storage.getItem(key) ?? ''}`;
      }).join('\n');
    const databases = indexedDB.databases ? await indexedDB.databases() : [];
    return {
      local: stored(localStorage),
      session: stored(sessionStorage),
      databases: databases.map((d) => d.name ?? ''),
      cookie: document.cookie,
    };
  });
}

/** A token's trace in what a script reads: a non-empty token or session_token, or the cookie. */
function expectNoToken(readable: Awaited<ReturnType<typeof readableByScripts>>) {
  const all = `${readable.local}\n${readable.session}\n${readable.cookie}`;
  expect(all).not.toMatch(/"(token|session_token|auth)":"[^"]+"/);
  expect(readable.cookie).not.toContain('pf_session');
  expect(readable.databases).toEqual([]);
}

const sample = full
  ? templatesUnderTest
  : templatesUnderTest.filter((t) => ['slot1', 'slot2'].includes(t.themeCode));

for (const theme of sample) {
  test(`${named(theme)}: a signed-in player's token is nowhere a script reads, and no call carries auth`, async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const player = await newPlayer(request, theme.themeCode);
    const calls = recordCalls(page);
    // Page sign-in, or the template's login modal (an English page of the site).
    const account = `${site(theme.themeCode)}/en/account`;
    await page.goto(account);
    await expect(page.getByLabel('Account ID')).toBeVisible();
    await fillSignIn(page, player.id, player.password);
    await expect(page.getByRole('button', { name: /log out/i }).first()).toBeAttached();
    await page.goto(account);
    await expect(page.getByText(player.id).first()).toBeVisible();
    expectNoToken(await readableByScripts(page));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((body) => 'auth' in body)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('a cross-site request carrying the cookie is refused and changes nothing', async ({
  page,
  context,
}) => {
  await signIn(page, 'localhost', '/account');
  const balance = async () =>
    (
      (await (
        await context.request.post(`${site()}/api/auth/get_balance`, {
          headers: { 'x-playfront-request': '1', 'sec-fetch-site': 'same-origin' },
          data: {},
        })
      ).json()) as { game_balance: number }
    ).game_balance;
  const before = await balance();
  // The browser's cookie jar sends the session with these, as a hostile page would hope.
  const attempts: Record<string, string>[] = [
    { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
    { 'x-playfront-request': '1', origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' },
  ];
  for (const headers of attempts) {
    const answer = await context.request.post(`${site()}/api/engage/spin`, {
      headers,
      form: { domain_name: 'localhost', external_id: '' },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toEqual({ statusCode: -403, statusMessage: 'crossSiteRequest' });
  }
  // A form on another site posting to this one: the browser sends no session with it.
  await page.route('http://evil.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<form method="post" action="${site()}/api/engage/spin"><input name="domain_name" value="localhost"></form><script>document.forms[0].submit()</script>`,
    }),
  );
  await page.goto('http://evil.example/');
  await page.waitForURL(/\/api\/engage\/spin$/);
  expect(await balance()).toBe(before);
});

test("the server's HTML of a signed-in /account names the player and the balance, privately", async ({
  page,
  context,
}) => {
  await signIn(page, 'localhost', '/account');
  const response = await context.request.get(`${site()}/account`);
  expect(response.headers()['cache-control']).toBe('private, no-store');
  const html = await response.text();
  // Before any script: the header's balance and the account's name are in the markup.
  const root = /<div id="root">([\s\S]*?)<\/div>\n<script id="pf-state"/.exec(html)?.[1] ?? '';
  expect(root).toContain('Demo Player');
  expect(root).toMatch(/1,0\d\d(\.\d\d)?/);
  // The balance is in the header where it is drawn, not sent after the page for a script to move
  // in after the first paint (React does so with a finished part past a document's first 12.8 KB).
  expect(root.slice(0, root.indexOf('<main'))).toMatch(/1,0\d\d(\.\d\d)?/);
  expect(html).not.toContain('$RC(');
  expect(html).not.toMatch(/"(token|session_token)":"[^"]+"/);
  // Another visitor of the same address gets the guest's page.
  const guest = await page.request.fetch(`${site()}/account`, {
    headers: { cookie: '' },
    maxRedirects: 0,
  });
  expect(await guest.text()).not.toContain('Demo Player');
});

test('the game frame reads none of the site’s cookies or storage, and the slot still spins', async ({
  page,
}) => {
  await signIn(page, 'localhost', '/playnow?provider=PLAYFRONT&game=PF-LUCKY-SEVENS');
  const frame = page.frameLocator('iframe[title="Game window"]');
  await expect(frame.getByRole('button', { name: 'Spin' })).toBeVisible();
  const inside = await page
    .frames()
    .find((f) => f.url().includes('/api/games/demo-slot/'))
    ?.evaluate(() => {
      const tryRead = (read: () => unknown) => {
        try {
          return { value: String(read()) };
        } catch (error) {
          return { refused: (error as Error).name };
        }
      };
      return {
        origin: window.origin,
        cookie: tryRead(() => document.cookie),
        local: tryRead(() => localStorage.length),
        parent: tryRead(() => window.parent.document.title),
      };
    });
  expect(inside?.origin).toBe('null');
  expect(inside?.cookie).toHaveProperty('refused');
  expect(inside?.local).toHaveProperty('refused');
  expect(inside?.parent).toHaveProperty('refused');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.locator('#result')).toContainText(/No win|You win/);
});

const protectedRoutes = routeTable.filter((r) => r.middleware.includes('auth')).map((r) => r.path);
/** The player's pages `npm test` opens; E2E_FULL=1 opens every protected route. */
const playerPages = full
  ? protectedRoutes
  : [
      '/account',
      '/deposit',
      '/withdrawal',
      '/transaction-history',
      '/bet-history',
      '/vip',
      '/inbox',
      '/responsible-gaming',
    ];

test("a signed-in /account draws the device's notifications last, so nothing the player reads or taps moves when they arrive", async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  // Every element a layout shift moved, from the first paint on.
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { pfMoved: moved });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
        for (const source of entry.sources) moved.push(source.node?.nodeName ?? '');
    }).observe({ type: 'layout-shift', buffered: true });
    // Room for every script, image and call of the page in its resource timeline.
    performance.setResourceTimingBufferSize(1000);
  });
  await signIn(page, 'localhost', '/account');
  await page.goto(`${site()}/account`);
  const logOut = page.getByRole('main').getByRole('button', { name: 'Log out' });
  await expect(logOut).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Drawn in the browser only, after hydration, as the player scrolls near it: on a phone's
  // screen the hub is taller than that, so the page opens without the section's code and calls.
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications).toHaveCount(0);
  // The calls this document made (the resource timeline is the document's own, where a listener
  // on the page would also hear the page before it, the one signing in drew).
  const pushCalls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/api/push/')),
  );
  expect(pushCalls).toEqual([]);
  await logOut.scrollIntoViewIfNeeded();
  await expect(notifications).toBeVisible();
  // After the account pages' links, in the document and on screen.
  const linksBottom = await page
    .getByRole('navigation', { name: 'Account pages' })
    .evaluate((nav) => nav.getBoundingClientRect().bottom);
  const notificationsTop = await notifications.evaluate(
    (section) => section.getBoundingClientRect().top,
  );
  expect(notificationsTop).toBeGreaterThan(linksBottom);
  // After Log out too: a tap aimed at it never lands on the section that arrived.
  const logOutBottom = await page
    .getByRole('main')
    .getByRole('button', { name: 'Log out' })
    .evaluate((button) => button.getBoundingClientRect().bottom);
  expect(notificationsTop).toBeGreaterThanOrEqual(logOutBottom);
  expect(
    await page.evaluate(() => (window as unknown as { pfMoved: string[] }).pfMoved),
  ).not.toContain('NAV');
});

test("a signed-in player's pages come rendered from the server and hydrate without a mismatch", async ({
  page,
  context,
}) => {
  test.setTimeout(30_000 + playerPages.length * 8_000);
  const errors = watchErrors(page);
  await signIn(page, 'localhost', '/account');
  for (const path of playerPages) {
    const raw = await context.request.get(`${site()}${path}`, { maxRedirects: 0 });
    expect(raw.status(), path).toBe(200);
    const html = await raw.text();
    // The page is the server's: its markup and state are in the HTML, with the player's name.
    expect(html, path).toContain('<script id="pf-state"');
    expect(html, path).not.toContain('id="pf-startup"');
    const root = /<div id="root">([\s\S]*?)<\/div>\n<script id="pf-state"/.exec(html)?.[1] ?? '';
    expect(root.length, path).toBeGreaterThan(1000);
    // Its stylesheets are in it, so its first paint waits for no other request: the header's
    // signed-in block among them, though guests never load it.
    const carried = [
      ...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)" disabled><style>/g),
    ].map((m) => m[1]!);
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)?.length, path).toBe(carried.length);
    expect(carried, path).toContainEqual(expect.stringMatching(/\/signed-in-account-[^/]+\.css$/));
    // Nor does the app ask for them again once its scripts run.
    const asked: string[] = [];
    const onRequest = (request: Request) => asked.push(new URL(request.url()).pathname);
    page.on('request', onRequest);
    await page.goto(`${site()}${path}`);
    // Hydrated: the lazy parts it drew have been imported, and any stylesheet of theirs asked for.
    await expect(page.locator('html[data-pf-ready]')).toBeAttached();
    page.off('request', onRequest);
    expect(
      asked.filter((file) => carried.includes(file)),
      path,
    ).toEqual([]);
    expect(asked, path).toContain(path);
  }
  expect(errors).toEqual([]);
});

test("a signed-in page's reality check starts from the figures the server fetched, and the API's schemas stay unloaded", async ({
  page: signInPage,
  context,
}) => {
  await signIn(signInPage, 'localhost', '/account');
  // No check is due while the page is watched: the player asked for none.
  const saved = await signInPage.evaluate(() =>
    fetch('/api/safety/reality_check', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-playfront-request': '1' },
      body: JSON.stringify({ interval_minutes: 0 }),
    }).then((r) => r.json() as Promise<{ statusCode: number }>),
  );
  expect(saved.statusCode).toBe(1);
  // A new tab, so that what the sign-in page still loads and asks for (its own reality check
  // among it, as that page was drawn in the browser) is not counted against the server's page.
  await signInPage.close();
  const page = await context.newPage();
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/safety/session' || /\/assets\/registry-/.test(pathname))
      asked.push(pathname);
  });
  await page.goto(`${site()}/`);
  await expect(page.locator('html[data-pf-ready]')).toBeAttached();
  // The timer's own chunk is what loads last on a signed-in page: once it is here, it has run.
  await page.waitForLoadState('networkidle');
  expect(
    await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)),
  ).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/reality-check-/)]));
  expect(asked).toEqual([]);
});
