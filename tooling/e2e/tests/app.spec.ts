import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { sandboxPort, site } from '../servers';
import { giveInboxItem, newVisit, signInOn, themeOf } from './template-support';

/**
 * The app on the home screen: each operator's manifest and icons, a service worker that keeps
 * the build's files but never a page, and the offline page in the page's language.
 */

test.use({ serviceWorkers: 'allow' });

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
}

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** Resolves once a service worker controls the page. */
async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
}

test('each operator has its own manifest, named after it, whose icons load at the sizes named', async ({
  page,
  request,
}) => {
  const { sites } = (await (
    await request.get(`http://127.0.0.1:${sandboxPort}/sandbox/sites`)
  ).json()) as {
    sites: { domain: string; site_name: string }[];
  };
  const names = new Map(sites.map((s) => [s.domain, s.site_name]));
  const seen = new Set<string>();
  for (const host of ['slot1', 'slot3', 'sportsbook1']) {
    await page.goto(`${site(host)}/`);
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveCount(1);
    const themeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    const href = await link.getAttribute('href');
    // Fetched by the page, as the browser fetches a manifest: `*.localhost` resolves there.
    const manifest = await page.evaluate(
      async (url) => (await fetch(url)).json() as Promise<Manifest>,
      href!,
    );
    expect(manifest.name).toBe(names.get(`${host}.localhost`));
    expect(manifest.display).toBe('standalone');
    expect(manifest.theme_color).toBe(themeColor);
    expect(manifest.start_url).toBe(manifest.scope);
    seen.add(manifest.name);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const { type, bytes } = await page.evaluate(async (src) => {
        const res = await fetch(src);
        return {
          type: res.headers.get('content-type'),
          bytes: [...new Uint8Array(await res.arrayBuffer()).subarray(0, 32)],
        };
      }, icon.src);
      expect(type).toBe('image/png');
      const [width, height] = pngSize(Buffer.from(bytes));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  }
  expect(seen.size).toBe(3);
});

test('the service worker is active after the first load and never answers for the server', async ({
  page,
}) => {
  const first = await page.goto(`${site('slot3')}/`);
  await controlled(page);
  const state = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state,
  );
  expect(state).toBe('activated');
  // The build's hashed files are kept; no page and no API answer is.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls.map((u) => new URL(u).pathname + new URL(u).search);
  });
  expect(cached.some((u) => /^\/assets\/.+\.js$/.test(u))).toBe(true);
  expect(cached.filter((u) => !u.startsWith('/assets/') && !u.startsWith('/offline.html'))).toEqual(
    [],
  );

  // A second load, through the worker, is the server's answer of now: a new request id and the
  // markup the server sends now (the request id is in no cached copy).
  const second = await page.reload();
  expect(second!.fromServiceWorker()).toBe(true);
  expect(second!.headers()['x-request-id']).toBeTruthy();
  expect(second!.headers()['x-request-id']).not.toBe(first!.headers()['x-request-id']);
  const search = `pf-${Date.now()}`;
  await page.goto(`${site('slot3')}/slots?search=${search}`);
  expect(await page.evaluate(() => location.search)).toContain(search);
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  expect(html).toContain('rel="manifest"');
});

test('with the network gone a navigation shows the offline page in the page language', async ({
  page,
  context,
}) => {
  await page.goto(`${site('slot3')}/`);
  await controlled(page);
  await context.setOffline(true);
  try {
    await page.goto(`${site('slot3')}/php/slots`, { waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-pf-offline', 'php');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fil');
    await expect(page.getByRole('heading', { name: 'Offline ka' })).toBeVisible();
    await page.goto(`${site('slot3')}/cn/`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: '您已离线' })).toBeVisible();
    const retry = page.getByRole('link', { name: '重试' });
    await expect(retry).toBeVisible();
    // Back online, the retry loads the page asked for.
    await context.setOffline(false);
    await retry.click();
    await expect(page.locator('html[data-template]')).toHaveCount(1);
    await expect(page.locator('html[data-pf-offline]')).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});

