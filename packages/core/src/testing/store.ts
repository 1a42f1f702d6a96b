import type { Services } from '../api/base-query';
import type { Site } from '../contract';
import type { LayoutState, SessionState } from '../store';
import { initialLayoutState, initialSessionState } from '../store';
import type { TemplateId } from '../theme';
import type { CreateStoreOptions } from '../store/create-store';
import { createStore } from '../store/create-store';
import { PERSIST_KEY } from '../store/persistence';
import type { Answers, FakeCall } from './backend';
import { API, fakeSandbox } from './backend';

/** A Storage in memory, holding `persisted` as the saved app state when given. */
export function memoryStorage(persisted?: string): Storage {
  const items = new Map<string, string>();
  if (persisted !== undefined) items.set(PERSIST_KEY, persisted);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => items.delete(k),
    setItem: (k, v) => items.set(k, v),
  };
}

/** Services that record where the app navigated and what it logged; texts come back as `t:key`. */
export function recordingServices() {
  const navigated: string[] = [];
  const logged: unknown[][] = [];
  const services: Services = {
    navigate: (path) => navigated.push(path),
    t: (key) => `t:${key}`,
    log: (...args) => logged.push(args),
    loadTexts: () => undefined,
  };
  return { services, navigated, logged };
}

export interface TestStoreOptions extends Omit<CreateStoreOptions, 'services'> {
  /** The layout to start with (a fixture such as `templateLayout()`); default before startup. */
  layout?: LayoutState;
  /** The session to start with; default signed out. */
  session?: SessionState;
  /**
   * Answers of a fake sandbox the store calls through its own `fetch` (no network, unknown
   * paths 404). Without them the store calls {@link API}, where the msw server of
   * `@playfront/core/testing/node` answers.
   */
  answers?: Answers;
  /** The app's services; default ones that record (see {@link recordingServices}), `{}` the app's own. */
  services?: Partial<Services>;
}

/**
 * The store of every test and story: calls {@link API} for domain `test.localhost`, keeps
 * nothing in storage, records navigation and logs; `calls` lists what the fake sandbox was sent.
 */
export function testStore(options: TestStoreOptions = {}) {
  const { layout, session, answers, services, preloadedState, ...rest } = options;
  const recorded = recordingServices();
  const sandbox = answers ? fakeSandbox(answers) : undefined;
  const calls: FakeCall[] = sandbox?.calls ?? [];
  const store = createStore({
    apiBaseUrl: API,
    domainName: 'test.localhost',
    storage: null,
    ...(sandbox ? { fetch: sandbox.fetch } : {}),
    ...rest,
    services: services ?? recorded.services,
    preloadedState: {
      ...(layout ? { layout } : {}),
      ...(session ? { session } : {}),
      ...preloadedState,
    },
  });
  return { store, calls, ...recorded };
}

/**
 * The store of a wallet, game or safety screen: demo01 signed in (or not) with `balance` on a
 * `template` site in `currency`, calling `fetch` (a `fakeSandbox().fetch`).
 */
export function playerStore(
  fetch: typeof globalThis.fetch,
  signedIn = true,
  balance = 1000,
  currency = 'PHP',
  template: TemplateId = 'template1',
) {
  return testStore({
    fetch,
    services: {},
    layout: {
      ...initialLayoutState,
      site: { site_name: 'Demo', currency, external_id: 'ext' } as Site,
      template,
    },
    session: signedIn
      ? {
          ...initialSessionState,
          isAuthenticated: true,
          token: 'tok',
          user: { ...initialSessionState.user, account_id: 'demo01', session_token: 'tok' },
          game: { balance, token: 0 },
        }
      : initialSessionState,
  }).store;
}
