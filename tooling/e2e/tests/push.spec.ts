import { expect, test } from './fixtures';
import { site } from '../servers';

/**
 * The browser half of web push: the service worker, given a push as a push service would deliver
 * it (through the DevTools protocol, since no real push service is reachable), shows it.
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
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => registrations.some((r) => r.scopeURL.startsWith(origin))).toBe(true);
  const registration = registrations.find((r) => r.scopeURL.startsWith(origin));

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
