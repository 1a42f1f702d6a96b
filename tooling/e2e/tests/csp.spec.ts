import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { site, webPort } from '../servers';
import { homeLanguage, localPath, named, templatesUnderTest } from './template-support';

/**
 * Every template's home under the Content-Security-Policy the server sends, with the operator's
 * analytics snippets and live chat on: no violation while the page loads, hydrates, runs the
 * snippets, starts the chat widget and opens it, and moves to another page. `npm test` runs the
 * fixed sample of templates, E2E_FULL=1 all 15.
 */

declare global {
  interface Window {
    __pfAnalytics?: { event: string }[];
    __cspViolations?: string[];
    LiveChatWidget?: { isReady(): boolean };
  }
}

/** A chat the sandbox's site may not have: the widget every site with chat loads. */
const CHAT = '"live_chat":{"chat_id":"chat-csp","image_id":"bubble"}';

/**
 * Turns the operator's live chat on in the page's state where the sandbox seeds it off. The state
 * is inert JSON, which the policy's hashes do not cover, so the page's policy still holds.
 */
async function withChat(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document') return route.continue();
      // Node does not resolve `*.localhost`: the page is fetched by address, for its host.
      const url = new URL(request.url());
      const response = await route.fetch({
        url: `http://127.0.0.1:${webPort}${url.pathname}${url.search}`,
        headers: { ...(await request.allHeaders()), host: url.host },
        maxRedirects: 0,
      });
      // A redirect's next request does not come through here: the test asks for landing pages.
      if (response.status() !== 200) return route.fulfill({ response });
      const html = (await response.text()).replace(/"live_chat":(null|\{[^}]*\})/g, CHAT);
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      return route.fulfill({ response, headers, body: html });
    },
  );
}

/** Violations as the page reports them, from before its first byte is parsed. */
async function recordViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.violatedDirective} ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return console;
}

for (const theme of templatesUnderTest) {
  test(`${named(theme)}: the home runs under its CSP with analytics and chat on, without a violation`, async ({
    page,
    request,
  }) => {
    const fromConsole = await recordViolations(page);
    await withChat(page);
    // The home an English browser lands on (no language redirect).
    const home = localPath('EN', await homeLanguage(request, theme.themeCode));
    const response = await page.goto(`${site(theme.themeCode)}${home}`);
    expect(response?.status()).toBe(200);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toContain('nonce');
    await expect(page.locator('html[data-pf-ready]')).toBeAttached();

    // The operator's snippets ran, by hash: one in the head, one at the end of the body.
    await expect
      .poll(() => page.evaluate(() => (window.__pfAnalytics ?? []).map((e) => e.event)))
      .toEqual(['head', 'body']);
    // The chat widget's script, added by the page's own code, starts and opens.
    await page.waitForFunction(() => window.LiveChatWidget?.isReady() === true);
    await page.locator('.pf-live-chat').click();
    await expect(page.locator('#pf-livechat-panel')).toBeVisible();

    // Another page's chunks and texts load as the page asks for them.
    const link = page.locator('a[href$="/promotions"]').first();
    await link.evaluate((a: HTMLAnchorElement) => a.click());
    await expect(page).toHaveURL(/\/promotions$/);
    await expect(page.locator('main')).toBeVisible();

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(fromConsole).toEqual([]);
  });
}
