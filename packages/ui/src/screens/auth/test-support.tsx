import type { ApiPath, ResponseOf } from '@playfront/core/contract';
import { createI18n } from '@playfront/core/i18n';
import type { OpenModal, SessionState } from '@playfront/core/store';
import {
  closeModal,
  createStore,
  initialSessionState,
  selectOpenModal,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { ModalHost } from '../../modal/modal-host';
import { LanguageProvider } from '../../site/language';

/** Base URL of every call in these tests. */
export const API = 'http://sandbox.test';

/** One MSW server for a test file; `listenToSandbox()` starts it. */
export const server = setupServer();

/** Starts the MSW server for the test file and resets its handlers after each test. */
export function listenToSandbox(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/** Answers a path like the sandbox (after `delayMs`), recording every request body it saw. */
export function answer<P extends ApiPath>(
  path: P,
  body: ResponseOf<P> | Record<string, unknown>,
  { status = 200, delayMs = 0 }: { status?: number; delayMs?: number } = {},
): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      seen.push((await request.json()) as Record<string, unknown>);
      if (delayMs) await delay(delayMs);
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

/** A sandbox failure envelope (statusCode is minus the HTTP status). */
export const failure = (statusMessage: string, http: number) => ({
  body: { statusCode: -http, statusMessage, statusDetail: statusMessage },
  status: http,
});

/** The session answer of a sign-in. */
export const sessionAnswer = (accountId = 'demo01') => ({
  statusCode: 1,
  statusMessage: 'OK',
  token: 'tok-new',
  user: { account_id: accountId, session_token: 'tok-new' },
  fullname: 'Demo Player',
  email: 'demo@example.test',
});

/** Answers the balance, VIP and favourites loads that follow a password login. */
export function answerLoads(): void {
  answer('/api/auth/get_balance', { statusCode: 1, game_balance: 1000, game_token: 50 });
  answer('/api/auth/vip', { statusCode: 1, nextLevel: [] });
  answer('/api/home/fav_list', { statusCode: 1, value: [] });
}

/** demo01, signed in. */
export const signedIn: SessionState = {
  ...initialSessionState,
  isAuthenticated: true,
  token: 'tok-1',
  fullname: 'Demo Player',
  email: 'demo@example.test',
  game: { balance: 1000, token: 50 },
  user: {
    account_id: 'demo01',
    session_token: 'tok-1',
    full_name: 'Demo Player',
    contact_email: 'demo@example.test',
  },
};

let english: Promise<I18n> | undefined;

/** Shows the current path and query, so tests can see where a screen navigated. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** The shell's modal host: error modals, and login modals with the body a test gives. */
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

export interface RenderOptions {
  /** Start path, with query. Default "/". */
  path?: string;
  /** Session to start with. Default signed out. */
  session?: SessionState;
  /** Body of non-error modals. */
  modalBody?: (modal: OpenModal) => ReactNode;
}

/** Renders a screen with a real store, English texts, a router and the language context. */
export async function renderScreen(ui: ReactNode, options: RenderOptions = {}) {
  english ??= createI18n('EN');
  const i18n = await english;
  const store = createStore({
    storage: null,
    domainName: 'test.localhost',
    apiBaseUrl: API,
    services: {
      t: (key, params) => i18n.t(key, { ...params, defaultValue: key }),
      log: () => {},
    },
    ...(options.session ? { preloadedState: { session: options.session } } : {}),
  });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <LanguageProvider defaultLanguage="EN">
            {ui}
            <Modals {...(options.modalBody ? { body: options.modalBody } : {})} />
            <LocationProbe />
          </LanguageProvider>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { store, ...view };
}
