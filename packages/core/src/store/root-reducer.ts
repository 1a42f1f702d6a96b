import { combineReducers } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { betSlipSlice } from '../sports/bet-slip-slice';
import { layoutSlice } from './layout-slice';
import { modalSlice } from './modal-slice';
import { oddsSlice } from './odds-slice';
import { sessionSlice } from './session-slice';
import { toastsSlice } from './toasts-slice';
import { viewportSlice } from './viewport-slice';

/** Every slice of the app plus the API cache. */
export const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  session: sessionSlice.reducer,
  layout: layoutSlice.reducer,
  modal: modalSlice.reducer,
  toasts: toastsSlice.reducer,
  viewport: viewportSlice.reducer,
  odds: oddsSlice.reducer,
  betSlip: betSlipSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;
