import type { Services } from '../api/base-query';
import type { LayoutState, SessionState } from '../store';
import type { CreateStoreOptions } from '../store/create-store';
import { createStore } from '../store/create-store';
import type { Answers, FakeCall } from './backend';
import { API, fakeSandbox } from './backend';

/** Services that record where the app navigated and what it logged; texts come back as `t:key`. */
export function recordingServices() {
  const navigated: string[] = [];
  const logged: unknown[][] = [];
  const services: Services = {
    navigate: (path) => navigated.push(path),
    t: (key) => `t:${key}`,
    log: (...args) => logged.push(args),
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
    services: { ...recorded.services, ...services },
    preloadedState: {
      ...(layout ? { layout } : {}),
      ...(session ? { session } : {}),
      ...preloadedState,
    },
  });
  return { store, calls, ...recorded };
}
