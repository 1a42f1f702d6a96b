import type { GameCategoryKey, MenuItem } from '@playfront/core/contract';
import { APP_DOWNLOAD_PATH, filterMenu } from '@playfront/core/site';
import { selectIsAuthenticated, selectLayout, useAppSelector } from '@playfront/core/store';
import { useCategoryLinks } from '@playfront/ui/site';
import type { ParseKeys } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from '@playfront/core/i18n';

/** A link of the site's navigation; `key` names it for a template's icon set. */
export interface NavItem {
  key: 'home' | 'promotions' | 'vip' | GameCategoryKey;
  to: string;
  label: string;
}

/** An entry of the operator's menu, its children already filtered. */
export interface MenuLink {
  key: string;
  to: string;
  label: string;
  children: MenuLink[];
}

/**
 * The `ui` message naming each page the templates link to by path: the information pages, the
 * product's own pages and the account pages.
 */
export const pageLabels = {
  '/about': 'about',
  '/privacy-policy': 'privacyPolicy',
  '/responsible-gaming': 'responsibleGaming',
  '/banking': 'banking',
  '/faqs': 'faqs',
  '/contact-us': 'contactUs',
  '/term-condition': 'termsConditions',
  '/mission': 'mission',
  '/leaderboard': 'leaderboard',
  '/spin': 'spin',
  '/news': 'news',
  '/review': 'review',
  '/download': 'download',
  '/referral': 'referral',
  '/account': 'account',
  '/vip': 'vip',
  '/inbox': 'inbox',
  '/withdrawal': 'withdrawal',
  '/transaction-history': 'transactionHistory',
  '/bet-history': 'betHistory',
  '/statement': 'statement',
} as const satisfies Record<string, ParseKeys<'ui'>>;

export type PagePath = keyof typeof pageLabels;

/** The information pages, in the order the footer lists them. */
export const footerPages = [
  '/about',
  '/privacy-policy',
  '/responsible-gaming',
  '/banking',
  '/faqs',
  '/contact-us',
  '/term-condition',
] as const satisfies readonly PagePath[];

/** The product's own pages a player browses: events and community first, sign-in-only ones last. */
export const explorePages = [
  '/mission',
  '/leaderboard',
  '/spin',
  '/news',
  '/review',
  '/download',
] as const satisfies readonly PagePath[];

/** Pages of `explorePages`' kind that need a signed-in player. */
export const signedInExplorePages = ['/referral'] as const satisfies readonly PagePath[];

const toLinks = (items: readonly MenuItem[]): MenuLink[] =>
  items.map((item) => ({
    key: String(item.content_id),
    to: item.path,
    label: item.title,
    children: toLinks(item.children),
  }));

/** The paths a menu (and its children) links to. */
export function menuPaths(menu: readonly MenuLink[]): Set<string> {
  const paths = new Set<string>();
  const walk = (items: readonly MenuLink[]) => {
    for (const item of items) {
      paths.add(item.to);
      walk(item.children);
    }
  };
  walk(menu);
  return paths;
}

/** The links with the `lead` categories moved up, right after Home (a sportsbook leads with sports). */
export function leadingWith(
  items: readonly NavItem[],
  lead: readonly GameCategoryKey[],
): NavItem[] {
  if (lead.length === 0) return [...items];
  const first = (item: NavItem) => lead.includes(item.key as GameCategoryKey);
  const [home, ...rest] = items;
  return [...(home ? [home] : []), ...rest.filter(first), ...rest.filter((i) => !first(i))];
}

export interface SiteNavigation {
  /** Home, the site's game categories (those with providers, plus hot), promotions and VIP. */
  primary: NavItem[];
  /** The operator's `content.menu`, categories without providers dropped. */
  menu: MenuLink[];
  /**
   * Missions, leaderboard, spin, news, reviews, download (only with the site's
   * `show_app_download`), and referral when signed in.
   */
  explore: { to: string; label: string }[];
  /** The information pages. */
  legal: { to: string; label: string }[];
}

/**
 * The one navigation model of every template: what the header, drawer and footer link to.
 * Category order follows `content.game_menu` where the operator sent one.
 */
export function useSiteNavigation(): SiteNavigation {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const { content, provider_count, hasHotGames, show_app_download } = useAppSelector(selectLayout);
  const signedIn = useAppSelector(selectIsAuthenticated);
  return useMemo(() => {
    const order = (content?.game_menu ?? []).map((g) => g.category);
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const sorted = [...categories].sort((a, b) => rank(a.key) - rank(b.key));
    const menu = toLinks(
      filterMenu(
        content?.menu ?? [],
        { providerCount: provider_count, hasHotGames },
        { showAppDownload: show_app_download },
      ),
    );
    const pages = (list: readonly PagePath[]) =>
      list.map((to) => ({ to, label: t(pageLabels[to]) }));
    const explore = explorePages.filter((to) => show_app_download || to !== APP_DOWNLOAD_PATH);
    return {
      primary: [
        { key: 'home', to: '/', label: t('home') },
        ...sorted.map((c) => ({ key: c.key, to: c.route, label: c.label })),
        { key: 'promotions', to: '/promotions', label: t('promotions') },
        { key: 'vip', to: '/vip', label: t('vip') },
      ],
      menu,
      explore: pages(signedIn ? [...explore, ...signedInExplorePages] : explore),
      legal: pages(footerPages),
    };
  }, [categories, content, provider_count, hasHotGames, show_app_download, signedIn, t]);
}
