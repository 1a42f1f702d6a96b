import { expect, test } from './fixtures';
import { site } from '../servers';

test('a visitor opens the home page, meets the 404 page on a wrong path, and goes back', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(site());
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');
  await expect(page.locator('html')).toHaveAttribute('data-template', 'template1');

  const response = await page.goto(`${site()}/no-such-page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Page not found: /no-such-page',
  );
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${site()}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to');

  expect(errors).toEqual([]);
});

test('maintenance shows only its screen and makes no call but startup', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      calls.push(new URL(request.url()).pathname);
  });
  await page.goto(site('maintenance'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We are improving the site');
  expect(calls.filter((path) => path !== '/api/startup')).toEqual([]);
});

test('an unknown theme code and a colour its theme does not allow show their errors', async ({
  page,
}) => {
  await page.goto(site('bad-theme'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invalid theme code');
  await page.goto(site('bad-color'));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Invalid theme color');
});
