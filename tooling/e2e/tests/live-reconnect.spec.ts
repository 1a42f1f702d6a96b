import { formatNumber } from '@playfront/core/format';
import { expect, test } from './fixtures';
import { FEED_TOKEN, webPort } from '../servers';
import { fillSignIn, watchErrors } from './support';
import { fundPlayer, newPlayer } from './template-support';
import { startWebInstance, untilLive } from './web-instance';
import type { WebInstance } from './web-instance';

/**
 * A web server of its own in front of the journeys' sandbox, with the live feed, that the journey
 * kills and starts again while a player's page is open.
 */
const port = webPort + 5;
const at = (path: string) => `http://slot1.localhost:${port}${path}`;
const start = () =>
  startWebInstance(port, {
    WEB_WORKERS: '1',
    LIVE_FEED_TOKEN: FEED_TOKEN,
    SESSION_SECRET: 'e2e-live-reconnect-secret-of-thirty-two-chars',
  });

let server: WebInstance | undefined;
test.afterEach(() => server?.kill());

test('a page that loses its web server says it is reconnecting, then catches up on the balance it missed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  server = start();
  await untilLive(port, 60_000);
  const player = await newPlayer(request, 'slot1');
  const channel = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/live');
  await page.goto(at('/login?redirect=%2Faccount'));
  await fillSignIn(page, player.id, player.password);
  await expect(page).toHaveURL(at('/account'));
  expect((await channel).status()).toBe(200);
  const note = page.getByRole('status').filter({ hasText: /^Reconnecting/ });
  await expect(note).toHaveCount(0);

  // The server goes; the page says so and keeps what it shows (the same document throughout).
  await page.evaluate(() => document.documentElement.setAttribute('data-journey-mark', '1'));
  server.kill();
  await server.exited;
  await expect(note).toHaveText(
    'Reconnecting… Prices and your balance catch up when the connection is back.',
  );

  // Meanwhile the player's balance moves on the backend: a reward claimed elsewhere.
  await fundPlayer(request, 'slot1', player, 700);
  server = start();
  await untilLive(port, 60_000);

  // Back: the page catches up on what it missed, with no reload.
  await expect(page.getByRole('banner')).toContainText(
    new RegExp(`Balance\\D*${formatNumber(700, 'en-US')}(?![\\d.,])`),
    { timeout: 30_000 },
  );
  await expect(note).toHaveCount(0);
  await expect(page.locator('html[data-journey-mark]')).toBeAttached();
  expect(errors).toEqual([]);
});
