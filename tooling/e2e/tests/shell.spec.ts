import { expect, test } from '@playwright/test';

test('a visitor opens the home page, meets the 404 page on a wrong path, and goes back', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Playfront');
  await expect(page.locator('html')).toHaveAttribute('data-template', 'template1');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Page not found: /no-such-page',
  );
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Playfront');

  expect(errors).toEqual([]);
});
