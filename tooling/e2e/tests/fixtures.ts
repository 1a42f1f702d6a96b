import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { site } from '../servers';

export { expect };

/**
 * Resolves once the page answers a player: the app has taken the page over (`<html data-pf-ready>`), or the
 * page is not the app's. The server's page is readable at once, but its scripts are asked for only
 * after the first paint, so a tap before then would fall on markup with no handlers yet.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-pf-ready') ||
      !document.querySelector('script[data-pf-boot]'),
  );
}

const ready = new WeakSet<Page>();

/** Makes every full load of the page (goto, reload) end when the app answers, as a player waits. */
function waitOnLoads(page: Page): void {
  if (ready.has(page)) return;
  ready.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForApp(page);
    return response;
  };
}

/**
 * Playwright's `test` whose pages wait for the app after each full load: the test's own page and
 * every page of a context or browser page a journey opens itself (scripts disabled excepted).
 */
export const test = base.extend({
  // Each worker has a web server of its own: relative paths go to it.
  baseURL: site(),
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      context.pages().forEach(waitOnLoads);
      context.on('page', waitOnLoads);
    }
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', waitOnLoads);
        return context;
      };
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitOnLoads(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
