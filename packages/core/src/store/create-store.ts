import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { ApiExtra, Services } from '../api/base-query';
import { registerListeners } from './listeners';
import type { PersistedState } from './persistence';
import { defaultStorage, savePersistedState } from './persistence';
import type { RootState } from './root-reducer';
import { rootReducer } from './root-reducer';

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

  const { betSlip: savedBetSlip, ...persisted } = options.persisted ?? {};
  const preloadedState = { ...persisted, ...options.preloadedState };
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
    savePersistedState(storage, state, savedBetSlip);
  });

  // `services` stays live: assigning `store.services.t` later changes the language of later messages.
  return Object.assign(store, { services, savedBetSlip });
}

export type AppStore = ReturnType<typeof createStore>;
export type AppDispatch = AppStore['dispatch'];
