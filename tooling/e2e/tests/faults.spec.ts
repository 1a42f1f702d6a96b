import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { site } from '../servers';
import {
  abortApi,
  answerApi,
  answerRaw,
  apiCall,
  bottomRightToasts,
  dismissErrorModal,
  renderInBrowser,
  errorModal,
  watchConsole,
} from './fault-support';
import { DEMO, fillSignIn, logOutOtherSessions, signIn, watchErrors } from './support';

/** The English texts the error catalogue leads to. */
const texts = {
  internalServerError: 'The server could not complete the request. Please try again shortly.',
  disconnect: 'You appear to be offline. Check your connection and try again.',
  startupFailed: 'The site could not be loaded.',
  invalidSession: 'Session ended',
  sessionExpired: 'Your session has expired. Please log in again.',
  noFavourites: 'No favourites yet. Tap the heart on a game to add it.',
};

const logOut = (page: Page) => page.getByRole('button', { name: 'Log out' }).first();
const logIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log in' });

/** Signs in on a modal-login site from its home page. */
async function signInByModal(page: Page, host: string, home: string) {
  await page.goto(`${site(host)}${home}/account`);
  await expect(page.locator('#loginmodal')).toBeVisible({ timeout: 5_000 });
  await fillSignIn(page, DEMO.id, DEMO.password);
  await expect(page.locator('#loginmodal')).toBeHidden();
  await expect(logOut(page)).toBeAttached();
}

/** A session expiry as the player sees it: logged out, warned at bottom-right. */
async function expectSessionEnded(page: Page) {
  const toast = bottomRightToasts(page).getByRole('listitem').filter({
    hasText: texts.invalidSession,
  });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(texts.sessionExpired);
  const box = await toast.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x + box.width > viewport.width / 2).toBe(true);
  expect(box && viewport && box.y + box.height > viewport.height / 2).toBe(true);
  await expect(logOut(page)).toHaveCount(0);
}

