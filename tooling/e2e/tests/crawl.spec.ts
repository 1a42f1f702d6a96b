import type { MenuItem, ProviderCount } from '@playfront/core/contract';
import { filterMenu, HOT_CATEGORY } from '@playfront/core/site';
import type { ThemeEntry } from '@playfront/core/theme';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { findRoute, routeTable } from '@playfront/web/route-table';
import { sandboxPort, site } from '../servers';
import type { Language } from './template-support';
import {
  homeLanguage,
  localPath,
  logInButton,
  named,
  newVisit,
  inTurn,
  journeyTemplates,
  signInOn,
} from './template-support';

/**
 * Every route is reachable by clicking from a template's home page: a guest reaches every page
 * that does not need a player, a signed-in player every page that does not refuse one, on a phone
 * and on a desktop screen. The crawl starts at home, follows the links a player sees (a link that
 * is in the page but hidden at this size does not count), opens the pages it found and reads
 * their links in turn. A game's Play link opens /playnow (for a guest, a game with demo play); a
 * template's Log in button opens its page or its modal, whose links count.
 * /preloader is the loading indicator, not a destination, and is left out, as is /deposit-result:
 * the provider's checkout returns the player there, and a deposit's status in the transaction
 * history links to it, but a new player has no deposit (payments.spec.ts goes there).
 * `npm test` crawls the sample pair (a sign-in page and a login modal) at one size each, phone and
 * desktop in turn; E2E_FULL=1 all 15 at both.
 */
const sizes = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

type Who = 'guest' | 'player';

const crawled = routeTable.filter((r) => !['/preloader', '/deposit-result'].includes(r.path));
/** The routes a player should reach; /download only where the site offers its app. */
const wanted = (who: Who, appDownload: boolean) =>
  crawled
    .filter((r) => !r.middleware.includes(who === 'guest' ? 'auth' : 'guest'))
    .filter((r) => appDownload || r.path !== '/download')
    .map((r) => r.path)
    .sort();

/** The route of a link's path, its language prefix dropped. */
function routeOf(href: string, origin: string): string | undefined {
  const url = new URL(href, origin);
  if (url.origin !== origin) return undefined;
  const path = url.pathname.replace(/^\/(en|php|cn)(?=\/|$)/, '') || '/';
  return findRoute(path)?.path;
}

/** The routes of the links a player sees on the page. */
async function visibleRoutes(page: Page, origin: string): Promise<Set<string>> {
  const hrefs = await page
    .locator('a[href]:visible')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return new Set(hrefs.map((h) => routeOf(h, origin)).filter((r): r is string => r !== undefined));
}

async function settle(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

interface StartupMenu {
  content?: { menu: MenuItem[] };
  /** The operator's chat; a brand without one sends `chat_id: null`. */
  live_chat?: { chat_id?: string | null };
  provider_count?: ProviderCount[];
  site?: { show_app_download?: boolean };
}

/**
 * The operator's menu of a site, as the sandbox sends it, what the menu keeps of it, whether
 * the site offers its app, and whether it runs the operator's live chat.
 */
async function operatorMenu(host: string) {
  const response = await fetch(`http://127.0.0.1:${sandboxPort}/api/startup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ domain_name: `${host}.localhost` }),
  });
  const body = (await response.json()) as StartupMenu;
  const menu = body.content?.menu ?? [];
  const providerCount = body.provider_count ?? [];
  const hasHotGames = providerCount.some((p) => p.category === HOT_CATEGORY && p.count > 0);
  const appDownload = body.site?.show_app_download === true;
  const kept = filterMenu(menu, { providerCount, hasHotGames });
  // Without an app to download, the operator's Download entry goes too.
  const shown = appDownload ? kept : kept.filter((item) => item.path !== '/download');
  return { menu, shown, appDownload, liveChat: Boolean(body.live_chat?.chat_id) };
}

const titles = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.title, ...titles(item.children)]);

async function crawl(page: Page, theme: ThemeEntry, home: Language, who: Who) {
  const origin = site(theme.themeCode);
  const at = (path: string) => `${origin}${localPath('EN', home, path)}`;
  const reached = new Set<string>(['/']);
  const opened = new Set<string>();
  const { appDownload, liveChat } = await operatorMenu(theme.themeCode);
  const goal = wanted(who, appDownload);
  const missing = () => goal.filter((path) => !reached.has(path));

  // Home first, then each page reached, until every wanted route is reached.
  const queue = ['/'];
  while (queue.length > 0 && missing().length > 0) {
    const path = queue.shift()!;
    if (opened.has(path)) continue;
    opened.add(path);
    await page.goto(at(path));
    await settle(page);
    for (const route of await visibleRoutes(page, origin)) {
      if (!reached.has(route)) {
        reached.add(route);
        queue.push(route);
      }
    }
    if (path !== '/') continue;
    if (who === 'guest') {
      // Log in: the template's page, or its modal and the links in it.
      await logInButton(page).click();
      const dialog = page.getByRole('dialog');
      await expect(page.getByRole('heading', { level: 1 }).or(dialog).first()).toBeVisible();
      const after = routeOf(page.url(), origin);
      if (after && !reached.has(after)) {
        reached.add(after);
        queue.push(after);
      }
      if (await dialog.isVisible()) {
        for (const route of await visibleRoutes(page, origin)) {
          if (!reached.has(route)) {
            reached.add(route);
            queue.push(route);
          }
        }
        await page.keyboard.press('Escape');
      }
    }
    // A game's Play link opens the game page; JILI's slots offer demo play, so a guest too.
    await page.goto(`${at('/slots')}?provider=JILI`);
    await settle(page);
    // The chat button floats over the phone's bottom corner, where the first game's Play link
    // sits, once the operator's widget has loaded: tapped as it appears, the tap lands on it.
    if (liveChat) await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
    await page
      .getByRole('link', { name: /^Play / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/playnow/);
    reached.add('/playnow');
  }
  expect(missing(), `${named(theme)} as a ${who}: routes no click reaches`).toEqual([]);
  if (!appDownload) expect(reached, 'no app, no link to /download').not.toContain('/download');
}

for (const theme of journeyTemplates) {
  for (const [size, viewport] of inTurn(theme, Object.entries(sizes))) {
    test.describe(`${named(theme)} on a ${size}`, () => {
      test.use({ viewport });

      test('a guest reaches every page by clicking; the operator menu shows, filtered', async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        const home = await homeLanguage(request, theme.themeCode);
        await crawl(page, theme, home, 'guest');

        const { menu, shown } = await operatorMenu(theme.themeCode);
        await page.goto(`${site(theme.themeCode)}${localPath('EN', home, '/')}`);
        const siteMenu = page.getByRole('navigation', { name: 'Site menu' });
        await expect(siteMenu).toBeVisible();
        const names = await siteMenu.getByRole('link').allTextContents();
        expect(names.sort()).toEqual(titles(shown).sort());
        const dropped = titles(menu).filter((title) => !titles(shown).includes(title));
        for (const title of dropped) expect(names).not.toContain(title);
      });

      test('a signed-in player reaches every page by clicking', async ({ page, request }) => {
        test.setTimeout(120_000);
        const { home, player } = await newVisit(request, theme.themeCode);
        await signInOn(page, theme, player, { home });
        await crawl(page, theme, home, 'player');
      });
    });
  }
}
