import type { ListenerMiddlewareInstance, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { isFulfilled, isRejectedWithValue } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authApi } from '../api/auth';
import type { ApiExtra } from '../api/base-query';
import { isApiFailure, isUnreachable } from '../api/failure';
import { homeApi } from '../api/home';
import { applyCatalogue } from '../errors/catalogue';
import { handlingOf } from '../errors/handling';
import { selectLiveReconnecting, selectLiveUp } from '../live/status';
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

/** A successful deposit or bet placement: the limits it counts against and its amount. */
function limitedMoveOf(action: {
  meta: { arg: unknown };
  payload?: unknown;
}): { kinds: ('deposit' | 'wager')[]; amount: number } | null {
  const arg = action.meta.arg as { endpointName?: unknown; originalArgs?: unknown };
  const args = (arg.originalArgs ?? {}) as {
    amount?: unknown;
    selections?: { stake?: unknown }[];
    parlay_stake?: unknown;
  };
  const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  const answered = (action.payload ?? {}) as { statusCode?: unknown };
  if (answered.statusCode !== undefined && answered.statusCode !== 1) return null;
  if (arg.endpointName === 'deposit') return { kinds: ['deposit'], amount: num(args.amount) };
  if (arg.endpointName === 'placeBets')
    return {
      kinds: ['wager'],
      amount:
        (args.selections ?? []).reduce((sum, s) => sum + num(s.stake), 0) + num(args.parlay_stake),
    };
  return null;
}

/** How long an unreachable read waits for an open channel to say whether it dropped as well. */
export const CHANNEL_NOTICE_MS = 2_000;

/** The app's flows: error catalogue, loads after login, cache reset on logout. */
export function registerListeners({ startListening }: AppListener): void {
  // Every rejected call meets the error catalogue unless its endpoint opts out.
  startListening({
    predicate: (action) =>
      isRejectedWithValue(action) && action.type.startsWith(`${api.reducerPath}/`),
    effect: async (action, listener) => {
      const { dispatch, extra } = listener;
      if (!isRejectedWithValue(action) || !isApiFailure(action.payload)) return;
      const handling = handlingOf(endpointNameOf(action));
      if (handling !== 'modal' && handling !== 'toast') return;
      // While the page says it is reconnecting, a read that could not reach the server tells the
      // player nothing new: the page keeps what it shows and catches up when the channel is back.
      // What the player asked for (a mutation) still says why it failed.
      if (
        (action.meta.arg as { type?: unknown }).type === 'query' &&
        isUnreachable(action.payload)
      ) {
        if (selectLiveReconnecting(listener.getState())) return;
        // A read in flight when the server went away can fail a moment before the stream notices
        // the same loss: it stays quiet too if the channel drops within that moment.
        if (
          selectLiveUp(listener.getState()) &&
          (await listener.condition((_, state) => selectLiveReconnecting(state), CHANNEL_NOTICE_MS))
        )
          return;
      }
      // The texts come with the player's first touch; a call that fails before it waits for them.
      const texts = extra.services.loadTexts();
      if (texts) await texts.catch(() => undefined);
      // A money call held for the identity check: its screen says why, with a link to the check.
      if (action.payload.statusMessage === 'verificationRequired') return;
      dispatch(applyCatalogue(action.payload, handling));
    },
  });

  // A successful password login, or its authenticator step, loads balance, VIP and favourites
  // (TAC login does not).
  for (const signIn of [authApi.endpoints.login, authApi.endpoints.loginSecondStep]) {
    startListening({
      matcher: signIn.matchFulfilled,
      effect: (action, listener) => {
        const { dispatch } = listener;
        if (!isSuccessfulLogin(action.payload, listener.getState().session.heldBy)) return;
        const fresh = { subscribe: false, forceRefetch: true } as const;
        void dispatch(authApi.endpoints.getBalance.initiate(undefined, fresh));
        void dispatch(authApi.endpoints.getVip.initiate(undefined, fresh));
        void dispatch(homeApi.endpoints.getFavourites.initiate(undefined, fresh));
      },
    });
  }

  // A deposit or stake that takes a limit past 80 % warns the player; the limit code loads only
  // when such a move succeeds.
  startListening({
    predicate: (action) =>
      isFulfilled(action) &&
      action.type.startsWith(`${api.reducerPath}/executeMutation/`) &&
      limitedMoveOf(action) !== null,
    effect: async (action, { dispatch }) => {
      const move = isFulfilled(action) ? limitedMoveOf(action) : null;
      if (!move || move.amount <= 0) return;
      const { warnAfterMove } = await import('../responsible/warnings');
      await dispatch(warnAfterMove(move.kinds, move.amount));
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