test.describe('network failure', () => {
  test('sign-in without a network shows the server-error modal and works once the network is back', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await page.goto(`${site()}/login`);
    const heal = await abortApi(page, '/api/auth/login');
    await fillSignIn(page, DEMO.id, DEMO.password);
    await expect(errorModal(page)).toContainText(texts.internalServerError);
    await dismissErrorModal(page);
    await expect(page).toHaveURL(`${site()}/login`);

    await heal();
    await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
    await expect(page).toHaveURL(`${site()}/`);
    await expect(logOut(page)).toBeAttached();
    expect(errors).toEqual([]);
  });

  test('a player action that is not an auth call reports the lost connection', async ({ page }) => {
    const errors = watchErrors(page);
    await signIn(page, 'localhost', '/inbox');
    await abortApi(page, '/api/settings/claim_inbox');
    const item = page.getByRole('article', { name: 'Weekly cashback' });
    await item.getByRole('button', { name: 'Claim' }).click();
    await expect(errorModal(page)).toContainText(texts.disconnect);
    await dismissErrorModal(page);
    await expect(item.getByRole('button', { name: 'Claim' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

const serverFaults = [
  { name: 'HTTP 500', status: 500, body: '<h1>500 Internal Server Error</h1>' },
  { name: 'a 200 whose body is not JSON', status: 200, body: '{"statusCode":1,"site":' },
];

test.describe('server failure', () => {
  for (const fault of serverFaults) {
    test(`startup answering ${fault.name} shows the error page in words; a reload recovers`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await renderInBrowser(page);
      const heal = await answerRaw(page, '/api/startup', fault.status, fault.body);
      await page.goto(site());
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `500 ${texts.internalServerError}`,
      );
      await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

      await heal();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
      expect(errors).toEqual([]);
    });

    test(`sign-in answering ${fault.name} shows the server-error modal and the form stays usable`, async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto(`${site()}/login?redirect=%2Faccount`);
      const heal = await answerRaw(page, '/api/auth/login', fault.status, fault.body);
      await fillSignIn(page, DEMO.id, DEMO.password);
      await expect(errorModal(page)).toContainText(texts.internalServerError);
      await dismissErrorModal(page);
      await expect(page.getByLabel('Account ID')).toHaveValue(DEMO.id);

      await heal();
      await page.getByRole('button', { name: 'Log in', exact: true }).last().click();
      await expect(page).toHaveURL(`${site()}/account`);
      expect(errors).toEqual([]);
    });
  }
});

test('a startup that takes 10 s shows a loading state, then the site', async ({ page }) => {
  test.setTimeout(45_000);
  const errors = watchErrors(page);
  await renderInBrowser(page);
  let answered = false;
  await page.route(apiCall('/api/startup'), async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    answered = true;
    await route.fulfill({ response });
  });
  await page.goto(site(), { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toBeVisible();
  expect(answered).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to', {
    timeout: 20_000,
  });
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('service unavailable', () => {
  test('balance and favourites answering -503 are only logged: no modal, favourites empty', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const console = watchConsole(page);
    const unavailable = { statusCode: -503, statusMessage: 'serviceUnavailable' };
    await answerApi(page, '/api/auth/get_balance', unavailable);
    await answerApi(page, '/api/home/fav_list', unavailable);
    await signIn(page, 'localhost', '/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
    const favourites = page.getByRole('region', { name: 'Favourites' });
    await expect(favourites).toContainText(texts.noFavourites);
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect
      .poll(() => console.filter((line) => line.includes('serviceUnavailable')).length)
      .toBeGreaterThanOrEqual(2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('link', { name: 'Inbox' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox');
    expect(errors).toEqual([]);
  });

  test('balance and favourites lost to the network are only logged too', async ({ page }) => {
    const errors = watchErrors(page);
    await abortApi(page, '/api/auth/get_balance');
    await answerRaw(page, '/api/home/fav_list', 500, 'Bad gateway');
    await signIn(page, 'localhost', '/account');
    await expect(
      page.getByRole('region', { name: 'Favourites' }).getByText(texts.noFavourites),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('session expiry', () => {
  test('slot1: sessionExpired on the balance logs out, warns at bottom-right and opens /login', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await signIn(page, 'localhost', '/account');
    await answerApi(page, '/api/auth/get_balance', {
      statusCode: -401,
      statusMessage: 'sessionExpired',
    });
    await page.getByRole('button', { name: 'Refresh balance' }).click();
    await expectSessionEnded(page);
    await expect(page).toHaveURL(`${site()}/login`);
    await expect(page.getByLabel('Account ID')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('slot2: a session ended on the backend, met opening the inbox, lands home with #loginmodal open', async ({
    page,
    browser,
  }) => {
    // Two sign-ins by modal, on two devices, and four pages loaded: more than one page's time.
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    // slot2's own language is Filipino: an English browser reads the /en pages.
    await signInByModal(page, 'slot2', '/en');
    // Another device of the account logs every other session out: this page's ends on the backend.
    const other = await browser.newContext();
    const device = await other.newPage();
    await signInByModal(device, 'slot2', '/en');
    await device.goto(`${site('slot2')}/en/security`);
    await logOutOtherSessions(device);
    await other.close();
    await page.goto(`${site('slot2')}/en/inbox`);
    await expectSessionEnded(page);
    await expect(page).toHaveURL(`${site('slot2')}/en`);
    await expect(page.locator('#loginmodal')).toBeVisible({ timeout: 5_000 });
    expect(errors).toEqual([]);
  });

  test('a session ended from another device ends at its next own-data call', async ({
    browser,
  }) => {
    const first = await browser.newContext();
    const second = await browser.newContext();
    const page = await first.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'localhost', '/account');
    const other = await second.newPage();
    await signIn(other, 'localhost', '/security');
    await logOutOtherSessions(other);
    await page.getByRole('link', { name: 'Inbox' }).first().click();
    await expectSessionEnded(page);
    await expect(page).toHaveURL(`${site()}/login`);
    await expect(logIn(page)).toBeVisible();
    expect(errors).toEqual([]);
    await first.close();
    await second.close();
  });
});

test('a template chunk that will not load reloads once, then shows the error page', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const chunk = /\/assets\/template1-[\w-]+\.js$/;
  const aborted: string[] = [];
  await page.route(
    (url) => chunk.test(url.pathname),
    (route) => {
      aborted.push(route.request().url());
      return route.abort('failed');
    },
  );
  // Full loads only: a router's history change is a navigation too, but no document request.
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  await page.goto(`${site()}/slots`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`500 ${texts.startupFailed}`);
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  expect(aborted.length).toBeGreaterThan(0);
  // Long enough for a looping reload to show itself.
  await page.waitForTimeout(2_000);
  expect(loads).toEqual([`${site()}/slots`, `${site()}/slots`]);
  expect(errors).toEqual([]);
});

test('a template chunk that fails once is loaded again by the one reload', async ({ page }) => {
  const errors = watchErrors(page);
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  // The chunk fails throughout the first load (preload and import) and loads after the reload.
  await page.route(
    (url) => /\/assets\/template1-[\w-]+\.js$/.test(url.pathname),
    (route) => (loads.length < 2 ? route.abort('failed') : route.fallback()),
  );
  await page.goto(`${site()}/slots`);
  // The server's page shows its heading at once: wait until the reloaded page is the browser's.
  await expect(page.locator('html[data-pf-ready]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
  expect(loads).toEqual([`${site()}/slots`, `${site()}/slots`]);
  expect(errors).toEqual([]);
  // A chunk request the first document left in flight must not hold the page's teardown.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
