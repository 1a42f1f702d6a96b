import type { Page } from '@playwright/test';
import { sandboxPort, site } from '../servers';
import { expect, test } from './fixtures';
import { watchErrors } from './support';
import { journeyTemplates, named, newVisit, signInOn } from './template-support';

/**
 * The browser half of web push: the service worker, given a push as a push service would deliver
 * it (through the DevTools protocol, since no real push service is reachable), shows it; and the
 * player's opt-in on /account, per kind, saved with the backend.
 */

test.use({ serviceWorkers: 'allow' });

test('a push delivered to the service worker is shown as its notification', async ({
  page,
  context,
}) => {
  const origin = site('slot3');
  await context.grantPermissions(['notifications'], { origin });
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  await page.goto(`${origin}/`);
  // A push reaches the worker once it is activated: `ready` resolves while it is still
  // activating, and a push delivered then was not always shown on a busy machine.
  await page.evaluate(async () => {
    const { active } = await navigator.serviceWorker.ready;
    if (!active || active.state === 'activated') return;
    await new Promise<void>((resolve) =>
      active.addEventListener('statechange', () => {
        if (active.state === 'activated') resolve();
      }),
    );
  });
  const ours = (r: (typeof registrations)[number]) => r.scopeURL.startsWith(origin);
  await expect.poll(() => registrations.some(ours)).toBe(true);
  const registration = registrations.filter(ours).at(-1);

  const message = {
    kind: 'deposit_credited',
    title: 'Deposit credited',
    body: 'PHP 250.00 is now in your balance.',
    url: '/transaction-history',
  };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(origin).origin,
    registrationId: registration?.registrationId ?? '',
    data: JSON.stringify(message),
  });

  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        })),
      ),
    )
    .toEqual([{ title: message.title, body: message.body, data: { url: '/transaction-history' } }]);
});

/**
 * Stands in for the browser's push service, which headless Chromium cannot reach: the page's
 * `PushManager` answers with a subscription kept in localStorage (so a reload finds it), with an
 * https endpoint the backend accepts, and notes what it was asked to subscribe with.
 */
function standInPushManager() {
  const KEPT = 'pf-e2e-push-endpoint';
  const subscription = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: null },
    getKey: () => null,
    toJSON: () => ({
      endpoint,
      expirationTime: null,
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    }),
    unsubscribe: () => {
      localStorage.removeItem(KEPT);
      return Promise.resolve(true);
    },
  });
  PushManager.prototype.subscribe = function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    localStorage.setItem(
      'pf-e2e-push-asked',
      JSON.stringify({
        userVisibleOnly: options?.userVisibleOnly,
        key: btoa(String.fromCharCode(...key))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, ''),
      }),
    );
    const endpoint = `https://push.stand-in.invalid/e2e/${crypto.randomUUID()}`;
    localStorage.setItem(KEPT, endpoint);
    return Promise.resolve(subscription(endpoint) as unknown as PushSubscription);
  };
  PushManager.prototype.getSubscription = function () {
    const endpoint = localStorage.getItem(KEPT);
    return Promise.resolve(
      (endpoint ? subscription(endpoint) : null) as unknown as PushSubscription | null,
    );
  };
}

/** The player's subscriptions as the backend keeps them, asked from the page as its own calls go. */
const savedSubscriptions = (page: Page) =>
  page.evaluate(async () => {
    const answer = await fetch('/api/push/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-playfront-request': '1' },
      body: '{}',
    });
    return ((await answer.json()) as { value?: { endpoint: string; kinds: string[] }[] }).value;
  });

for (const theme of journeyTemplates) {
  test(`a player turns on the notifications they choose on /account, and off again (${named(theme)})`, async ({
    page,
    context,
    request,
  }) => {
    const origin = site(theme.themeCode);
    const { home, at, player } = await newVisit(request, theme.themeCode);
    await context.grantPermissions(['notifications'], { origin });
    await page.addInitScript(standInPushManager);
    const errors = watchErrors(page);
    await signInOn(page, theme, player, { home, then: '/account' });

    // The section loads as the player scrolls to the end of the page, past Log out.
    const logOut = page.getByRole('main').getByRole('button', { name: 'Log out' });
    await logOut.scrollIntoViewIfNeeded();
    const section = page.getByRole('main').getByRole('region', { name: 'Notifications' });
    await expect(section.getByText('Notifications are off on this device.')).toBeVisible();
    await section.getByRole('checkbox', { name: 'A bet is settled' }).check();
    await section.getByRole('checkbox', { name: 'A withdrawal is paid' }).check();
    await section.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(section.getByText('Notifications are on on this device.')).toBeVisible();

    // Subscribed with the backend's own key, for messages the player sees.
    const key = (await (
      await request.post(`http://127.0.0.1:${sandboxPort}/api/push/key`, {
        data: { domain_name: `${theme.themeCode}.localhost` },
      })
    ).json()) as { value: { public_key: string } };
    const asked = await page.evaluate(() => localStorage.getItem('pf-e2e-push-asked'));
    expect(JSON.parse(asked ?? '{}')).toEqual({
      userVisibleOnly: true,
      key: key.value.public_key,
    });
    const endpoint = await page.evaluate(() => localStorage.getItem('pf-e2e-push-endpoint'));
    expect(await savedSubscriptions(page)).toEqual([
      { endpoint, kinds: ['withdrawal_paid', 'bet_settled'] },
    ]);

    // A later visit finds them on, with the kinds chosen.
    await page.goto(at('/account'));
    await logOut.scrollIntoViewIfNeeded();
    await expect(section.getByText('Notifications are on on this device.')).toBeVisible();
    await expect(section.getByRole('checkbox', { name: 'A bet is settled' })).toBeChecked();
    await expect(
      section.getByRole('checkbox', { name: 'A deposit is credited' }),
    ).not.toBeChecked();

    // A change of kinds is kept; turning off forgets the browser on both sides.
    await section.getByRole('checkbox', { name: 'A withdrawal is paid' }).uncheck();
    await section.getByRole('button', { name: 'Save my choices' }).click();
    await expect
      .poll(() => savedSubscriptions(page))
      .toEqual([{ endpoint, kinds: ['bet_settled'] }]);
    await section.getByRole('button', { name: 'Turn off notifications' }).click();
    await expect(section.getByText('Notifications are off on this device.')).toBeVisible();
    expect(await savedSubscriptions(page)).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('pf-e2e-push-endpoint'))).toBeNull();
    expect(errors).toEqual([]);
  });
}
