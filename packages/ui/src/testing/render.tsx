import type { LanguageCode, Site } from '@playfront/core/contract';
import { createI18n, targetLanguage } from '@playfront/core/i18n';
import type { AppStore, LayoutState, OpenModal, SessionState } from '@playfront/core/store';
import { closeModal, selectOpenModal, useAppDispatch, useAppSelector } from '@playfront/core/store';
import type { TemplateId } from '@playfront/core/theme';
import type { Answers, FakeSandbox } from '@playfront/core/testing';
import {
  fixtureLayout,
  fixtureSite,
  playerStore,
  signedInSession,
  testStore,
} from '@playfront/core/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ModalHost } from '../modal/modal-host';
import { LanguageProvider } from '../site/language';
import { SiteTestProviders } from './site-providers';

/** Shows where the router is, so tests read navigation like a player reads the address bar. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** The shell's modal host: error modals, and other modals with the body a test gives. */
function Modals({ body }: { body?: (modal: OpenModal) => ReactNode }) {
  const open = useAppSelector(selectOpenModal);
  const dispatch = useAppDispatch();
  return (
    <ModalHost
      open={open}
      onClose={() => dispatch(closeModal())}
      render={(id, modal) => (id === 'error' ? null : (body?.(modal) ?? null))}
    />
  );
}

const texts = new Map<LanguageCode, Promise<I18n>>();
/**
 * The texts of a language, loaded once and shared by the tests that ask for it. A screen at a
 * prefixed path switches them to its language (`LanguageProvider`): each test gets them back on
 * the language it asked for.
 */
export const textsOf = async (language: LanguageCode = 'EN') => {
  const loaded = texts.get(language) ?? createI18n(language);
  texts.set(language, loaded);
  const i18n = await loaded;
  if (targetLanguage(i18n) !== language) await i18n.changeLanguage(language);
  return i18n;
};

export interface RenderScreenOptions {
  /** The address the screen opens at, with query. Default '/'. */
  path?: string;
  /** Answers of a fake sandbox the store calls; without them the msw server answers. */
  answers?: Answers;
  /** The layout after startup. Default `fixtureLayout()` with `answers`, else before startup. */
  layout?: LayoutState;
  /** The session to start with. Default signed out. */
  session?: SessionState;
  /** The language of an address without a prefix. Default EN. */
  defaultLanguage?: LanguageCode;
  /** The language of the texts. Default EN. */
  language?: LanguageCode;
  /** Body of non-error modals. */
  modalBody?: (modal: OpenModal) => ReactNode;
  /**
   * Renders the shell's modal host. Default: with the msw server, not with a fake sandbox of
   * `answers` (those screens are tested for what they show themselves when a call fails).
   */
  modalHost?: boolean;
  /** Leaves out the modal host and the location probe (a template brings its own shell). */
  bare?: boolean;
}

/**
 * Renders a screen as the site does: a real store over the fake sandbox, real texts, a router,
 * the language context and the modal host; `location()` reads the address.
 */
export async function renderScreen(ui: ReactNode, options: RenderScreenOptions = {}) {
  const i18n = await textsOf(options.language);
  const { store, calls } = testStore({
    ...(options.layout || options.answers ? { layout: options.layout ?? fixtureLayout() } : {}),
    ...(options.session ? { session: options.session } : {}),
    ...(options.answers ? { answers: options.answers } : {}),
    services: { t: (key, params) => i18n.t(key, { ...params, defaultValue: key }), log: () => {} },
  });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            <Route
              path="*"
              element={
                <LanguageProvider defaultLanguage={options.defaultLanguage ?? 'EN'}>
                  {ui}
                  {!options.bare && (options.modalHost ?? !options.answers) && (
                    <Modals {...(options.modalBody ? { body: options.modalBody } : {})} />
                  )}
                  {!options.bare && <LocationProbe />}
                </LanguageProvider>
              }
            />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  const location = () => view.getByTestId('location').textContent;
  return { ...view, store, calls, user, location, i18n };
}

export interface PlayerScreenOptions {
  /** demo01 signed in, or a guest. Default signed in. */
  signedIn?: boolean;
  /** The player's balance. Default 1,000. */
  balance?: number;
  /** The site's currency. Default PHP. */
  currency?: string;
  /** The site's template. Default template1. */
  template?: TemplateId;
  /** The language of the texts, loaded afresh. Default EN. */
  language?: LanguageCode;
  /** The address the screen opens at, with query and language prefix. Default '/'. */
  path?: string;
}

/**
 * Renders a wallet, game or safety screen for demo01 (see `playerStore`) over the fake sandbox
 * `api`, in the store, texts and router of `SiteTestProviders`.
 */
export async function renderPlayerScreen(
  ui: ReactNode,
  api: FakeSandbox,
  options: PlayerScreenOptions = {},
) {
  const { signedIn = true, balance, currency, template, ...where } = options;
  const store = playerStore(api.fetch, signedIn, balance, currency, template);
  return { ...(await renderInSite(ui, store, where)), store };
}

/**
 * Renders `ui` over `store` in the store, texts (loaded afresh, default EN) and router of
 * `SiteTestProviders`, at `path` (default '/').
 */
export async function renderInSite(
  ui: ReactNode,
  store: AppStore,
  { language = 'EN', path }: Pick<PlayerScreenOptions, 'language' | 'path'> = {},
) {
  return render(
    <SiteTestProviders store={store} i18n={await createI18n(language)} path={path}>
      {ui}
    </SiteTestProviders>,
  );
}

/**
 * A store over the fake sandbox's `fetch` on the fixture site with `site`'s settings over it, for
 * the fixture player signed in (or a guest).
 */
export function fixtureSiteStore(
  fetch: FakeSandbox['fetch'],
  site: Partial<Site> = {},
  player = true,
): AppStore {
  return testStore({
    fetch,
    services: {},
    layout: fixtureLayout({ site: { ...fixtureSite, ...site } }),
    ...(player ? { session: signedInSession() } : {}),
  }).store;
}
