import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { isRejectedWithValue } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authApi } from '../api/auth';
import type { ApiExtra } from '../api/base-query';
import { isApiFailure } from '../api/failure';
import { homeApi } from '../api/home';
import { applyCatalogue } from '../errors/catalogue';
import { handlingOf } from '../errors/handling';
import { writeOddsFormatCookie } from '../sports/odds-format';
import { setOddsFormat } from './odds-slice';
import type { RootState } from './root-reducer';
import { isSuccessfulLogin, logout } from './session-slice';

type AppListener = ListenerMiddlewareInstance<
  RootState,
  ThunkDispatch<RootState, ApiExtra, UnknownAction>,
  ApiExtra
>;

const endpointNameOf = (action: { meta: { arg: unknown } }): string | undefined => {
  const arg = action.meta.arg;
  return typeof arg === 'object' && arg !== null && 'endpointName' in arg
    ? String(arg.endpointName)
    : undefined;
};

/** The app's flows: error catalogue, loads after login, cache reset on logout. */
export function registerListeners({ startListening }: AppListener): void {
  // Section 8: every rejected call meets the catalogue unless its endpoint opts out.
  startListening({
    predicate: (action) =>
      isRejectedWithValue(action) && action.type.startsWith(`${api.reducerPath}/`),
    effect: (action, { dispatch }) => {
      if (!isRejectedWithValue(action) || !isApiFailure(action.payload)) return;
      const handling = handlingOf(endpointNameOf(action));
      if (handling === 'modal' || handling === 'toast')
        dispatch(applyCatalogue(action.payload, handling));
    },
  });

  // Section 4: a successful password login loads balance, VIP and favourites (TAC login does not).
  startListening({
    matcher: authApi.endpoints.login.matchFulfilled,
    effect: (action, { dispatch }) => {
      if (!isSuccessfulLogin(action.payload)) return;
      const fresh = { subscribe: false, forceRefetch: true } as const;
      void dispatch(authApi.endpoints.getBalance.initiate(undefined, fresh));
      void dispatch(authApi.endpoints.getVip.initiate(undefined, fresh));
      void dispatch(homeApi.endpoints.getFavourites.initiate(undefined, fresh));
    },
  });

  // Own data cached for the old session must not leak into the next one.
  startListening({
    actionCreator: logout,
    effect: (_action, { dispatch }) => {
      dispatch(api.util.resetApiState());
    },
  });

  // The server renders the next page in the chosen odds format: it reads this cookie.
  startListening({
    actionCreator: setOddsFormat,
    effect: ({ payload }) => {
      writeOddsFormatCookie(payload);
    },
  });
}
