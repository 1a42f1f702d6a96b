import { settingsApi } from '@playfront/core/api';
import type { LanguageCode } from '@playfront/core/contract';
import { formatNumber } from '@playfront/core/format';
import { defaultGameLists } from '@playfront/core/games';
import type { SessionState } from '@playfront/core/store';
import {
  closeModal,
  createStore,
  initialSessionState,
  openModal,
  selectOpenModal,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import type { TemplateId } from '@playfront/core/theme';
import { themeByTemplate } from '@playfront/core/theme';
import { seedGameLists, seedGames } from '@playfront/sandbox-api/fixtures';
import type { TemplateRecipe } from '@playfront/templates/registry';
import { loadTemplate, TemplateHome, TemplateLayout } from '@playfront/templates/registry';
import { ModalHost } from '@playfront/ui/modal';
import { AccountScreen } from '@playfront/ui/screens/account';
import { LoginModalBody, LoginScreen } from '@playfront/ui/screens/auth';
import { GameCategoryScreen } from '@playfront/ui/screens/game-list';
import { LanguageProvider } from '@playfront/ui/site';
import type { StoryContext } from '@storybook/react-vite';
import { useTranslation } from '@playfront/core/i18n';
import { Route, Routes } from 'react-router';
import { expect, screen, waitFor, within } from 'storybook/test';
import { demoPlayer, STORY_TOKEN } from '../mocks/sandbox-handlers';

/** The four page kinds every template gets a story of. */
export type PageKind = 'Home' | 'Login' | 'Account' | 'Category';

/** demo01 signed in with the mock API's token; balance and VIP arrive from the mock API. */
const demoSession: SessionState = {
  ...initialSessionState,
  isAuthenticated: true,
  token: STORY_TOKEN,
  fullname: demoPlayer.fullName,
  email: demoPlayer.email,
  user: {
    account_id: demoPlayer.accountId,
    session_token: STORY_TOKEN,
    full_name: demoPlayer.fullName,
    contact_email: demoPlayer.email,
  },
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (names: readonly string[]) => new RegExp(`^(${names.map(escape).join('|')})$`);

const seedName = new Map(seedGames.map((g) => [`${g.provider}/${g.code}`, g.name]));
const builtInNames = new Set(
  Object.values(defaultGameLists).flatMap((l) => l.map((g) => g.game_name)),
);
/** Home games only the seeded lists hold, so seeing one proves the mock API answered. */
const seededOnlyHomeGames = Object.values(seedGameLists)
  .flat()
  .flatMap((key) => seedName.get(key) ?? [])
  .filter((name) => !builtInNames.has(name));
const firstSeededSlot = seedGames.find((g) => g.category === 'slot_game')!.name;

/** The store of a seeded operator after its startup answered, as the site has it on boot. */
async function startedStore(template: TemplateId, page: PageKind) {
  const theme = themeByTemplate(template);
  const store = createStore({
    storage: null,
    domainName: `${theme.themeCode}.localhost`,
    // A story never leaves its page: the catalogue's redirects stay in the story.
    services: { navigate: () => undefined },
    ...(page === 'Account' ? { preloadedState: { session: demoSession } } : {}),
  });
  await store.dispatch(settingsApi.endpoints.getStartup.initiate());
  // Modal templates sign in on the home page with their login modal open.
  if (page === 'Login' && theme.loginMode !== 'page')
    store.dispatch(openModal({ id: theme.loginMode }));
  return store;
}

/** The store's one open modal; the login modals get the sign-in form, as on the site. */
function StoryModalHost() {
  const { t } = useTranslation();
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  return (
    <ModalHost
      open={open && !open.title ? { ...open, title: t('login') } : open}
      onClose={() => dispatch(closeModal())}
      closeLabel={t('close')}
      okLabel={t('ok')}
      render={(id) => (id === 'loginmodal' || id === 'modal-signin' ? <LoginModalBody /> : null)}
    />
  );
}

/** The template's layout around the page of the current path, with the site's modal host. */
function SitePage({ template, language }: { template: TemplateRecipe; language: LanguageCode }) {
  return (
    <LanguageProvider defaultLanguage={language}>
      <TemplateLayout recipe={template}>
        <Routes>
          <Route index element={<TemplateHome recipe={template} />} />
          <Route path="/login" element={<LoginScreen />} />
          <Route path="/account" element={<AccountScreen />} />
          <Route path="/slots" element={<GameCategoryScreen category="slot_game" />} />
        </Routes>
      </TemplateLayout>
      <StoryModalHost />
    </LanguageProvider>
  );
}

/** Lazily loaded pages on a busy machine: wait up to 10 s for what a player sees. */
const WAIT = { timeout: 10_000 };

type Play = (context: StoryContext) => Promise<void>;

/** Waits for the page's own heading (level 1) and checks that it shows. */
async function showsPageHeading(canvas: StoryContext['canvas'], name: string) {
  await expect(await canvas.findByRole('heading', { name, level: 1 }, WAIT)).toBeVisible();
}

const plays: Record<PageKind, (template: TemplateId) => Play> = {
  Home:
    () =>
    async ({ canvas }) => {
      const games = await canvas.findAllByText(anyOf(seededOnlyHomeGames), undefined, WAIT);
      await expect(games.some((g) => g.checkVisibility())).toBe(true);
    },
  Login:
    (template) =>
    async ({ canvas }) => {
      const modal = themeByTemplate(template).loginMode !== 'page';
      const scope = modal
        ? within(await screen.findByRole('dialog', { name: 'Log in' }, WAIT))
        : canvas;
      if (!modal)
        await expect(await scope.findByRole('heading', { name: 'Log in' }, WAIT)).toBeVisible();
      const accountId = await scope.findByRole('textbox', { name: 'Account ID' }, WAIT);
      await expect(accountId).toBeVisible();
      // The header has its own Log in button: the form's is the one inside the form.
      const form = within(accountId.closest('form')!);
      await expect(form.getByLabelText('Password')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Log in' })).toBeVisible();
    },
  Account:
    () =>
    async ({ canvas }) => {
      await showsPageHeading(canvas, 'My Account');
      const balance = formatNumber(demoPlayer.balance / 100, 'en');
      await waitFor(() => expect(canvas.getAllByText(balance)[0]).toBeVisible(), WAIT);
    },
  Category:
    () =>
    async ({ canvas }) => {
      await showsPageHeading(canvas, 'Slots');
      await expect(
        await canvas.findByRole('heading', { name: firstSeededSlot }, WAIT),
      ).toBeVisible();
    },
};

const routeOf = (template: TemplateId, page: PageKind): string =>
  page === 'Login'
    ? themeByTemplate(template).loginMode === 'page'
      ? '/login'
      : '/'
    : { Home: '/', Account: '/account', Category: '/slots' }[page];

/** One page story: the seeded operator of the template, started through the mock API. */
function pageStory(template: TemplateId, page: PageKind) {
  return {
    parameters: { route: routeOf(template, page) },
    loaders: [
      async () => ({
        store: await startedStore(template, page),
        template: await loadTemplate(template),
      }),
    ],
    render: (_args: unknown, { loaded, globals }: StoryContext) => (
      <SitePage
        template={loaded.template as TemplateRecipe}
        language={(globals.language as LanguageCode | undefined) ?? 'EN'}
      />
    ),
    play: plays[page](template),
  };
}

/** The Home, Login, Account and Category stories of one template. */
export function pageStories(template: TemplateId) {
  return {
    Home: pageStory(template, 'Home'),
    Login: pageStory(template, 'Login'),
    Account: pageStory(template, 'Account'),
    Category: pageStory(template, 'Category'),
  };
}

/** The globals of a template's page stories: its own palette, first colour. */
export const pageGlobals = (template: TemplateId) => ({ template, color: '0' });
