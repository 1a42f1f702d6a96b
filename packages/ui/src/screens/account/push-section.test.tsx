import type { PushKind, PushSaved } from '@playfront/core/contract';
import { signedIn } from '@playfront/core/testing';
import { answer, listenToSandbox } from '@playfront/core/testing/node';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../testing';
import { AccountScreen } from './account-screen';
import { base64urlBytes } from './push-browser';
import { PushSection } from './push-section';

listenToSandbox();

const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + 4) % 256);
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://push.example/send/browser-1';
const KEYS = { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) };

/**
 * A browser with a service worker, the Push API and notifications, whose permission is
 * `permission` and which answers a request for it with `answerWith`.
 */
function pushBrowser(
  permission: NotificationPermission,
  answerWith: NotificationPermission = 'granted',
) {
  const subscription = {
    endpoint: ENDPOINT,
    options: { applicationServerKey: KEY_BYTES.buffer },
    toJSON: () => ({ endpoint: ENDPOINT, keys: KEYS }),
    unsubscribe: vi.fn(() => Promise.resolve(true)),
  };
  let held: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(held)),
    subscribe: vi.fn((_options: PushSubscriptionOptionsInit) => {
      held = subscription;
      return Promise.resolve(subscription);
    }),
  };
  const registration = { pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: () => Promise.resolve(registration),
      ready: Promise.resolve(registration),
    },
  });
  const requestPermission = vi.fn(() => Promise.resolve(answerWith));
  vi.stubGlobal('PushManager', class PushManager {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class Notification {}, { permission, requestPermission }),
  );
  return { subscription, pushManager, requestPermission };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** The backend's answers: its key, and the player's subscriptions as saved and removed. */
function pushBackend(saved: PushSaved[] = []) {
  answer('/api/push/key', { statusCode: 1, value: { public_key: PUBLIC_KEY } });
  answer('/api/push/list', () => ({ statusCode: 1, value: saved }));
  const saves = answer('/api/push/save', (body) => {
    const { endpoint, kinds } = body.subscription;
    saved.splice(0, saved.length, { endpoint, kinds });
    return { statusCode: 1, value: { endpoint, kinds } };
  });
  const removals = answer('/api/push/remove', () => {
    saved.splice(0);
    return { statusCode: 1, value: { removed: 1 } };
  });
  return { saves, removals };
}

const section = () => screen.getByRole('region', { name: 'Notifications' });
const kind = (name: string) => within(section()).getByRole('checkbox', { name });

describe('PushSection', () => {
  it('asks for permission only on the tap, subscribes with the backend key and saves the kinds ticked', async () => {
    const browser = pushBrowser('default');
    const { saves } = pushBackend();
    const { user } = await renderScreen(<PushSection />, { session: signedIn });
    expect(
      await within(section()).findByText('Notifications are off on this device.'),
    ).toBeVisible();
    await user.click(kind('A deposit is credited'));
    await user.click(kind('A bet is settled'));
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText('Notifications are on on this device.')).toBeVisible();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...new Uint8Array(options?.applicationServerKey as ArrayBuffer)]).toEqual([
      ...KEY_BYTES,
    ]);
    expect(saves).toEqual([
      expect.objectContaining({
        language: 'EN',
        subscription: {
          endpoint: ENDPOINT,
          keys: KEYS,
          kinds: ['deposit_credited', 'bet_settled'],
        },
      }),
    ]);
  });

  it('shows the kinds saved for this browser, saves a change and turns off', async () => {
    const browser = pushBrowser('granted');
    await browser.pushManager.subscribe({});
    const { saves, removals } = pushBackend([
      { endpoint: ENDPOINT, kinds: ['withdrawal_paid'] satisfies PushKind[] },
    ]);
    const { user } = await renderScreen(<PushSection />, { session: signedIn });
    expect(await screen.findByText('Notifications are on on this device.')).toBeVisible();
    expect(kind('A withdrawal is paid')).toBeChecked();
    expect(kind('A bonus is about to expire')).not.toBeChecked();

    await user.click(kind('A bonus is about to expire'));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({
      subscription: { kinds: ['withdrawal_paid', 'bonus_expiring'] },
    });
    // Already allowed and subscribed: nothing is asked again.
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Turn off notifications' }));
    expect(await screen.findByText('Notifications are off on this device.')).toBeVisible();
    expect(removals).toEqual([expect.objectContaining({ endpoint: ENDPOINT })]);
    expect(browser.subscription.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('asks for a kind before anything else, and says so when the prompt was dismissed', async () => {
    const browser = pushBrowser('default', 'default');
    const { saves } = pushBackend();
    const { user } = await renderScreen(<PushSection />, { session: signedIn });
    const turnOn = await screen.findByRole('button', { name: 'Turn on notifications' });
    await waitFor(() => expect(turnOn).toBeEnabled());
    await user.click(turnOn);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose at least one kind of notification.',
    );
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await user.click(kind('A bet is settled'));
    await user.click(turnOn);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Notifications were not allowed. Tap the button again and choose Allow.',
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(saves).toEqual([]);
  });

  it('tells how to allow notifications again when the browser blocks them', async () => {
    pushBrowser('denied');
    pushBackend();
    await renderScreen(<PushSection />, { session: signedIn });
    expect(
      await within(section()).findByText(/Notifications are blocked for this site/),
    ).toBeVisible();
    expect(within(section()).queryByRole('button')).toBeNull();
  });

  it('says when the browser cannot show notifications, and asks the backend nothing', async () => {
    // jsdom has no service worker; an unanswered call would fail the test.
    await renderScreen(<PushSection />, {
      session: signedIn,
      path: '/php/account',
      language: 'PHP',
    });
    expect(
      await within(screen.getByRole('region', { name: 'Mga notification' })).findByText(
        /Hindi makapagpakita ang browser na ito ng mga notification/,
      ),
    ).toBeVisible();
  });

  it('is part of /account once the page is the browser’s', async () => {
    answer('/api/product/recent_games', { statusCode: 1, value: [] });
    answer('/api/bonus/mine', { statusCode: 1, value: [], game_balance: 0, bonus_balance: 0 });
    answer('/api/auth/get_balance', { statusCode: 1, game_balance: 0, game_token: 0 });
    answer('/api/auth/vip', { statusCode: 1, nextLevel: [] });
    answer('/api/home/fav_list', { statusCode: 1, value: [] });
    answer('/api/verification/status', {
      statusCode: 1,
      value: { status: 'not_started', reason: null, documents: [], rule: 'none' },
    });
    answer('/api/wallet/net_deposits', {
      statusCode: 1,
      value: {
        currency: 'PHP',
        lifetime: 0,
        this_month: 0,
        month_start: '2026-02-28T16:00:00.000Z',
      },
    });
    await renderScreen(<AccountScreen />, { path: '/account', session: signedIn });
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeVisible();
  });
});

describe('base64urlBytes', () => {
  it('reads the key as the backend writes it', () => {
    expect([...base64urlBytes(PUBLIC_KEY)]).toEqual([...KEY_BYTES]);
    expect([...base64urlBytes('-_8')]).toEqual([251, 255]);
  });
});
