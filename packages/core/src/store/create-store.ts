import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { ApiExtra, Services } from '../api/base-query';
import { registerListeners } from './listeners';
import type { PersistedState } from './persistence';
import { defaultStorage, savePersistedState } from './persistence';
import type { RootState } from './root-reducer';
import { rootReducer } from './root-reducer';
import { initialSessionState } from './session-slice';

export interface CreateStoreOptions {
  /**
   * What this browser saved (`await loadPersistedState(storage)`): session, layout and odds format
   * to start from, and a bet slip held back until the slip's code takes it in (`betSlipRestored`).
   */
  persisted?: PersistedState | undefined;
  /** State to start from over the persisted state, e.g. the server's. */
  preloadedState?: Partial<RootState>;
  /** Router, translation and logging; each defaults to a harmless built-in. */
  services?: Partial<Services>;
  /** Prefix of every API call. Default '' (same origin, `/api/...`). */
  apiBaseUrl?: string;
  /** Sent as `domain_name`. Default: `location.hostname`. */
  domainName?: string;
  /** Where session, layout and bet slip are saved. Default: localStorage when available; null disables. */
  storage?: Storage | null;
  /** The fetch the API uses. Default: the global fetch. */
  fetch?: typeof fetch;
  /**
   * Who holds the player's session token. `client` (default): the page keeps it in its state and
   * storage and sends it as `auth`, for an API the page calls itself or through a plain proxy.
   * `server`: a web server in front keeps it in an httpOnly cookie and adds `auth` to own-data
   * calls; the page never sees it, saves no session, and marks its calls with
   * `x-playfront-request`. The session to start from is then the server's (`preloadedState`).
   */
  sessionMode?: 'client' | 'server';
}

const defaultServices: Services = {
  navigate: (path) => {
    if (typeof window !== 'undefined') window.location.assign(path);
  },
  t: (key) => key,
  log: (...args) => console.warn(...args),
  loadTexts: () => undefined,
};

/** Builds a store: saves session, layout and bet slip as they change, wires the API, the catalogue and the flows. */
export function createStore(options: CreateStoreOptions = {}) {
  const services: Services = { ...defaultServices, ...options.services };
  const extra: ApiExtra = {
    services,
    apiBaseUrl: options.apiBaseUrl ?? '',
    domainName: options.domainName ?? (typeof location === 'undefined' ? '' : location.hostname),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  };
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const listener = createListenerMiddleware<
    RootState,
    ThunkDispatch<RootState, ApiExtra, UnknownAction>,
    ApiExtra
  >({ extra });

  const serverHeld = options.sessionMode === 'server';
  const { betSlip: savedBetSlip, session: savedSession, ...persisted } = options.persisted ?? {};
  // A session the web server holds is its own to tell: nothing saved on this browser counts.
  const session = serverHeld
    ? { ...initialSessionState, ...options.preloadedState?.session, heldBy: 'server' as const }
    : (options.preloadedState?.session ?? savedSession);
  const preloadedState = {
    ...persisted,
    ...options.preloadedState,
    ...(session ? { session } : {}),
  };
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listener.middleware)
        .concat(api.middleware),
  });
  registerListeners(listener);

  let saved = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    if (
      state.session === saved.session &&
      state.layout === saved.layout &&
      state.odds === saved.odds &&
      state.betSlip === saved.betSlip
    )
      return;
    saved = state;
    savePersistedState(storage, state, savedBetSlip, { session: !serverHeld });
  });

  // `services` stays live: assigning `store.services.t` later changes the language of later messages.
  return Object.assign(store, { services, savedBetSlip });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
