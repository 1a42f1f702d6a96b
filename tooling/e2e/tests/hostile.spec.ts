import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { site } from '../servers';
import { renderInBrowser, editApi, watchConsole } from './fault-support';
import { DEMO, fillSignIn, signIn, watchErrors } from './support';

declare global {
  interface Window {
    __pwned?: string;
  }
}

/** Each payload would set window.__pwned and open a dialog if it ever ran. */
const payloads = [
  `<script>window.__pwned='script';alert('script')</script>`,
  `<img src=x onerror="window.__pwned='img';alert('img')">`,
  `<a href="javascript:window.__pwned='href';alert('href')">Claim your bonus</a>`,
  `<svg onload="window.__pwned='svg';alert('svg')"><circle r="1"/></svg>`,
  `<iframe srcdoc="<script>parent.__pwned='iframe';parent.alert('iframe')</script>"></iframe>`,
];
const hostile = payloads.join(' ');
const SAFE = 'Licensed and audited since 2010.';
const hostileBody = `<p>${SAFE}</p>${hostile}`;

/** Markup that could run code: what sanitizing must never let through. */
const runnable = [
  'main script',
  'main iframe',
  '[onerror]',
  '[onload]',
  '[href^="javascript:" i]',
  '[src^="javascript:" i]',
  '[content^="javascript:" i]',
].join(', ');

/**
 * Watches for anything a payload could do: a dialog, window.__pwned, or markup that could run
 * (the CSP would block inline code too, so the DOM check is what proves the sanitizing).
 */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors = watchErrors(page);
  return async function expectNothingRan() {
    // A click is what a javascript: link waits for.
    const bait = page.getByText('Claim your bonus');
    if (await bait.count()) await bait.first().click();
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
    const live = await page.evaluate((selector) => {
      const found: string[] = [];
      document.querySelectorAll(selector).forEach((el) => found.push(el.outerHTML.slice(0, 200)));
      return found;
    }, runnable);
    expect(live).toEqual([]);
    expect(errors).toEqual([]);
  };
}

