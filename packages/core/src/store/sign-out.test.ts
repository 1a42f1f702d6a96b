import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialSessionState } from './session-slice';
import { SIGN_OUT_WAIT_MS, signOut } from './sign-out';
import { API, signedIn, testStore } from '../testing';
import { answer, listenToSandbox, server } from '../testing/node';

listenToSandbox();
afterEach(() => vi.useRealTimers());

describe('signOut', () => {
  it('ends the session on the server with its token, then resets the session', async () => {
    const seen = answer('/api/auth/logout', { statusCode: 1, statusMessage: 'OK' });
    const { store } = testStore({ preloadedState: { session: signedIn } });
    const done = store.dispatch(signOut());
    // The session is still there while the server ends it.
    expect(store.getState().session.isAuthenticated).toBe(true);
    await done;
    expect(seen).toEqual([{ account_id: 'demo01', auth: 'tok-1' }]);
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('signs out without a message when the call fails or the server says the session is over', async () => {
    for (const [body, status] of [
      [{ statusCode: -500, statusMessage: 'internalServerError' }, 500],
      [{ statusCode: -401, statusMessage: 'sessionExpired' }, 401],
    ] as const) {
      answer('/api/auth/logout', body, { status: status });
      const { store, navigated } = testStore({ preloadedState: { session: signedIn } });
      await store.dispatch(signOut());
      expect(store.getState().session).toEqual(initialSessionState);
      expect(store.getState().modal.open).toBeNull();
      expect(store.getState().toasts.items).toEqual([]);
      expect(navigated).toEqual([]);
    }
    server.use(http.post(`${API}/api/auth/logout`, () => HttpResponse.error()));
    const { store } = testStore({ preloadedState: { session: signedIn } });
    await store.dispatch(signOut());
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('does not wait longer than SIGN_OUT_WAIT_MS for a server that does not answer', async () => {
    server.use(http.post(`${API}/api/auth/logout`, () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { store } = testStore({ preloadedState: { session: signedIn } });
    const done = store.dispatch(signOut());
    await vi.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS);
    await done;
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('makes no call when nobody is signed in', async () => {
    const { store } = testStore();
    await store.dispatch(signOut());
    expect(store.getState().session).toEqual(initialSessionState);
  });
});
