import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../api/auth';
import { SITE_REQUEST_HEADER } from '../api/base-query';
import { fakeSandbox, memoryStorage, testStore } from '../testing';
import { PERSIST_KEY } from './persistence';
import { signOut } from './sign-out';

/** A fake sandbox whose login answers as the web server does for a session it holds. */
function heldSandbox() {
  const headers: Headers[] = [];
  const sandbox = fakeSandbox({
    // The web server keeps the token in its cookie and answers with it emptied.
    '/api/auth/login': {
      token: '',
      user: { account_id: 'demo01', session_token: '' },
      fullname: 'Demo Player',
      email: 'd@x.t',
    },
    '/api/auth/get_balance': { game_balance: 250, game_token: 3 },
    '/api/auth/vip': { nextLevel: [] },
    '/api/home/fav_list': { value: [] },
    '/api/auth/logout': {},
  });
  const fetch: typeof globalThis.fetch = (input, init) => {
    headers.push(new Headers(init?.headers));
    return sandbox.fetch(input, init);
  };
  return { ...sandbox, fetch, headers };
}

describe('a session the web server holds', () => {
  it('signs in on statusCode 1 without a token and keeps no token anywhere in the page', async () => {
    const sandbox = heldSandbox();
    const storage = memoryStorage();
    const { store } = testStore({ fetch: sandbox.fetch, storage, sessionMode: 'server' });
    await store.dispatch(
      authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'demo1234' }),
    );
    expect(store.getState().session).toMatchObject({
      heldBy: 'server',
      isAuthenticated: true,
      token: '',
      fullname: 'Demo Player',
      user: { account_id: 'demo01', session_token: '' },
    });
    // The login loads the balance, sent without `auth`: the server adds it from its cookie.
    await vi.waitFor(() => expect(store.getState().session.game.balance).toBe(250));
    const balanceCall = sandbox.calls.find((c) => c.path === '/api/auth/get_balance');
    expect(balanceCall?.body).toEqual({ account_id: 'demo01' });
    // Every call carries the header a cross-site form cannot send.
    expect(sandbox.headers.every((h) => h.get(SITE_REQUEST_HEADER) === '1')).toBe(true);
    // What the page saves holds no session at all. The store tells its subscribers (the saving
    // among them) of the API's answers a frame later, batched: the balance is in the state first.
    await vi.waitFor(() => expect(storage.getItem(PERSIST_KEY)).toContain('"layout"'));
    const saved = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}') as Record<string, unknown>;
    expect(saved).not.toHaveProperty('session');
    expect(storage.getItem(PERSIST_KEY)).not.toContain('demo01');
  });

  it('loads the balance after the authenticator step of a two-step sign-in', async () => {
    const sandbox = fakeSandbox({
      '/api/auth/login_second_step': {
        token: '',
        user: { account_id: 'demo01', session_token: '' },
        fullname: 'Demo Player',
      },
      '/api/auth/get_balance': { game_balance: 90, game_token: 0 },
      '/api/auth/vip': { nextLevel: [] },
      '/api/home/fav_list': { value: [] },
    });
    const { store } = testStore({ fetch: sandbox.fetch, sessionMode: 'server' });
    await store.dispatch(
      authApi.endpoints.loginSecondStep.initiate({
        account_id: 'demo01',
        challenge: 'c',
        code: '123456',
      }),
    );
    expect(store.getState().session.isAuthenticated).toBe(true);
    await vi.waitFor(() => expect(store.getState().session.game.balance).toBe(90));
  });

  it('starts from the session the server says, never from one saved on the browser', () => {
    const { store } = testStore({
      sessionMode: 'server',
      persisted: {
        layout: testStore().store.getState().layout,
        session: { ...testStore().store.getState().session, isAuthenticated: true, token: 'old' },
      },
    });
    expect(store.getState().session).toMatchObject({
      heldBy: 'server',
      isAuthenticated: false,
      token: '',
    });
  });

  it('stays in its mode when the player signs out', async () => {
    const sandbox = heldSandbox();
    const { store } = testStore({ fetch: sandbox.fetch, sessionMode: 'server' });
    await store.dispatch(
      authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'demo1234' }),
    );
    await store.dispatch(signOut());
    expect(store.getState().session).toMatchObject({ heldBy: 'server', isAuthenticated: false });
    expect(sandbox.calls.find((c) => c.path === '/api/auth/logout')?.body).toEqual({
      account_id: 'demo01',
    });
  });
});

describe('a session the page holds (client mode)', () => {
  it('needs the token for a sign-in, sends it as auth, and marks no call', async () => {
    const sandbox = heldSandbox();
    const { store } = testStore({ fetch: sandbox.fetch });
    await store.dispatch(
      authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'demo1234' }),
    );
    // Without a token the answer is not a sign-in.
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(sandbox.headers.every((h) => h.get(SITE_REQUEST_HEADER) === null)).toBe(true);
  });
});
