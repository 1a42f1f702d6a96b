import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { authApi } from '../api/auth';
import type { ApiExtra } from '../api/base-query';
import { logout } from './session-slice';

/** The longest Log out waits for the server before the session is cleared anyway. */
export const SIGN_OUT_WAIT_MS = 3000;

/** The part of the state sign-out reads. */
interface SignOutState {
  session: { isAuthenticated: boolean };
}

/**
 * Log out: asks the server to end the session (`/api/auth/logout`), then resets the session to
 * defaults. The call's answer is not shown and does not matter: a failed or slow call (after
 * `SIGN_OUT_WAIT_MS`) still signs the player out.
 */
export const signOut =
  (): ThunkAction<Promise<void>, SignOutState, ApiExtra, UnknownAction> =>
  async (dispatch, getState) => {
    if (getState().session.isAuthenticated) {
      const ended = dispatch(authApi.endpoints.logout.initiate());
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SIGN_OUT_WAIT_MS);
      });
      await Promise.race([ended.then(() => undefined), waited]);
      clearTimeout(timer);
    }
    dispatch(logout());
  };
