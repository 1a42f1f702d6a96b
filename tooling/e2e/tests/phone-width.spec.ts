import type { ThemeEntry } from '@playfront/core/theme';
import { themeManifest } from '@playfront/core/theme';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { routeTable } from '@playfront/web/route-table';
import type { RouteMeta } from '@playfront/web/route-table';
import { site } from '../servers';
import type { Language } from './template-support';
import {
  full,
  homeLanguage,
  localPath,
  named,
  newPlayer,
  sampleCodes,
  signInOn,
} from './template-support';

/**
 * Every page fits a phone 320 px wide: the page itself never scrolls sideways (a scroller inside
 * the page, such as the category tabs, may). Guest pages are opened as a guest, pages behind
 * `auth` as a new player signed in once per template. `npm test` checks a fixed set of routes on
 * the sample templates and the game category pages on the others; E2E_FULL=1 checks every route
 * of the route table on all 15 templates.
 */
const PHONE = { width: 320, height: 640 };

const sampleRoutes = [
  '/',
  '/slots',
  '/casino',
  '/hot',
  '/sports',
  '/promotions',
  '/register',
  '/account',
  '/deposit',
  '/transaction-history',
];
/** The pages whose tab and game rows are widest. */
const gameRoutes = ['/slots', '/casino', '/hot'];
const routesOf = (theme: ThemeEntry) => {
  if (full) return routeTable;
  const paths = sampleCodes.includes(theme.themeCode) ? sampleRoutes : gameRoutes;
  return routeTable.filter((r) => paths.includes(r.path));
};
const needsPlayer = (route: RouteMeta) => route.middleware.includes('auth');

test.use({ viewport: PHONE });

interface Width {
  scrollWidth: number;
  innerWidth: number;
  /** The widest element that reaches past the viewport, described for the failure message. */
  widest: string;
}

/** The document's width and, when it is too wide, the widest element that makes it so. */
function measure(page: Page): Promise<Width> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const name = (el: Element) => {
      const classes = Array.from(el.classList)
        .slice(0, 2)
        .map((c) => `.${c}`);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes.join('')}`;
    };
    const path = (el: Element) => {
      const parts: string[] = [];
      for (let at: Element | null = el; at && at !== document.body; at = at.parentElement)
        parts.unshift(name(at));
      return parts.slice(-5).join(' > ');
    };
    /** Inside a fixed box or a box that clips or scrolls sideways, it cannot widen the page. */
    const contained = (el: Element) => {
      for (
        let at: Element | null = el;
        at && at !== document.documentElement;
        at = at.parentElement
      ) {
        const style = getComputedStyle(at);
        if (style.position === 'fixed') return true;
        if (at !== el && style.overflowX !== 'visible') return true;
      }
      return false;
    };
    const reachesOut = (rect: DOMRect) => rect.right > viewport + 0.5 || rect.left < -0.5;
    let widest: { el: Element; rect: DOMRect } | undefined;
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (!reachesOut(rect) || contained(el)) continue;
      if (!widest || rect.width > widest.rect.width) widest = { el, rect };
    }
    let described = 'no single element reaches past the viewport';
    if (widest) {
      const { el, rect } = widest;
      const px = (n: number) => `${Math.round(n)} px`;
      described = `${path(el)} is ${px(rect.width)} wide from x=${Math.round(rect.left)}`;
      const parent = el.parentElement;
      if (parent) {
        const style = getComputedStyle(parent);
        const columns = style.display.includes('grid')
          ? `, grid columns ${style.gridTemplateColumns.slice(0, 60)}`
          : '';
        described += ` inside ${name(parent)} (${style.display}, ${px(parent.getBoundingClientRect().width)}${columns})`;
      }
      // The deepest boxes as wide as it under the same parent: the content that sets that width.
      const depth = (node: Element) => {
        let n = 0;
        for (let at: Element | null = node; at && at !== parent; at = at.parentElement) n += 1;
        return n;
      };
      const asWide = Array.from((parent ?? el).querySelectorAll('*')).filter(
        (node) => node.getBoundingClientRect().width >= rect.width - 4 && !contained(node),
      );
      const deepest = Math.max(...asWide.map(depth));
      const within = (node: Element) => {
        const parts: string[] = [];
        for (let at: Element | null = node; at && at !== parent; at = at.parentElement)
          parts.unshift(name(at));
        return `${parts.join(' > ')} ${px(node.getBoundingClientRect().width)}`;
      };
      const causes = [
        ...new Set(asWide.filter((node) => depth(node) === deepest && node !== el).map(within)),
      ];
      if (causes.length > 0) described += `; deepest as wide: ${causes.slice(0, 3).join(', ')}`;
    }
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: viewport,
      widest: described,
    };
  });
}

/** Opens a page and waits for what a player waits for: its heading, and its lists done loading. */
async function open(page: Page, url: string, route: RouteMeta) {
  await page.goto(url);
  const main = page.getByRole('main');
  await expect(main, route.path).toBeVisible();
  // The preloader page is only the loading indicator; every other page names itself.
  if (route.path !== '/preloader')
    await expect(main.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible();
  // Game grids, match lists and other loading sections say aria-busy until their data is in.
  await expect(main.locator('[aria-busy="true"]'), route.path).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

async function checkFits(page: Page, url: string, route: RouteMeta) {
  await open(page, url, route);
  const width = await measure(page);
  expect
    .soft(width.scrollWidth, `${route.path} scrolls sideways at ${PHONE.width} px: ${width.widest}`)
    .toBeLessThanOrEqual(width.innerWidth);
}

test.describe.configure({ mode: 'default' });

for (const theme of themeManifest) {
  const routes = routesOf(theme);
  const guestRoutes = routes.filter((r) => !needsPlayer(r));
  const playerRoutes = routes.filter(needsPlayer);
  test(`${named(theme)}: ${routes.length} pages fit a ${PHONE.width} px wide phone without scrolling sideways`, async ({
    page,
    request,
  }) => {
    test.setTimeout(routes.length * 4_000 + 30_000);
    const home: Language = await homeLanguage(request, theme.themeCode);
    const at = (path: string) => `${site(theme.themeCode)}${localPath('EN', home, path)}`;
    for (const route of guestRoutes) await checkFits(page, at(route.path), route);
    if (playerRoutes.length === 0) return;
    const player = await newPlayer(request, theme.themeCode);
    await signInOn(page, theme, player, { home });
    for (const route of playerRoutes) await checkFits(page, at(route.path), route);
  });
}
