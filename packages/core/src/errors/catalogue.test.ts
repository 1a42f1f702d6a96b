import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../api/auth';
import { homeApi } from '../api/home';
import { settingsApi } from '../api/settings';
import { initialLayoutState } from '../store/layout-slice';
import { closeModal, openModal } from '../store/modal-slice';
import { initialSessionState } from '../store/session-slice';
import { signedIn, testStore } from '../testing';
import { answer, listenToSandbox } from '../testing/node';
import type { TemplateId } from '../theme/manifest';
import { applyCatalogue, handleLoginError } from './catalogue';

listenToSandbox();
afterEach(() => vi.useRealTimers());

const signedInStore = (template: TemplateId | null = 'template1') =>
  testStore({ preloadedState: { session: signedIn, layout: { ...initialLayoutState, template } } });

describe('catalogue: session expiry', () => {
  it('logs out and shows a 10 s bottom-right warning toast titled invalidSession', () => {
    const { store } = signedInStore();
    store.dispatch(applyCatalogue({ statusCode: -1, statusMessage: 'sessionExpired' }));
    const state = store.getState();
    expect(state.session).toEqual(initialSessionState);
    expect(state.toasts.items).toEqual([
      expect.objectContaining({
        variant: 'warning',
        title: 't:invalidSession',
        text: 't:sessionExpired',
        durationMs: 10_000,
        position: 'bottom-right',
      }),
    ]);
  });

  it('sends page templates to /login', () => {
    const { store, navigated } = signedInStore('template1');
    store.dispatch(applyCatalogue({ statusCode: -1, statusMessage: 'BLOCK' }));
    expect(navigated).toEqual(['/login']);
    expect(store.getState().modal.open).toBeNull();
  });

  it('sends slot2 to "/" and opens #loginmodal 1000 ms later', () => {
    vi.useFakeTimers();
    const { store, navigated } = signedInStore('template2');
    store.dispatch(applyCatalogue({ statusCode: -1, statusMessage: 'Session Expired' }));
    expect(navigated).toEqual(['/']);
    vi.advanceTimersByTime(999);
    expect(store.getState().modal.open).toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState().modal.open).toEqual({ id: 'loginmodal' });
  });

  it('sends slot5 to "/" and opens modal-signin 1000 ms later', () => {
    vi.useFakeTimers();
    const { store, navigated } = signedInStore('template5');
    store.dispatch(applyCatalogue({ statusCode: -1, statusMessage: 'CLOSE' }));
    vi.advanceTimersByTime(1000);
    expect(navigated).toEqual(['/']);
    expect(store.getState().modal.open).toEqual({ id: 'modal-signin' });
  });

  it('acts once when several calls expire together', () => {
    const { store, navigated } = signedInStore();
    store.dispatch(applyCatalogue({ statusCode: -1, statusMessage: 'permissionDenied' }));
    store.dispatch(applyCatalogue({ statusCode: -1, statusMessage: 'sessionExpired' }));
    expect(navigated).toHaveLength(1);
    expect(store.getState().toasts.items).toHaveLength(1);
  });
});

describe('catalogue: serviceUnavailable', () => {
  it('is logged and nothing is shown', () => {
    const { store, logged } = signedInStore();
    store.dispatch(applyCatalogue({ statusCode: -503, statusMessage: 'serviceUnavailable' }));
    expect(logged).toHaveLength(1);
    expect(store.getState().modal.open).toBeNull();
    expect(store.getState().toasts.items).toEqual([]);
    expect(store.getState().session.isAuthenticated).toBe(true);
  });
});

describe('catalogue: other errors', () => {
  it('open the error modal titled errorTitle with the translated key', () => {
    const { store } = signedInStore();
    store.dispatch(applyCatalogue({ statusCode: -1, statusMessage: 'insufficientBalance' }));
    expect(store.getState().modal.open).toEqual({
      id: 'error',
      title: 't:errorTitle',
      text: 't:insufficientBalance',
    });
  });

  it('read the translator when the message is shown', () => {
    const { store } = signedInStore();
    store.services.t = (key) => `fil:${key}`;
    store.dispatch(applyCatalogue({ statusCode: -1 }));
    expect(store.getState().modal.open).toMatchObject({
      title: 'fil:errorTitle',
      text: 'fil:unknownError',
    });
  });

  it('show a 3 s error toast in the toast variant', () => {
    const { store } = signedInStore();
    store.dispatch(applyCatalogue({ statusCode: -1, statusMessage: 'Try later.' }, 'toast'));
    expect(store.getState().modal.open).toBeNull();
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({
        variant: 'error',
        title: 't:errorTitle',
        text: 'Try later.',
        durationMs: 3000,
      }),
    ]);
  });
});

