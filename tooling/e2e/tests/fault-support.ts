import { expect } from '@playwright/test';
import type { Locator, Page, Route } from '@playwright/test';

/** Matches one API call of the site by its path, on any host. */
export const apiCall = (path: string) => (url: URL) => url.pathname === path;

/** Ends a fault: the call reaches the server again. */
export type Heal = () => Promise<void>;

async function fault(page: Page, path: string, handler: (route: Route) => Promise<void>) {
  const matcher = apiCall(path);
  await page.route(matcher, handler);
  return () => page.unroute(matcher, handler);
}

/** Answers a call with a JSON envelope (HTTP 200 unless told). */
export function answerApi(page: Page, path: string, body: unknown, status = 200): Promise<Heal> {
  return fault(page, path, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

/** Makes a call fail as if the network were down. */
export function abortApi(page: Page, path: string): Promise<Heal> {
  return fault(page, path, (route) => route.abort('internetdisconnected'));
}

/** Answers a call with a raw body, e.g. an HTML error page or broken JSON. */
export function answerRaw(page: Page, path: string, status: number, body: string): Promise<Heal> {
  return fault(page, path, (route) =>
    route.fulfill({ status, contentType: 'application/json', body }),
  );
}

/** Lets the real call through and hands its JSON to `edit` before the page sees it. */
export async function editApi(
  page: Page,
  path: string,
  edit: (json: Record<string, unknown>, body: Record<string, unknown>) => unknown,
) {
  await page.route(apiCall(path), async (route: Route) => {
    const response = await route.fetch();
    const json = (await response.json()) as Record<string, unknown>;
    const sent = (route.request().postDataJSON() ?? {}) as Record<string, unknown>;
    await route.fulfill({ response, json: edit(json, sent) });
  });
}

/**
 * The server renders guest pages with their data and writes the startup answer into the HTML;
 * without them the browser renders the page and asks for startup and the screen's data itself (as
 * it does for a signed-in player), so those calls can be faulted or edited from the page.
 */
export async function renderInBrowser(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script id="pf-(startup|state)"[^>]*>[\s\S]*?<\/script>/g,
        '',
      );
      return route.fulfill({ response, body: html });
    },
  );
}

/** Collects every console line of the page. */
export function watchConsole(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  return lines;
}

/** The toasts stacked at the bottom-right corner of the page. */
export const bottomRightToasts = (page: Page): Locator =>
  page.locator('[data-sonner-toaster][data-x-position="right"][data-y-position="bottom"]');

/** The error modal of the catalogue, by its title. */
export const errorModal = (page: Page): Locator =>
  page.getByRole('dialog', { name: 'Something went wrong' });

/** Closes the error modal with its OK button and checks it is gone. */
export async function dismissErrorModal(page: Page) {
  const modal = errorModal(page);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
}
