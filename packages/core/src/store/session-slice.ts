import { createSlice, isAnyOf, isFulfilled } from '@reduxjs/toolkit';
import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { authApi } from '../api/auth';
import { homeApi } from '../api/home';
import { settingsApi } from '../api/settings';
import type { SessionResponse } from '../contract';
import { STATUS_OK } from '../contract/constants';
import { toGame } from '../games';
import { vipSummary } from '../vip/summary';
import type { SessionState } from './persisted-schema';

export type { SessionState } from './persisted-schema';

/** A signed-out session. */
export const initialSessionState: SessionState = {
  isAuthenticated: false,
  user: { account_id: '', session_token: '', full_name: '', contact_email: '' },
  token: '',
  fullname: '',
  email: '',
  game: { balance: 0, token: 0, bonus: 0 },
  game_fav_list: [],
  vip: null,
};

/**
 * Login succeeds only on statusCode 1 with a token. Where the web server holds the
 * session, it keeps the token in its cookie and answers without it: statusCode 1 is the success.
 */
export const isSuccessfulLogin = (
  answer: SessionResponse,
  heldBy?: SessionState['heldBy'],
): boolean =>
  answer.statusCode === STATUS_OK &&
  !answer.challenge &&
  (Boolean(answer.token) || heldBy === 'server');

/** A signed-out session of the same mode: who holds the token is the store's setting. */
const signedOut = (state: SessionState): SessionState =>
  state.heldBy ? { ...initialSessionState, heldBy: state.heldBy } : initialSessionState;

const signIn = (state: SessionState, answer: SessionResponse, accountId: string): SessionState => {
  if (!isSuccessfulLogin(answer, state.heldBy)) return signedOut(state);
  // A token the web server holds never enters the page's state.
  const token = state.heldBy === 'server' ? '' : (answer.token ?? '');
  return {
    ...signedOut(state),
    isAuthenticated: true,
    token,
    fullname: answer.fullname ?? '',
    email: answer.email ?? '',
    user: {
      account_id: answer.user?.account_id ?? accountId,
      session_token: state.heldBy === 'server' ? '' : (answer.user?.session_token ?? token),
      full_name: answer.fullname ?? '',
      contact_email: answer.email ?? '',
    },
  };
};

/**
 * The wallet's answers that carry the player's new game balance. The wallet's endpoints come with
 * the screens that call them, not with every page, so they are matched by name here.
 */
const walletBalanceAnswers: ReadonlySet<string> = new Set(['deposit', 'withdraw', 'spin']);
const isWalletBalanceAnswer = (
  action: UnknownAction,
): action is PayloadAction<{ game_balance?: number }> =>
  isFulfilled(action) &&
  action.type === `${api.reducerPath}/executeMutation/fulfilled` &&
  walletBalanceAnswers.has(
    (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName ?? '',
  );

const signInCalls = isAnyOf(
  authApi.endpoints.login.matchFulfilled,
  authApi.endpoints.loginTac.matchFulfilled,
  authApi.endpoints.tacVerify.matchFulfilled,
  authApi.endpoints.loginSecondStep.matchFulfilled,
);

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    /** Resets the session to defaults. */
    logout: (state) => signedOut(state),
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(signInCalls, (state, action) =>
        signIn(state, action.payload, action.meta.arg.originalArgs.account_id),
      )
      .addMatcher(
        isAnyOf(authApi.endpoints.login.matchRejected, authApi.endpoints.loginTac.matchRejected),
        (state, action) => (action.meta.rejectedWithValue ? signedOut(state) : state),
      )
      .addMatcher(authApi.endpoints.getBalance.matchFulfilled, (state, { payload }) => {
        state.game.balance = payload.game_balance ?? state.game.balance;
        state.game.token = payload.game_token ?? state.game.token;
        state.game.bonus = payload.bonus_balance ?? state.game.bonus;
      })
      .addMatcher(authApi.endpoints.getVip.matchFulfilled, (state, { payload }) => {
        state.vip = vipSummary(payload.nextLevel);
      })
      .addMatcher(
        isAnyOf(
          homeApi.endpoints.getFavourites.matchFulfilled,
          homeApi.endpoints.toggleFavourite.matchFulfilled,
        ),
        (state, { payload }) => {
          state.game_fav_list = (payload.value ?? []).map(toGame);
        },
      )
      .addMatcher(homeApi.endpoints.getFavourites.matchRejected, (state, action) => {
        if (action.meta.rejectedWithValue) state.game_fav_list = [];
      })
      .addMatcher(settingsApi.endpoints.updateProfile.matchFulfilled, (state, { payload }) => {
        const profile = payload.value?.[0];
        if (payload.statusCode !== STATUS_OK || !profile) return;
        state.fullname = profile.full_name;
        state.email = profile.contact_email;
        state.user.full_name = profile.full_name;
        state.user.contact_email = profile.contact_email;
      })
      .addMatcher(
        isAnyOf(settingsApi.endpoints.claimInbox.matchFulfilled, isWalletBalanceAnswer),
        (state, { payload }) => {
          if (payload.game_balance !== undefined) state.game.balance = payload.game_balance;
        },
      );
  },
});

export const { logout } = sessionSlice.actions;

type WithSession = { session: SessionState };
/** The whole session. */
export const selectSession = (state: WithSession): SessionState => state.session;
/** Who holds the session token: `server` (a web server's cookie), or undefined (the page). */
export const selectSessionHeldBy = (state: WithSession): SessionState['heldBy'] =>
  state.session.heldBy;
/** Whether a player is signed in. */
export const selectIsAuthenticated = (state: WithSession): boolean => state.session.isAuthenticated;
/** Game balance (cash), game token balance and bonus money being wagered. */
export const selectGameWallet = (state: WithSession): SessionState['game'] => state.session.game;
/** The player's favourites, `game_image` already mapped from `img_url`. */
export const selectFavourites = (state: WithSession): SessionState['game_fav_list'] =>
  state.session.game_fav_list;
/** The VIP summary, or null before /api/auth/vip answered. */
export const selectVip = (state: WithSession): SessionState['vip'] => state.session.vip;