describe('catalogue: login error handler', () => {
  it('shows the error modal and resolves only after it closes', async () => {
    const { store } = signedInStore();
    let resolved = false;
    const done = store
      .dispatch(handleLoginError({ statusCode: -1, statusMessage: 'invalidLogin' }))
      .then(() => {
        resolved = true;
      });
    expect(store.getState().modal.open).toMatchObject({ id: 'error', text: 't:invalidLogin' });
    await Promise.resolve();
    expect(resolved).toBe(false);
    store.dispatch(closeModal());
    await done;
    expect(resolved).toBe(true);
  });

  it('resolves when another modal replaces the error', async () => {
    const { store } = signedInStore();
    const done = store.dispatch(handleLoginError({ statusCode: -1, statusMessage: 'x y' }));
    store.dispatch(openModal({ id: 'register' }));
    await expect(done).resolves.toBeUndefined();
  });
});

describe('catalogue listener: applied to every rejected call', () => {
  it('logs the player out when an own-data call answers sessionExpired', async () => {
    answer(
      '/api/settings/check_status',
      { statusCode: -1, statusMessage: 'sessionExpired' },
      { status: 401 },
    );
    const { store, navigated } = signedInStore();
    await store.dispatch(settingsApi.endpoints.checkStatus.initiate());
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(navigated).toEqual(['/login']);
  });

  it('opens the error modal for a failed call', async () => {
    answer('/api/settings/claim_inbox', { statusCode: -1, statusMessage: 'alreadyClaimed' });
    const { store } = signedInStore();
    await store.dispatch(settingsApi.endpoints.claimInbox.initiate({ inbox_id: 3 }));
    expect(store.getState().modal.open).toMatchObject({ id: 'error', text: 't:alreadyClaimed' });
  });

  it("writes a failed call's message once the texts still to come have loaded", async () => {
    answer('/api/settings/claim_inbox', { statusCode: -1, statusMessage: 'alreadyClaimed' });
    let loaded = false;
    let arrive = () => {};
    const texts = new Promise<void>((resolve) => (arrive = resolve)).then(() => {
      loaded = true;
    });
    const { store } = testStore({
      preloadedState: {
        session: signedIn,
        layout: { ...initialLayoutState, template: 'template1' },
      },
      services: {
        t: (key) => (loaded ? `text:${key}` : key),
        loadTexts: () => (loaded ? undefined : texts),
      },
    });
    await store.dispatch(settingsApi.endpoints.claimInbox.initiate({ inbox_id: 3 }));
    expect(store.getState().modal.open).toBeNull();
    arrive();
    await expect
      .poll(() => store.getState().modal.open)
      .toMatchObject({ id: 'error', title: 'text:errorTitle', text: 'text:alreadyClaimed' });
  });

  it('leaves login failures to the form (no modal from the listener)', async () => {
    answer('/api/auth/login', { statusCode: -1, statusMessage: 'invalidLogin' });
    const { store } = testStore();
    await store.dispatch(authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'x' }));
    expect(store.getState().modal.open).toBeNull();
  });

  it('shows a failed favourite toggle as a toast', async () => {
    answer('/api/home/fav_toggle', { statusCode: -1, statusMessage: 'gameNotFound' });
    const { store } = signedInStore();
    await store.dispatch(
      homeApi.endpoints.toggleFavourite.initiate({ provider_code: 'JILI', game_code: 'nope' }),
    );
    expect(store.getState().toasts.items).toEqual([
      expect.objectContaining({ variant: 'error', text: 't:gameNotFound' }),
    ]);
  });

  it('keeps a failed balance load to the log', async () => {
    answer('/api/auth/get_balance', { statusCode: -503, statusMessage: 'serviceUnavailable' });
    const { store, logged } = signedInStore();
    await store.dispatch(authApi.endpoints.getBalance.initiate());
    expect(store.getState().modal.open).toBeNull();
    expect(logged).toHaveLength(1);
  });
});
