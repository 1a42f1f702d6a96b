import { hydrateFromServer, settingsApi } from '@playfront/core/api';
import { reloadOnChunkError } from '@playfront/core/build';
import type { LanguageCode, StartupResponse } from '@playfront/core/contract';
import {
  createI18n,
  detectLanguage,
  firstMessageGroups,
  isFilled,
  LANGUAGE_COOKIE,
  languageRedirect,
  loadMessageGroups,
  localizedPath,
  readCookie,
  splitLanguagePrefix,
} from '@playfront/core/i18n';
import type { MessageGroup } from '@playfront/core/i18n';
import { DEFAULT_ODDS_FORMAT, readOddsFormat } from '@playfront/core/sports';
import type { LayoutState, OddsState, SessionState } from '@playfront/core/store';
import {
  createStore,
  defaultStorage,
  loadPersistedState,
  selectIsAuthenticated,
  setOddsFormat,
  startupResolved,
} from '@playfront/core/store';
import { resolveTheme } from '@playfront/core/theme';
import { watchViewport } from '@playfront/core/viewport';
import type { TemplateRecipe } from '@playfront/templates/registry';
import {
  applyTheme,
  availableTemplates,
  loadTemplate,
  preloadSignedInAccount,
} from '@playfront/templates/registry';
import type { i18n as I18n } from 'i18next';
import { lazy, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter, RouteObject } from 'react-router';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { browserVisitor, buildRoutes, prefixBranch } from './routes';
import { onFirstInteraction } from './shell/first-interaction';
import { warmIntl } from './shell/intl-warmup';
import { Providers } from './shell/providers';
import { startSiteServices } from './shell/site-services';
import { startHomeScreenApp } from './app/start';
import { startLiveAfterLoad } from './shell/live-start';
import { yieldToMain } from './shell/yield-to-main';

/** JSON the server wrote into an inert script element, if any. */
function inlineJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

type OddsFormat = OddsState['format'];

/**
 * The odds format a page the server drew must switch to once hydrated, if any: the cookie's, else
 * the saved choice (its cookie gone), when the page was drawn in another. A shared cache that does
 * not key on the cookie can hand a visitor another format's page.
 */
export function oddsFormatToSwitchTo(
  drawn: OddsFormat,
  cookie: OddsFormat | undefined,
  saved: OddsFormat | undefined,
): OddsFormat | undefined {
  const wanted = cookie ?? saved;
  return wanted !== drawn ? wanted : undefined;
}

/** The store the server rendered the page with. */
interface ServerState {
  layout: LayoutState;
  api: unknown;
  /** The odds format the server read from the cookie; absent from pages of an older build. */
  odds?: OddsState;
  /** The message groups the server's render read; absent from pages of an older build. */
  messageGroups?: MessageGroup[];
}

/** The loading screen of a page drawn here (a failed render, the dev server); its own chunk. */
const Preloader = lazy(async () => ({ default: (await import('@playfront/ui/status')).Preloader }));

