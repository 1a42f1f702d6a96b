import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api/api';
import type { BetSlipState } from '../sports/bet-slip-slice';
import type { LiveState } from '../live/slice';
import { layoutSlice } from './layout-slice';
import { modalSlice } from './modal-slice';
import { oddsSlice } from './odds-slice';
import { sessionSlice } from './session-slice';
import { toastsSlice } from './toasts-slice';
import { viewportSlice } from './viewport-slice';

const reducers = {
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  layout: layoutSlice.reducer,
  modal: modalSlice.reducer,
  toasts: toastsSlice.reducer,
  viewport: viewportSlice.reducer,
  odds: oddsSlice.reducer,
};
let combined = combineReducers(reducers);
const lazyReducers: Record<string, Reducer> = {};

/**
 * Slices whose code loads with the first screen that uses them: each joins every store with
 * `injectSlice` when its module loads, and its selectors read its initial state until then.
 * Absent from the server's state.
 */
export interface LazySlices {
  betSlip: BetSlipState;
  live: LiveState;
}

export type RootState = ReturnType<typeof combined> & Partial<LazySlices>;

/** Every slice of the app plus the API cache, and the lazy slices that have loaded. */
export const rootReducer: Reducer<RootState, UnknownAction, Partial<RootState>> = (state, action) =>
  combined(state, action);

/**
 * Adds a lazy slice's reducer to every store (RTK's `combineSlices` does this too, for 0.3 KB
 * more on the first visit). A store takes it in with its next action.
 */
export function injectSlice<K extends keyof LazySlices>(slice: {
  reducerPath: K;
  reducer: Reducer<LazySlices[K]>;
}): void {
  Object.assign(lazyReducers, { [slice.reducerPath]: slice.reducer });
  combined = combineReducers({ ...reducers, ...lazyReducers });
}
