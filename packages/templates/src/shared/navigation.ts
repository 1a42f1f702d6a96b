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

type PageLink = { to: string; label: ParseKeys<'ui'> };

/** The information pages, in the order the footer lists them. */
export const footerLinks = [
  { to: '/about', label: 'about' },
  { to: '/privacy-policy', label: 'privacyPolicy' },
  { to: '/responsible-gaming', label: 'responsibleGaming' },
  { to: '/banking', label: 'banking' },
  { to: '/faqs', label: 'faqs' },
  { to: '/contact-us', label: 'contactUs' },
  { to: '/term-condition', label: 'termsConditions' },
] as const satisfies readonly PageLink[];

/** The product's own pages a player browses: events and community first, sign-in-only ones last. */
export const explorePages = [
  { to: '/mission', label: 'mission' },
  { to: '/leaderboard', label: 'leaderboard' },
  { to: '/spin', label: 'spin' },
  { to: '/news', label: 'news' },
  { to: '/review', label: 'review' },
  { to: '/download', label: 'download' },
] as const satisfies readonly PageLink[];

/** Pages of `explorePages`' kind that need a signed-in player. */
export const signedInExplorePages = [
  { to: '/referral', label: 'referral' },
] as const satisfies readonly PageLink[];

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
    const pages = (list: readonly PageLink[]) =>
      list.map((page) => ({ to: page.to, label: t(page.label) }));
    const explore = explorePages.filter(
      (page) => show_app_download || page.to !== APP_DOWNLOAD_PATH,
    );
    return {
      primary: [
        { key: 'home', to: '/', label: t('home') },
        ...sorted.map((c) => ({ key: c.key, to: c.route, label: c.label })),
        { key: 'promotions', to: '/promotions', label: t('promotions') },
        { key: 'vip', to: '/vip', label: t('vip') },
      ],
      menu,
      explore: pages(signedIn ? [...explore, ...signedInExplorePages] : explore),
      legal: pages(footerLinks),
    };
  }, [categories, content, provider_count, hasHotGames, show_app_download, signedIn, t]);
}
