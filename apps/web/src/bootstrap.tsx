import { settingsApi } from '@playfront/core/api';
import { createBuildCheck, installChunkReload, reloadOnChunkError } from '@playfront/core/build';
import type { LanguageCode, StartupResponse } from '@playfront/core/contract';
import {
  createI18n,
  detectLanguage,
  isFilled,
  LANGUAGE_COOKIE,
  languageRedirect,
  localizedPath,
  readCookie,
  splitLanguagePrefix,
} from '@playfront/core/i18n';
import { createStore } from '@playfront/core/store';
import { watchViewport } from '@playfront/core/viewport';
import type { TemplateModule } from '@playfront/templates/registry';
import { applyTheme, loadTemplate } from '@playfront/templates/registry';
import { Preloader } from '@playfront/ui/status';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { DataRouter } from 'react-router';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './routes';
import { startSiteServices } from './shell/site-services';

/** The startup answer the server wrote into the page, if any. */
function inlineStartup(): StartupResponse | undefined {
  const text = document.getElementById('pf-startup')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as StartupResponse;
  } catch {
    return undefined;
  }
}

/**
 * Boots the site: startup (inlined by the server or fetched), language, the template chunk,
 * then the router. Maintenance loads nothing but its screen.
 */
export async function bootstrap(container: HTMLElement): Promise<void> {
  installChunkReload();
  const root = createRoot(container);
  // Filled in as boot proceeds; the store's services read them when they are called.
  const late: { router?: DataRouter; i18n?: I18n } = {};
  let defaultLanguage: LanguageCode = 'EN';

  const store = createStore({
    services: {
      // The catalogue names bare paths; the player stays in the language of the page.
      navigate: (path) => {
        const language = splitLanguagePrefix(location.pathname).language ?? defaultLanguage;
        void late.router?.navigate(localizedPath(path, language, defaultLanguage));
      },
      t: (key) => (late.i18n ? late.i18n.t(key, { defaultValue: key }) : key),
      log: (...args) => console.warn(...args),
    },
  });

  const inline = inlineStartup();
  if (inline?.statusCode === 1) {
    await store.dispatch(settingsApi.util.upsertQueryData('getStartup', undefined, inline));
  } else {
    // The startup round trip can be slow: the player sees the loading screen, not a blank page.
    root.render(<Preloader />);
    await store.dispatch(settingsApi.endpoints.getStartup.initiate());
  }
  const layout = store.getState().layout;
  if (layout.show_preloader) root.render(<Preloader logoSrc={layout.site?.logo1 || undefined} />);

  const fallback = layout.language && isFilled(layout.language) ? layout.language : 'EN';
  defaultLanguage = layout.language ?? 'EN';
  const detection = {
    pathname: location.pathname,
    cookie: readCookie(document.cookie, LANGUAGE_COOKIE),
    browserLanguages: navigator.languages,
    fallback,
  };
  const to =
    layout.status === 'ready'
      ? languageRedirect({ ...detection, search: location.search, hash: location.hash })
      : null;
  if (to) history.replaceState(history.state, '', to);
  const i18n = await createI18n(detectLanguage({ ...detection, pathname: location.pathname }));

  let template: TemplateModule | null = null;
  if (layout.status === 'ready' && layout.template) {
    try {
      template = await loadTemplate(layout.template);
    } catch (error) {
      // A chunk that failed to load reloads the page once; otherwise the error page explains.
      if (reloadOnChunkError(error)) return;
      console.error(error);
    }
  }
  if (template && layout.template) {
    applyTheme(template, layout.themeColor ?? Object.keys(template.palettes)[0]!);
    watchViewport(store, layout.template);
    startSiteServices(store);
  }

  late.i18n = i18n;
  const router = createBrowserRouter(buildRoutes({ store, template, defaultLanguage }));
  late.router = router;
  const buildCheck = createBuildCheck({ loadedBuildId: import.meta.env.VITE_BUILD_ID });
  buildCheck.start();
  // A newer build is picked up by a full load at the next navigation, never mid-page.
  router.subscribe((state) => {
    if (state.navigation.state === 'loading' && buildCheck.shouldReloadOnNavigation()) {
      location.assign(state.navigation.location.pathname + state.navigation.location.search);
    }
  });

  root.render(
    <Providers store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

function Providers({
  store,
  i18n,
  children,
}: {
  store: ReturnType<typeof createStore>;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </Provider>
    </StrictMode>
  );
}
