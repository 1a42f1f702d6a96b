/**
 * Every path of the product with its metadata. Pure data: the browser
 * router and the production server (which answers 404 for anything else) both read it.
 */
import { gameCategories } from '@playfront/core/contract';
import { categoryLabelKeys } from '@playfront/core/games';

export type Middleware = 'auth' | 'guest';
export type LayoutName = 'default' | `template${number}`;

export interface RouteMeta<P extends string = RoutePath> {
  path: P;
  /** Route middleware run before the page renders: `auth` needs a signed-in player, `guest` refuses one. */
  middleware: readonly Middleware[];
  /** Overrides the site template's layout for this route. */
  layout?: LayoutName;
  /** Key of the page title in the `ui` message group. */
  titleKey: string;
}

const page = <P extends string>(
  path: P,
  titleKey: string,
  middleware: Middleware[] = [],
  layout?: LayoutName,
): RouteMeta<P> =>
  layout ? { path, titleKey, middleware, layout } : { path, titleKey, middleware };

/** The game category pages, one per entry of core's `gameCategories`, titled like its label. */
const categoryPages = gameCategories.map((c) => page(c.route, categoryLabelKeys[c.key]));

/** Every other page. */
const pages = [
  page('/', 'home'),
  page('/about', 'about'),
  page('/account', 'account', ['auth']),
  page('/add-bank', 'addBank', ['auth']),
  page('/bank-details', 'bankDetails', ['auth']),
  page('/banking', 'banking'),
  page('/bet-history', 'betHistory', ['auth']),
  page('/change-password', 'changePassword', ['auth']),
  page('/contact-us', 'contactUs'),
  page('/deposit', 'deposit', ['auth']),
  page('/deposit-result', 'depositResult', ['auth']),
  page('/download', 'download'),
  page('/edit-profile', 'editProfile', ['auth']),
  page('/faqs', 'faqs'),
  page('/forgot-password', 'forgotPassword', ['guest']),
  page('/inbox', 'inbox', ['auth']),
  page('/leaderboard', 'leaderboard'),
  page('/login', 'login', ['guest']),
  page('/mission', 'mission'),
  page('/news', 'news'),
  page('/playnow', 'playNow', [], 'default'),
  page('/preloader', 'loading', [], 'default'),
  page('/privacy-policy', 'privacyPolicy'),
  page('/profile', 'profile', ['auth']),
  page('/promotions', 'promotions'),
  page('/referral', 'referral', ['auth']),
  page('/register', 'register', ['guest']),
  page('/responsible-gaming', 'responsibleGaming'),
  page('/review', 'review'),
  page('/security', 'security', ['auth']),
  page('/spin', 'spin'),
  page('/statement', 'statement', ['auth']),
  page('/term-condition', 'termsConditions'),
  page('/transaction-history', 'transactionHistory', ['auth']),
  page('/verification', 'verification', ['auth']),
  page('/vip', 'vip', ['auth']),
  page('/withdrawal', 'withdrawal', ['auth']),
];

/** A game category page's path, from core's category list. */
export type CategoryPath = (typeof gameCategories)[number]['route'];
/** Every path of the product: a screen or link naming another path fails the typecheck. */
export type RoutePath = (typeof pages)[number]['path'] | CategoryPath;

// Sorted by code unit: `localeCompare` would load the browser's collation data while the page's
// scripts are evaluated, the longest task of a first visit (about 11 ms on a desktop).
export const routeTable: readonly RouteMeta[] = [...pages, ...categoryPages].sort((a, b) =>
  a.path < b.path ? -1 : 1,
);

const byPath = new Map<string, RouteMeta>(routeTable.map((r) => [r.path, r]));

/** The route of a path without its language prefix, ignoring one trailing slash. */
export function findRoute(pathname: string): RouteMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return byPath.get(path);
}
