import type { CmsPage, GameCategory } from '@playfront/core/contract';
import { gameCategories } from '@playfront/core/contract';
import type { TemplateRecipe } from '@playfront/templates/registry';
import { TemplateHome } from '@playfront/templates/registry';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { CategoryPath, RouteMeta, RoutePath } from './route-table';

type ScreenRoute = Pick<RouteObject, 'element' | 'lazy'>;

/** One lazy chunk per screen area: a page downloads only the screens of its own area. */
const areas = {
  auth: () => import('@playfront/ui/screens/auth'),
  account: () => import('@playfront/ui/screens/account'),
  // The hub draws no form: apart, its page skips the form code the other account screens share.
  'account-hub': () => import('@playfront/ui/screens/account-hub'),
  games: () => import('@playfront/ui/screens/games'),
  sports: () => import('@playfront/ui/screens/sports'),
  'game-list': () => import('@playfront/ui/screens/game-list'),
  content: () => import('@playfront/ui/screens/content'),
  status: () => import('@playfront/ui/status'),
  wallet: () => import('@playfront/ui/screens/wallet'),
  // The deposit flow alone: its page skips the histories, withdrawal and bank screens.
  deposit: () => import('@playfront/ui/screens/deposit'),
  engage: () => import('@playfront/ui/screens/engage'),
  responsible: () => import('@playfront/ui/screens/responsible'),
};

/** A screen area: the server preloads its chunk and stylesheets with the page that shows it. */
export type ScreenArea = keyof typeof areas;
type AreaModule<A extends ScreenArea> = Awaited<ReturnType<(typeof areas)[A]>>;

interface Screen {
  area: ScreenArea;
  load(): Promise<ComponentType>;
}

const from = <A extends ScreenArea>(
  area: A,
  pick: (module: AreaModule<A>) => ComponentType,
): Screen => ({ area, load: async () => pick((await areas[area]()) as AreaModule<A>) });

type CategoryKey = Parameters<AreaModule<'game-list'>['GameCategoryScreen']>[0]['category'];

const category = (key: CategoryKey) =>
  from('game-list', ({ GameCategoryScreen }) =>
    Object.assign(() => <GameCategoryScreen category={key} />, { displayName: 'Category' }),
  );

const cms = (page: CmsPage) =>
  from('content', ({ CmsScreen }) =>
    Object.assign(() => <CmsScreen page={page} />, { displayName: 'Cms' }),
  );

/** The screen of a game category page: hot and sports have their own, the others list games. */
const categoryScreen = (c: GameCategory): Screen =>
  c.key === 'hot'
    ? from('games', (m) => m.HotGamesScreen)
    : c.key === 'sportsbook'
      ? from('sports', (m) => m.SportsScreen)
      : category(c.key);

const categoryScreens = new Map<string, Screen>(
  gameCategories.map((c) => [c.route, categoryScreen(c)]),
);

/** Every other page's screen; a path missing from the route table, or a typo, fails the typecheck. */
const screens = {
  '/login': from('auth', (m) => m.LoginScreen),
  '/register': from('auth', (m) => m.RegisterScreen),
  '/forgot-password': from('auth', (m) => m.ForgotPasswordScreen),
  '/account': from('account-hub', (m) => m.AccountScreen),
  '/profile': from('account', (m) => m.ProfileScreen),
  '/edit-profile': from('account', (m) => m.EditProfileScreen),
  '/change-password': from('account', (m) => m.ChangePasswordScreen),
  '/security': from('account', (m) => m.SecurityScreen),
  '/verification': from('account', (m) => m.VerificationScreen),
  '/vip': from('account', (m) => m.VipScreen),
  '/inbox': from('account', (m) => m.InboxScreen),
  '/about': cms('about_us'),
  '/privacy-policy': cms('privacy_policy'),
  '/responsible-gaming': from('responsible', (m) => m.ResponsibleGamingScreen),
  '/banking': cms('banking'),
  '/faqs': cms('faqs'),
  '/term-condition': from('content', (m) => m.TermsScreen),
  '/contact-us': from('content', (m) => m.ContactUsScreen),
  '/download': from('content', (m) => m.DownloadScreen),
  '/deposit': from('deposit', (m) => m.Deposit),
  '/deposit-result': from('deposit', (m) => m.DepositResult),
  '/withdrawal': from('wallet', (m) => m.Withdrawal),
  '/bank-details': from('wallet', (m) => m.BankDetails),
  '/add-bank': from('wallet', (m) => m.AddBank),
  '/statement': from('wallet', (m) => m.Statement),
  '/transaction-history': from('wallet', (m) => m.TransactionHistory),
  '/bet-history': from('wallet', (m) => m.BetHistory),
  '/referral': from('engage', (m) => m.Referral),
  '/promotions': from('engage', (m) => m.Promotions),
  '/mission': from('engage', (m) => m.Mission),
  '/leaderboard': from('engage', (m) => m.Leaderboard),
  '/news': from('engage', (m) => m.News),
  '/review': from('engage', (m) => m.Review),
  '/spin': from('engage', (m) => m.Spin),
  '/playnow': from('engage', (m) => m.PlayNow),
  '/preloader': from('status', ({ Preloader }) =>
    Object.assign(() => <Preloader fullScreen={false} />, { displayName: 'PreloaderPage' }),
  ),
} satisfies Record<Exclude<RoutePath, '/' | CategoryPath>, Screen>;

const screenOf = (path: string): Screen | undefined =>
  Object.hasOwn(screens, path) ? screens[path as keyof typeof screens] : categoryScreens.get(path);

/** The screen area of a route path (without language prefix); the home page has none. */
export function screenArea(path: string): ScreenArea | undefined {
  return screenOf(path)?.area;
}

/** The screen of a route: the template's own home, or a lazily loaded screen from @playfront/ui. */
export function screenFor(meta: RouteMeta, template: TemplateRecipe | null): ScreenRoute {
  if (meta.path === '/') {
    // Without a template the root layout shows maintenance or the error instead of any page; the
    // route renders nothing (an element of null, so the router does not warn of a missing one).
    if (!template) return { element: null };
    return { element: <TemplateHome recipe={template} /> };
  }
  const screen = screenOf(meta.path);
  if (!screen) throw new Error(`No screen for ${meta.path}`);
  return { lazy: async () => ({ Component: await screen.load() }) };
}
