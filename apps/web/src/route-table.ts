/**
 * Every path of the product (section 2 of the spec) with its metadata. Pure data: the browser
 * router and the production server (which answers 404 for anything else) both read it.
 */
export type Middleware = 'auth' | 'guest';
export type LayoutName = 'default' | `template${number}`;

export interface RouteMeta {
  path: string;
  /** Route middleware run before the page renders: `auth` needs a signed-in player, `guest` refuses one. */
  middleware: readonly Middleware[];
  /** Overrides the site template's layout for this route. */
  layout?: LayoutName;
  /** Key of the page title in the `ui` message group. */
  titleKey: string;
}

const page = (
  path: string,
  titleKey: string,
  middleware: Middleware[] = [],
  layout?: LayoutName,
): RouteMeta => (layout ? { path, titleKey, middleware, layout } : { path, titleKey, middleware });

export const routeTable: readonly RouteMeta[] = [
  page('/', 'home'),
  page('/about', 'about'),
  page('/account', 'account', ['auth']),
  page('/add-bank', 'addBank', ['auth']),
  page('/arcade', 'arcade'),
  page('/bank-details', 'bankDetails', ['auth']),
  page('/banking', 'banking'),
  page('/bet-history', 'betHistory', ['auth']),
  page('/bingo', 'bingo'),
  page('/casino', 'casino'),
  page('/change-password', 'changePassword', ['auth']),
  page('/contact-us', 'contactUs'),
  page('/crash', 'crash'),
  page('/deposit', 'deposit', ['auth']),
  page('/deposit-result', 'depositResult', ['auth']),
  page('/download', 'download'),
  page('/edit-profile', 'editProfile', ['auth']),
  page('/faqs', 'faqs'),
  page('/fishing', 'fishing'),
  page('/forgot-password', 'forgotPassword', ['guest']),
  page('/hash-game', 'hashGame'),
  page('/horse-racing', 'horseRacing'),
  page('/hot', 'hot'),
  page('/inbox', 'inbox', ['auth']),
  page('/leaderboard', 'leaderboard'),
  page('/login', 'login', ['guest']),
  page('/lottery', 'lottery'),
  page('/mission', 'mission'),
  page('/news', 'news'),
  page('/playnow', 'playNow', ['auth'], 'default'),
  page('/poker', 'poker'),
  page('/preloader', 'loading', [], 'default'),
  page('/privacy-policy', 'privacyPolicy'),
  page('/profile', 'profile', ['auth']),
  page('/promotions', 'promotions'),
  page('/referral', 'referral', ['auth']),
  page('/register', 'register', ['guest']),
  page('/responsible-gaming', 'responsibleGaming'),
  page('/review', 'review'),
  page('/sabong', 'sabong'),
  page('/security', 'security', ['auth']),
  page('/slots', 'slots'),
  page('/spin', 'spin'),
  page('/sports', 'sports'),
  page('/statement', 'statement', ['auth']),
  page('/term-condition', 'termsConditions'),
  page('/transaction-history', 'transactionHistory', ['auth']),
  page('/vip', 'vip', ['auth']),
  page('/withdrawal', 'withdrawal', ['auth']),
];

const byPath = new Map(routeTable.map((r) => [r.path, r]));

/** The route of a path without its language prefix, ignoring one trailing slash. */
export function findRoute(pathname: string): RouteMeta | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return byPath.get(path);
}
