import { closeModal, selectGameWallet, useAppSelector } from '@playfront/core/store';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import type { PlayerScreenOptions } from '../../testing';
import { renderPlayerScreen } from '../../testing';
import { fakeSandbox } from '@playfront/core/testing';
import { PlayNow } from './play-now';

const GAME = '/playnow?provider=PLAYFRONT&game=PF-LUCKY-SEVENS';

/** The game page while the router is on it, as the app's routes mount it. */
function Routed() {
  return useLocation().pathname.endsWith('/playnow') ? <PlayNow /> : null;
}

/** The balance the header shows (the session's, with no query of its own), and where the router is. */
function Probe() {
  const { balance } = useAppSelector(selectGameWallet);
  const { pathname, search } = useLocation();
  return (
    <p>
      <span data-testid="balance">{balance}</span>
      <span data-testid="where">{`${pathname}${search}`}</span>
    </p>
  );
}

async function show(
  routes: Parameters<typeof fakeSandbox>[0],
  { path = GAME, ...options }: PlayerScreenOptions = {},
) {
  const api = fakeSandbox(routes);
  const { store } = await renderPlayerScreen(
    <>
      <Routed />
      <Probe />
    </>,
    api,
    { path, ...options },
  );
  return { api, store };
}

const launches = (api: ReturnType<typeof fakeSandbox>) =>
  api.calls.filter((c) => c.path === '/api/product/launch_game');

/** jsdom has no Fullscreen API: the test gives the document one for its duration. */
function browserFullscreen(enabled: boolean, element: () => Element | null) {
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: element });
}

/** Forms the page submitted (jsdom does not navigate frames). */
const submitted: HTMLFormElement[] = [];
beforeEach(() => {
  submitted.length = 0;
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
});

describe('PlayNow', () => {
  it('opens the game in a frame and refreshes the balance when the player closes it', async () => {
    let balance = 1000;
    const { api } = await show({
      '/api/product/launch_game': (body) => ({
        statusCode: 1,
        url: '/api/games/demo-slot/',
        launch_token: `token-of-${String(body.game_code)}`,
      }),
      '/api/auth/get_balance': () => ({ statusCode: 1, game_balance: balance, game_token: 0 }),
    });
    const frame = await screen.findByTitle('Game window');
    // The launch token is posted into the frame, never put in an address; the game runs in an
    // origin of its own.
    expect(frame).not.toHaveAttribute('src');
    expect(frame.getAttribute('sandbox')?.split(' ')).not.toContain('allow-same-origin');
    expect(frame.getAttribute('sandbox')?.split(' ')).toContain('allow-scripts');
    const form = document.querySelector(`form[target="${frame.getAttribute('name')}"]`);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/games/demo-slot/');
    expect(form?.querySelector('input[name="token"]')).toHaveValue('token-of-PF-LUCKY-SEVENS');
    expect(submitted).toContain(form);
    expect(launches(api)[0]?.body).toMatchObject({
      account_id: 'demo01',
      auth: 'tok',
      provider_code: 'PLAYFRONT',
      game_code: 'PF-LUCKY-SEVENS',
    });
    expect(screen.queryByText('Demo play: play money only')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('1000'));
    balance = 985;
    await userEvent.click(screen.getByRole('button', { name: /Close game/ }));
    // Opened directly, Close leads home; the page is left, so the balance is asked again.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('985'));
  });

  it.each([
    ['gameUnderMaintenance', -409, 'This game is under maintenance.'],
    ['gameRegionBlocked', -403, 'This game is not available in your region.'],
    ['gameLimitReached', -403, 'Your responsible gaming limit stops this game for now.'],
  ])('explains a launch refused with %s', async (key, statusCode, text) => {
    await show({ '/api/product/launch_game': () => ({ statusCode, statusMessage: key }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This game cannot be opened');
    expect(alert).toHaveTextContent(text);
    expect(screen.queryByTitle('Game window')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Choose another game' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/));
  });

  it('lets a guest play the demo with play money', async () => {
    const { api } = await show(
      {
        '/api/product/launch_game': () => ({
          statusCode: 1,
          url: '/api/games/demo-slot/',
          launch_token: 'fun-token',
          demo: true,
        }),
      },
      { signedIn: false },
    );
    const frame = await screen.findByTitle('Game window');
    expect(
      document
        .querySelector(`form[target="${frame.getAttribute('name')}"] input[name="token"]`)
        ?.getAttribute('value'),
    ).toBe('fun-token');
    expect(screen.getByText('Demo play: play money only')).toBeInTheDocument();
    expect(launches(api)[0]?.body).toMatchObject({ account_id: '', auth: '' });
  });

  it("asks a guest to log in the template's way where the game has no demo", async () => {
    await show(
      {
        '/api/product/launch_game': () => ({
          statusCode: -403,
          statusMessage: 'gameSignInRequired',
        }),
      },
      { signedIn: false },
    );
    // template1 logs in on its page and comes back to the game afterwards.
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        `/login?redirect=${encodeURIComponent(GAME)}`,
      ),
    );
  });

  it('shows the log-in prompt in place of the game', async () => {
    const { store } = await show(
      {
        '/api/product/launch_game': () => ({
          statusCode: -403,
          statusMessage: 'gameSignInRequired',
        }),
      },
      { signedIn: false, template: 'template2' },
    );
    // template2 logs in with its modal, over the page.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Log in to play');
    expect(alert).toHaveTextContent('Log in to play this game. It has no demo mode.');
    await waitFor(() => expect(store.getState().modal.open).toEqual({ id: 'loginmodal' }));
    store.dispatch(closeModal());
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().modal.open).toEqual({ id: 'loginmodal' });
  });

  it('ends the session when the launch answers that it expired', async () => {
    const { store } = await show({
      '/api/product/launch_game': () => ({ statusCode: -401, statusMessage: 'sessionExpired' }),
    });
    await waitFor(() => expect(store.getState().session.isAuthenticated).toBe(false));
  });

  it('says so when no game was chosen, without calling the backend', async () => {
    const { api } = await show({}, { path: '/playnow' });
    expect(screen.getByText('No game was chosen.')).toBeInTheDocument();
    expect(launches(api)).toEqual([]);
  });

  it('toggles full screen where the browser offers it', async () => {
    let current: Element | null = null;
    browserFullscreen(true, () => current);
    const request = vi.fn(() => {
      current = document.querySelector('.pf-engage__play');
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    const exit = vi.fn(() => {
      current = null;
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    Object.assign(HTMLElement.prototype, { requestFullscreen: request });
    Object.assign(document, { exitFullscreen: exit });
    await show({
      '/api/product/launch_game': () => ({ statusCode: 1, url: '/api/media/play?x=1' }),
    });
    const toggle = await screen.findByRole('button', { name: 'Full screen' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(request).toHaveBeenCalledOnce();
    expect(current).toBe(screen.getByRole('region', { name: 'Play now' }));
    const exitToggle = await screen.findByRole('button', { name: 'Exit full screen' });
    expect(exitToggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(exitToggle);
    expect(exit).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('offers no full-screen toggle where the browser has none', async () => {
    browserFullscreen(false, () => null);
    await show({
      '/api/product/launch_game': () => ({ statusCode: 1, url: '/api/media/play?x=1' }),
    });
    await screen.findByTitle('Game window');
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull();
  });
});
