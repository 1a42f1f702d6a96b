import AxeBuilder from '@axe-core/playwright';
import type { ThemeEntry } from '@playfront/core/theme';
import { routeTable } from '@playfront/web/route-table';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { site } from '../servers';
import type { Language, Player } from './template-support';
import {
  full,
  homeLanguage,
  localPath,
  logInButton,
  loginModal,
  named,
  newPlayer,
  signInOn,
  templatesUnderTest,
} from './template-support';

/**
 * axe finds no serious or critical violation (WCAG 2.x A and AA rules) on any route of spec
 * the route table: guest and public routes as a guest, protected routes signed in, and the open login
 * modal of modal templates. E2E_FULL=1 checks every route of every template (one colour each);
 * `npm test` one route of each kind of page on slot1 (the game categories share one lobby, the
 * information pages one layout) and the home and login pages of the other sample templates, to
 * stay in budget (every template's home runs axe in its Storybook stories in `npm test` too).
 */
test.describe.configure({ mode: 'default' });

const everyRoute = {
  guest: routeTable.filter((r) => !r.middleware.includes('auth')).map((r) => r.path),
  signedIn: routeTable.filter((r) => r.middleware.includes('auth')).map((r) => r.path),
};
/** One route of each kind of page: what `npm test` checks on slot1. */
const kindsOfPage = {
  guest: [
    '/',
    '/login',
    '/register',
    '/forgot-password',
    '/hot',
    '/slots',
    '/sports',
    '/playnow',
    '/promotions',
    '/news',
    '/leaderboard',
    '/mission',
    '/spin',
    '/faqs',
    '/about',
    '/responsible-gaming',
  ],
  signedIn: [
    '/account',
    '/edit-profile',
    '/change-password',
    '/deposit',
    '/withdrawal',
    '/add-bank',
    '/transaction-history',
    '/statement',
    '/bet-history',
    '/inbox',
    '/vip',
    '/verification',
  ],
};

function routesOf(theme: ThemeEntry) {
  if (full) return everyRoute;
  if (theme.themeCode === 'slot1') return kindsOfPage;
  return { guest: ['/', '/login'], signedIn: [] };
}

/** Serious and critical violations on the page, one line per rule and element. */
async function seriousViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map(
        (n) => `${label}: ${v.id} (${v.impact}) ${n.target.join(' ')} ${n.failureSummary}`,
      ),
    );
}

async function scan(page: Page, theme: ThemeEntry, home: Language, paths: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(`${site(theme.themeCode)}${localPath('EN', home, path)}`);
    await expect(page.getByRole('main'), path).toBeVisible();
    // The preloader page is only the loading indicator; every other page names itself.
    if (path !== '/preloader') await expect(page.locator('h1').first(), path).toBeVisible();
    // The hub's notifications section loads as the player scrolls near it: scanned with the rest.
    if (path === '/account') {
      await page
        .getByRole('main')
        .getByRole('button', { name: 'Log out' })
        .scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
      // Scanned from the top like every page: scrolled down, the links above sit under a
      // sticky header, which axe counts as targets too small wherever the test stopped.
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    found.push(...(await seriousViolations(page, path)));
  }
  return found;
}

for (const theme of templatesUnderTest) {
  const routes = routesOf(theme);
  test.describe(named(theme), () => {
    let home: Language = 'EN';
    let player: Player;

    test.beforeAll(async ({ request }) => {
      home = await homeLanguage(request, theme.themeCode);
      if (routes.signedIn.length > 0) player = await newPlayer(request, theme.themeCode);
    });

    test(`${theme.themeCode}: ${routes.guest.length} guest pages${theme.loginMode === 'page' ? '' : ' and the login modal'} have no serious axe violation`, async ({
      page,
    }) => {
      test.setTimeout(routes.guest.length * 15_000 + 20_000);
      expect(everyRoute.guest, 'guest routes of the table').toEqual(
        expect.arrayContaining([...routes.guest]),
      );
      const found = await scan(page, theme, home, routes.guest);
      const modal = loginModal(page, theme);
      if (modal) {
        await page.goto(`${site(theme.themeCode)}${localPath('EN', home, '/')}`);
        await logInButton(page).click();
        await expect(modal).toBeVisible();
        found.push(...(await seriousViolations(page, `/ with #${theme.loginMode} open`)));
      }
      expect(found).toEqual([]);
    });

    if (routes.signedIn.length > 0)
      test(`${theme.themeCode}: ${routes.signedIn.length} signed-in pages have no serious axe violation`, async ({
        page,
      }) => {
        test.setTimeout(routes.signedIn.length * 15_000 + 30_000);
        expect(everyRoute.signedIn, 'signed-in routes of the table').toEqual(
          expect.arrayContaining([...routes.signedIn]),
        );
        await signInOn(page, theme, player, { home });
        expect(await scan(page, theme, home, routes.signedIn)).toEqual([]);
      });
  });
}