test('a second load of a signed-in page through the worker is what the server draws now', async ({
  page,
  request,
}) => {
  const theme = themeOf('slot3');
  const { home, at, player } = await newVisit(request, theme.themeCode);
  await signInOn(page, theme, player, { home, then: '/inbox' });
  await controlled(page);
  const title = `Fresh news ${Date.now().toString(36)}`;
  const first = await page.reload();
  expect(first!.fromServiceWorker()).toBe(true);
  expect(await first!.text()).not.toContain(title);

  // The page's markup changes on the server in between: a new message in the player's inbox.
  await giveInboxItem(request, player, title, 5);
  const second = await page.reload();
  expect(second!.fromServiceWorker()).toBe(true);
  expect(await second!.text()).toContain(title);
  await expect(page.getByRole('main').getByText(title)).toBeVisible();
  expect(page.url()).toBe(at('/inbox'));
});

/** A `beforeinstallprompt` as Chromium fires it (headless Chromium never does), dispatched by the test. */
const offerInstallPrompt = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    dispatchEvent(event);
  });

/**
 * Loads `url` and resolves once the install prompt's chunk (loaded on a return visit only, once the
 * page is idle) has been fetched and run: what it was going to show is then on screen.
 */
async function visitUntilInstallPromptRan(page: Page, url: string) {
  const chunk = page.waitForResponse((r) => /\/assets\/install-prompt-[^/]+\.js$/.test(r.url()));
  await page.goto(url);
  const address = (await chunk).url();
  await page.evaluate(async (src) => {
    // The same module: its import resolves after the site's own, whose callback has then run.
    await import(src);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }, address);
}

test('the install prompt waits for a return visit, and Not now holds it back on a later visit', async ({
  context,
}) => {
  // Four visits of a page, each waiting for the app.
  test.setTimeout(90_000);
  const home = `${site('slot3')}/`;
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Install' });

  // First visit: nothing is offered, even when the browser offers to install.
  const first = await context.newPage();
  await first.goto(home);
  await controlled(first);
  await offerInstallPrompt(first);
  await expect(first.locator('[data-pf-install]')).toHaveCount(0);
  await first.close();

  // Second visit (a new tab, as a later visit is): the browser's offer is passed on.
  const second = await context.newPage();
  await second.goto(home);
  await offerInstallPrompt(second);
  await expect(dialog(second)).toBeVisible();
  await expect(dialog(second)).toContainText('Add this site to your home screen');
  await expect(dialog(second).getByRole('button', { name: 'Install' })).toBeVisible();
  await dialog(second).getByRole('button', { name: 'Not now' }).click();
  await expect(dialog(second)).toHaveCount(0);
  await second.close();

  // A later visit within the hold: not offered, even when the browser offers.
  const later = await context.newPage();
  await visitUntilInstallPromptRan(later, home);
  await offerInstallPrompt(later);
  await expect(later.locator('[data-pf-install]')).toHaveCount(0);
  await later.close();
});

test('iOS Safari gets the add-to-home-screen steps on a return visit', async ({ browser }) => {
  const context = await browser.newContext({
    serviceWorkers: 'allow',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  try {
    const first = await context.newPage();
    await first.goto(`${site('slot1')}/`);
    await controlled(first);
    await expect(first.locator('[data-pf-install]')).toHaveCount(0);
    await first.close();

    const again = await context.newPage();
    await again.goto(`${site('slot1')}/`);
    const steps = again.getByRole('dialog', { name: 'Install' });
    await expect(steps).toBeVisible();
    await expect(steps).toContainText('tap Share, then "Add to Home Screen"');
    await expect(steps.getByRole('button', { name: 'Install' })).toHaveCount(0);
    await steps.getByRole('button', { name: 'Not now' }).click();
    await expect(steps).toHaveCount(0);
  } finally {
    await context.close();
  }
});
