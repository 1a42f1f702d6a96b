import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, fillSignIn, watchErrors } from './support';
import { webPort } from '../servers';
import { startWebInstance, untilLive } from './web-instance';
import type { WebInstance } from './web-instance';

/**
 * Several web servers behind a balancer: each one given the same `SESSION_SECRET` opens the
 * cookie another sealed, so a player moved between them stays signed in; one with another secret
 * cannot read it and treats the visitor as a guest. A browser keeps one cookie per host whatever
 * the port, which stands in for the balancer here.
 */
const ports = { first: webPort + 2, second: webPort + 3, stranger: webPort + 4 };
const at = (port: number, path: string) => `http://slot1.localhost:${port}${path}`;

/**
 * The HTML the instance on `port` sends this browser for `path`, cookies and all, as a page of that
 * instance asks for it: the browser, not this process, resolves the site's host name.
 */
async function served(page: Page, port: number, path: string): Promise<string> {
  await page.goto(at(port, '/promotions'));
  return page.evaluate((p) => fetch(p).then((r) => r.text()), path);
}

let instances: WebInstance[] = [];

test.beforeAll(async () => {
  // Three servers starting at once on a machine that may be busy.
  test.setTimeout(120_000);
  const shared = 'e2e-instances-secret-one-of-at-least-thirty-two-chars';
  instances = [
    startWebInstance(ports.first, { WEB_WORKERS: '1', SESSION_SECRET: shared }),
    startWebInstance(ports.second, { WEB_WORKERS: '1', SESSION_SECRET: shared }),
    startWebInstance(ports.stranger, {
      WEB_WORKERS: '1',
      SESSION_SECRET: 'e2e-instances-secret-another-of-thirty-two-chars',
    }),
  ];
  await Promise.all(Object.values(ports).map((port) => untilLive(port, 90_000)));
});

test.afterAll(() => {
  for (const instance of instances) instance.kill();
});

test('a player signed in on one instance is signed in on another with the same secret, and a guest on one without it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(at(ports.first, '/login?redirect=%2Faccount'));
  await fillSignIn(page, DEMO.id, DEMO.password);
  await expect(page).toHaveURL(at(ports.first, '/account'));

  // The second instance renders the player's own page from the cookie the first one sealed.
  expect(await served(page, ports.second, '/account')).toContain('Demo Player');
  await page.goto(at(ports.second, '/account'));
  await expect(page.getByRole('main').getByText('Demo Player').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);

  // Signed out on the second, the session is gone on the first as well: the backend ended it.
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Log in' }).first(),
  ).toBeVisible();
  expect(await served(page, ports.first, '/account')).not.toContain('Demo Player');

  // An instance under another secret reads nothing of the cookie: the visitor is a guest there.
  await page.goto(at(ports.first, '/login?redirect=%2Faccount'));
  await fillSignIn(page, DEMO.id, DEMO.password);
  await expect(page).toHaveURL(at(ports.first, '/account'));
  expect(await served(page, ports.stranger, '/account')).not.toContain('Demo Player');
  expect(errors).toEqual([]);
});