test.describe('hostile content', () => {
  test('CMS bodies of /about and /privacy-policy keep their text and lose their code', async ({
    page,
  }) => {
    const expectNothingRan = guard(page);
    await renderInBrowser(page);
    await editApi(page, '/api/settings/siteinfodetail', (json) => {
      const cms = { ...(json.cms as Record<string, unknown>) };
      for (const key of Object.keys(cms)) if (key.endsWith('_body')) cms[key] = hostileBody;
      for (const key of Object.keys(cms)) if (key.endsWith('_status')) cms[key] = true;
      return { ...json, cms };
    });
    for (const [path, title] of [
      ['/about', 'About us'],
      ['/privacy-policy', 'Privacy policy'],
    ] as const) {
      await page.goto(`${site()}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('main').getByText(SAFE)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expectNothingRan();
    }
  });

  test('game names, the site name and SEO fields show as text', async ({ page }) => {
    const expectNothingRan = guard(page);
    await renderInBrowser(page);
    await editApi(page, '/api/startup', (json) => ({
      ...json,
      site: { ...(json.site as object), site_name: `Lucky ${payloads[1]}` },
    }));
    await editApi(page, '/api/seo', (json, sent) => ({
      ...json,
      value: {
        id: 1,
        page_name: String(sent.page_name),
        en_item_name: hostile,
        en_body: hostileBody,
        local_item_name: hostile,
        local_body: hostileBody,
        meta_title: `Title ${payloads[0]}`,
        meta_desc: `Description ${payloads[3]}`,
        meta_keywords: `slots, ${payloads[4]}`,
        meta_url: "javascript:alert('url')",
        meta_canonical: "javascript:alert('canonical')",
        meta_author: hostile,
        meta_publisher: hostile,
        meta_lang: 'en',
        meta_image_url: "javascript:alert('image')",
      },
    }));
    const hostileGames = (json: Record<string, unknown>) => ({
      ...json,
      value: (json.value as { game_name: string }[]).map((game, i) =>
        i === 0 ? { ...game, game_name: `Super ${payloads[1]}` } : game,
      ),
    });
    await editApi(page, '/api/product/get_hot_games', hostileGames);
    await editApi(page, '/api/product/search_games', hostileGames);

    await page.goto(site());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome to Lucky ${payloads[1]}`,
    );
    await expect(page).toHaveTitle(new RegExp(`^Title <script>`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      `Description ${payloads[3]}`,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      'content',
      `slots, ${payloads[4]}`,
    );
    await expect(page.getByRole('article', { name: `Super ${payloads[1]}` }).first()).toBeVisible();
    await expectNothingRan();

    await page.getByRole('link', { name: 'Slots' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
    await expect(page.getByRole('article', { name: `Super ${payloads[1]}` })).toBeVisible();
    expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(1);
    await expectNothingRan();

    await page.getByRole('link', { name: /Terms/ }).first().click();
    await expect(page.getByRole('main').getByText(SAFE)).toBeVisible();
    await expectNothingRan();
  });

  test('inbox titles and messages show as text and the items still work', async ({ page }) => {
    const expectNothingRan = guard(page);
    await editApi(page, '/api/settings/get_inbox', (json) => ({
      ...json,
      value: (json.value as { title: string; message: string }[]).map((item, i) => ({
        ...item,
        title: i === 0 ? `Weekly ${payloads[0]}` : item.title,
        message: `${payloads[i % payloads.length]} ${item.message}`,
      })),
    }));
    // The browser asks for the inbox itself, so the edited answer is the one the page shows.
    await renderInBrowser(page);
    await signIn(page, 'localhost', '/inbox');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
    await expect(page.getByRole('article', { name: `Weekly ${payloads[0]}` })).toBeVisible();
    await expect(page.getByText(payloads[1]!, { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim' }).first()).toBeEnabled();
    await expectNothingRan();
  });
});

const evil = [
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  'javascript:alert(1)',
];

/** Fails on any request that leaves the site for evil.example. */
function watchEvil(page: Page): string[] {
  const left: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) left.push(request.url());
  });
  return left;
}

test.describe('open redirects', () => {
  test('the return path after sign-in never leaves the site', async ({ page }) => {
    const errors = watchErrors(page);
    const left = watchEvil(page);
    const origin = site();
    for (const target of evil) {
      await page.goto(`${origin}/login?redirect=${encodeURIComponent(target)}`);
      await fillSignIn(page, DEMO.id, DEMO.password);
      await expect(page, target).toHaveURL(`${origin}/`);
      await page.getByRole('banner').getByRole('button', { name: 'Log out' }).first().click();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    }
    // The query written as is, unencoded, is read the same way.
    await page.goto(`${origin}/login?redirect=//evil.example`);
    await fillSignIn(page, DEMO.id, DEMO.password);
    await expect(page).toHaveURL(`${origin}/`);
    expect(left).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const { host, locale } of [
    { host: 'localhost', locale: 'zh-CN' },
    { host: 'slot2', locale: 'en-US' },
  ]) {
    test(`language redirects on ${host} for a ${locale} browser stay on the site`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const left = watchEvil(page);
      const origin = site(host);
      for (const path of [
        '//evil.example',
        '/\\evil.example',
        '/%2F%2Fevil.example',
        '/%5Cevil.example',
        '/%5C%5Cevil.example',
        '/login?redirect=//evil.example',
      ]) {
        await page.goto(`${origin}${path}`);
        // Paths ending like a file name get the server's plain 404; the rest render the site.
        await expect(page.locator('body'), path).toHaveText(/\S/);
        expect(new URL(page.url()).origin, path).toBe(origin);
      }
      expect(left).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

test('no session token reaches the page: not in URLs, the title, the console, storage or a readable cookie; cookies carry their Secure, SameSite and Path attributes', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const console = watchConsole(page);
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  const titles: string[] = [];
  page.on('load', () => void page.title().then((title) => titles.push(title)));

  await page.goto(`${site()}/login?redirect=%2Faccount`);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await fillSignIn(page, DEMO.id, DEMO.password);
  const session = (await (await answer).json()) as {
    statusCode: number;
    token: string;
    user: { session_token: string };
  };
  // The web server keeps the token: the sign-in's answer reaches the page with it emptied.
  expect(session).toMatchObject({ statusCode: 1, token: '', user: { session_token: '' } });
  await expect(page).toHaveURL(`${site()}/account`);
  titles.push(await page.title());
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await page.getByRole('link', { name: 'Inbox' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  titles.push(await page.title());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
  titles.push(await page.title());
  await page.getByRole('button', { name: 'Filipino' }).first().click();
  await expect(page).toHaveURL(`${site()}/php/inbox`);

  // The token lives only in the httpOnly session cookie: whatever else the page saw, it is not there.
  const held = (await page.context().cookies()).find((c) => c.name === 'pf_session');
  expect(held).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const secret = held!.value;
  expect(urls.filter((url) => url.includes(secret))).toEqual([]);
  expect(titles.filter((title) => title.includes(secret))).toEqual([]);
  expect(console.filter((line) => line.includes(secret))).toEqual([]);
  const readable = await page.evaluate(() => `${document.cookie}\n${JSON.stringify(localStorage)}`);
  expect(readable).not.toContain('pf_session');
  expect(readable).not.toContain(secret);

  const cookies = await page.context().cookies();
  const inAYear = Date.now() / 1000 + 365 * 24 * 3600;
  const day = 24 * 3600;
  const language = cookies.find((c) => c.name === 'i18n_redirected');
  expect(language).toMatchObject({ value: 'PHP', path: '/', sameSite: 'Lax' });
  expect(Math.abs(language!.expires - inAYear)).toBeLessThan(day);
  const viewport = cookies.find((c) => c.name === 'viewport');
  expect(viewport).toMatchObject({ path: '/', sameSite: 'Strict', secure: true });
  expect(Math.abs(viewport!.expires - inAYear)).toBeLessThan(day);
  expect(errors).toEqual([]);
});
