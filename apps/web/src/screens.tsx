import type { CmsPage } from '@playfront/core/contract';
import type { TemplateModule } from '@playfront/templates/registry';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from './route-table';

type ScreenRoute = Pick<RouteObject, 'element' | 'lazy'>;
type Load = () => Promise<ComponentType>;

/** One lazy chunk per screen area: a page downloads only the screens of its own area. */
const auth = () => import('@playfront/ui/screens/auth');
const account = () => import('@playfront/ui/screens/account');
const games = () => import('@playfront/ui/screens/games');
const content = () => import('@playfront/ui/screens/content');
const status = () => import('@playfront/ui/status');
const wallet = () => import('@playfront/ui/screens/wallet');
const engage = () => import('@playfront/ui/screens/engage');

const category =
  (key: Parameters<Awaited<ReturnType<typeof games>>['GameCategoryScreen']>[0]['category']): Load =>
  async () => {
    const { GameCategoryScreen } = await games();
    return function Category() {
      return <GameCategoryScreen category={key} />;
    };
  };

const cms =
  (page: CmsPage): Load =>
  async () => {
    const { CmsScreen } = await content();
    return function Cms() {
      return <CmsScreen page={page} />;
    };
  };

const screens: Record<string, Load> = {
  '/login': async () => (await auth()).LoginScreen,
  '/register': async () => (await auth()).RegisterScreen,
  '/forgot-password': async () => (await auth()).ForgotPasswordScreen,
  '/account': async () => (await account()).AccountScreen,
  '/profile': async () => (await account()).ProfileScreen,
  '/edit-profile': async () => (await account()).EditProfileScreen,
  '/change-password': async () => (await account()).ChangePasswordScreen,
  '/security': async () => (await account()).SecurityScreen,
  '/vip': async () => (await account()).VipScreen,
  '/inbox': async () => (await account()).InboxScreen,
  '/hot': async () => (await games()).HotGamesScreen,
  '/sports': async () => (await games()).SportsScreen,
  '/slots': category('slot_game'),
  '/casino': category('casino'),
  '/hash-game': category('hash_game'),
  '/fishing': category('fishing'),
  '/poker': category('poker'),
  '/sabong': category('sabong'),
  '/lottery': category('lottery'),
  '/horse-racing': category('horse_racing'),
  '/bingo': category('bingo'),
  '/arcade': category('arcade'),
  '/crash': category('crash'),
  '/about': cms('about_us'),
  '/privacy-policy': cms('privacy_policy'),
  '/responsible-gaming': cms('responsible_gaming'),
  '/banking': cms('banking'),
  '/faqs': cms('faqs'),
  '/term-condition': async () => (await content()).TermsScreen,
  '/contact-us': async () => (await content()).ContactUsScreen,
  '/download': async () => (await content()).DownloadScreen,
  '/deposit': async () => (await wallet()).Deposit,
  '/withdrawal': async () => (await wallet()).Withdrawal,
  '/bank-details': async () => (await wallet()).BankDetails,
  '/add-bank': async () => (await wallet()).AddBank,
  '/statement': async () => (await wallet()).Statement,
  '/transaction-history': async () => (await wallet()).TransactionHistory,
  '/bet-history': async () => (await wallet()).BetHistory,
  '/referral': async () => (await engage()).Referral,
  '/promotions': async () => (await engage()).Promotions,
  '/mission': async () => (await engage()).Mission,
  '/leaderboard': async () => (await engage()).Leaderboard,
  '/news': async () => (await engage()).News,
  '/review': async () => (await engage()).Review,
  '/spin': async () => (await engage()).Spin,
  '/playnow': async () => (await engage()).PlayNow,
  '/preloader': async () => {
    const { Preloader } = await status();
    return function PreloaderPage() {
      return <Preloader fullScreen={false} />;
    };
  },
};

/** The screen of a route: the template's own home, or a lazily loaded screen from @playfront/ui. */
export function screenFor(meta: RouteMeta, template: TemplateModule | null): ScreenRoute {
  if (meta.path === '/') {
    // Without a template the root layout shows maintenance or the error instead of any page.
    if (!template) return {};
    const Home = template.Home;
    return { element: <Home /> };
  }
  const load = screens[meta.path];
  if (!load) throw new Error(`No screen for ${meta.path}`);
  return { lazy: async () => ({ Component: await load() }) };
}
