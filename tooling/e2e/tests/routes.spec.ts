import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { routeTable } from '@playfront/web/route-table';
import { site } from '../servers';
import { DEMO, fillSignIn } from './support';

/**
 * Every path renders for a guest and for a signed-in player, with no uncaught error, in a page-
 * login template (slot1), a #loginmodal one (slot2) and the modal-signin one (slot5). `npm test`
 * visits a fixed sample on each (a11y.spec.ts opens one page of each kind on slot1); E2E_FULL=1 visits all
 * of them on all three.
 */
const full = process.env.E2E_FULL === '1';
const paths = routeTable.map((r) => r.path);
const sample = [
  '/',
  '/slots',
  '/hot',
  '/sports',
  '/about',
  '/login',
  '/register',
  '/account',
  '/deposit',
  '/inbox',
  '/vip',
  '/promotions',
];

const sites = [
  { host: 'localhost', paths: full ? paths : sample },
  { host: 'slot2', paths: full ? paths : sample },
  { host: 'slot5', paths: full ? paths : sample },
];

/** Paths only a signed-in player sees: a guest is asked to sign in instead. */
const protectedPaths = new Set<string>(
  routeTable.filter((r) => r.middleware.includes('auth')).map((r) => r.path),
);

async function visitAll(page: Page, host: string, list: string[], guest = false) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const path of list) {
    const response = await page.goto(`${site(host)}${path === '/' ? '' : path}`);
    expect(response?.status(), path).toBeLessThan(400);
    if (guest && protectedPaths.has(path)) {
      // Page templates show the sign-in page, modal templates open their sign-in dialog.
      await expect(page.getByLabel('Account ID'), path).toBeVisible();
      continue;
    }
    await expect(page.getByRole('main'), path).toBeVisible();
    // The preloader page is only the loading indicator; every other page names itself.
    if (path !== '/preloader') await expect(page.locator('h1').first(), path).toBeVisible();
  }
  expect(errors).toEqual([]);
}

for (const { host, paths: list } of sites) {
  test(`${host}: ${list.length} paths render for a guest`, async ({ page }) => {
    test.setTimeout(list.length * 4_000 + 10_000);
    await visitAll(page, host, list, true);
  });

  test(`${host}: ${list.length} paths render for a signed-in player`, async ({ page }) => {
    test.setTimeout(list.length * 4_000 + 20_000);
    await page.goto(`${site(host)}/account`);
    // Page templates send the guest to /login, modal templates open their modal on the home page.
    await expect(page.getByLabel('Account ID')).toBeVisible({ timeout: 5_000 });
    await fillSignIn(page, DEMO.id, DEMO.password);
    await expect(page.getByRole('button', { name: 'Log out' }).first()).toBeAttached();
    await visitAll(page, host, list);
  });
}