/** Loads the screens of the page's routes before hydrating, so the first render matches the server's. */
async function resolveLazyRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(prefixBranch(routes, location.pathname), location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Boots the site. A page the server rendered is hydrated from the state it was rendered with: the
 * same language, template, session and data, so React reuses the HTML. Otherwise (a render that
 * failed, the dev server) startup is read from the page or fetched, and the app renders in the
 * browser.
 * Maintenance loads nothing but its screen. Each step runs in its own task (`yieldToMain`), so a
 * phone can paint and answer a tap between them.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  warmIntl([document.documentElement.lang || 'en']);
  // Its module was just evaluated in this task; the boot starts in the next.
  await yieldToMain();
  // Filled in as boot proceeds; the store's services read them when they are called.
  const late: { router?: DataRouter; i18n?: I18n; loadTexts?: () => Promise<void> | undefined } =
    {};
  let defaultLanguage: LanguageCode = 'EN';

  const server = inlineJson<ServerState>('pf-state');
  const persisted = await loadPersistedState(defaultStorage());
  const cookieOdds = readOddsFormat(document.cookie);
  // Prices start as the server drew them; a page drawn here takes the cookie, then the saved choice.
  const odds: OddsState = server?.odds ?? {
    format: cookieOdds ?? persisted?.odds?.format ?? DEFAULT_ODDS_FORMAT,
  };
  // The production server holds the player's session in an httpOnly cookie and tells the page
  // who it is for; the dev server has no such server in front, so the page holds the token there.
  const session = inlineJson<SessionState>('pf-session');
  const store = createStore({
    persisted,
    sessionMode: import.meta.env.DEV ? 'client' : 'server',
    preloadedState: {
      ...(server ? { layout: server.layout } : {}),
      odds,
      ...(session ? { session } : {}),
    },
    services: {
      // The catalogue names bare paths; the player stays in the language of the page.
      navigate: (path) => {
        const language = splitLanguagePrefix(location.pathname).language ?? defaultLanguage;
        void late.router?.navigate(localizedPath(path, language, defaultLanguage));
      },
      t: (key, params) => (late.i18n ? late.i18n.t(key, { ...params, defaultValue: key }) : key),
      log: (...args) => console.warn(...args),
      loadTexts: () => late.loadTexts?.(),
    },
  });
  // The server renders guests' and players' pages alike: a page it rendered is hydrated.
  let hydrate = Boolean(server);
  let root = hydrate ? undefined : createRoot(container);

  if (server) {
    // Creating the store and filling its API cache are each a good part of a task on a phone.
    await yieldToMain();
    store.dispatch(hydrateFromServer({ api: server.api }));
  } else {
    const inline = inlineJson<StartupResponse>('pf-startup');
    // The theme is checked once, for the templates this build carries.
    const checked = (answer: StartupResponse) =>
      startupResolved({
        answer,
        theme: resolveTheme(answer.site?.theme_code, answer.site?.theme_color, availableTemplates),
      });
    if (inline?.statusCode === 1) {
      store.dispatch(checked(inline));
    } else {
      // The startup round trip can be slow: the player sees the loading screen, not a blank page.
      root?.render(<Preloader />);
      const { data } = await store.dispatch(settingsApi.endpoints.getStartup.initiate());
      // The store checked the theme against every template: a build with fewer refuses the others.
      const { template } = store.getState().layout;
      if (data && template && !availableTemplates.includes(template)) store.dispatch(checked(data));
    }
  }
  await yieldToMain();
  const layout = store.getState().layout;
  if (layout.show_preloader && !hydrate) {
    root?.render(<Preloader logoSrc={layout.site?.logo1 || undefined} />);
  }

  const fallback = layout.language && isFilled(layout.language) ? layout.language : 'EN';
  defaultLanguage = layout.language ?? 'EN';
  const detection = {
    pathname: location.pathname,
    cookie: readCookie(document.cookie, LANGUAGE_COOKIE),
    browserLanguages: navigator.languages,
    fallback,
  };
  // The server already sent a request in the wrong language to the right path.
  const to =
    layout.status === 'ready' && !server
      ? languageRedirect({ ...detection, search: location.search, hash: location.hash })
      : null;
  if (to) history.replaceState(history.state, '', to);
  // A page being hydrated needs the groups its render read; the others (form checks, the toasts
  // that answer an action) follow the player's first touch, click or key.
  const i18n = await createI18n(
    server
      ? (splitLanguagePrefix(location.pathname).language ?? fallback)
      : detectLanguage({ ...detection, pathname: location.pathname }),
    hydrate && server?.messageGroups
      ? { groups: [...new Set([...firstMessageGroups, ...server.messageGroups])] }
      : {},
  );
  await yieldToMain();

  let template: TemplateRecipe | null = null;
  if (layout.status === 'ready' && layout.template) {
    try {
      // A player's page hydrates its header's account block with the rest (the server preloaded
      // its chunk), so no update can reach that block while it still waits for its code.
      const signedIn = hydrate && selectIsAuthenticated(store.getState());
      [template] = await Promise.all([
        loadTemplate(layout.template),
        signedIn ? preloadSignedInAccount() : undefined,
      ]);
    } catch (error) {
      // A chunk that failed to load reloads the page once; otherwise the error page explains.
      if (reloadOnChunkError(error)) return;
      console.error(error);
    }
  }
  if (template) await applyTheme(template, layout.themeColor);
  // Without the template the server's page cannot be hydrated: the error page replaces it.
  if (hydrate && layout.status === 'ready' && !template) {
    hydrate = false;
    root = createRoot(container);
  }

  late.i18n = i18n;
  if (hydrate) {
    // The groups the server's render did not read come with the first touch, click or key, or
    // with a failed call's message, whichever is first.
    let pending: Promise<void> | undefined;
    let loaded = false;
    late.loadTexts = () => {
      if (loaded) return undefined;
      pending ??= loadMessageGroups(i18n).then(
        () => void (loaded = true),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    };
  }
  await yieldToMain();
  const routes = buildRoutes({
    store,
    template,
    defaultLanguage,
    visitor: browserVisitor,
    serverHead: Boolean(server),
  });
  if (hydrate) await resolveLazyRoutes(routes);
  await yieldToMain();
  const router = createBrowserRouter(routes);
  late.router = router;
  await yieldToMain();

  const app = (
    <Providers store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  );
  if (root) {
    root.render(app);
  } else {
    // Hydration yields to the browser between components, so a tap is never kept waiting long.
    startTransition(() => {
      hydrateRoot(container, app, {
        // Named, so a page whose HTML differs from the server's is found by the journeys.
        onRecoverableError: (error, info) =>
          console.error('Hydration:', error, info.componentStack),
      });
    });
  }

  if (hydrate) onFirstInteraction(() => void late.loadTexts?.()?.catch(() => undefined));

  // A page drawn in another format than the visitor's switches now, which writes the cookie
  // again for the next server render.
  const wanted = server && oddsFormatToSwitchTo(odds.format, cookieOdds, persisted?.odds?.format);
  if (wanted) store.dispatch(setOddsFormat(wanted));

  // Everything that reads the window starts once the page is the browser's.
  if (template && layout.template) {
    watchViewport(store, layout.template);
    startSiteServices(store);
  }
  // The app on the home screen: its service worker after the page has loaded, and on a return
  // visit the install prompt.
  startHomeScreenApp();
  // The push channel (balance, deposits, bets, inbox, in-play prices) after the page has loaded.
  if (template) startLiveAfterLoad(store);
  // What the first touch, click or key brings: the code that keeps what the keyboard focuses
  // clear of sticky headers and tab bars; and, as navigating takes one, the hourly check for a
  // newer build, which a full load at the next navigation picks up, never mid-page.
  let newerBuild = () => false;
  onFirstInteraction(() => {
    void import('./shell/bar-clearance').then(
      ({ keepFocusClearOfBars }) => keepFocusClearOfBars(),
      () => undefined,
    );
    void import('@playfront/core/build-check').then(
      ({ createBuildCheck }) => {
        const buildCheck = createBuildCheck({ loadedBuildId: import.meta.env.VITE_BUILD_ID });
        buildCheck.start();
        newerBuild = () => buildCheck.shouldReloadOnNavigation();
      },
      () => undefined,
    );
  });
  router.subscribe((state) => {
    if (state.navigation.state === 'loading' && newerBuild()) {
      location.assign(state.navigation.location.pathname + state.navigation.location.search);
    }
  });
}
