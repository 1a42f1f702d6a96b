import { expect, test } from './fixtures';
import { site } from '../servers';
import { DEMO, fillSignIn, logOutOtherSessions, signIn, watchErrors } from './support';

test('slot2 sends a guest home and opens #loginmodal after a second; signing in there works', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // slot2's own language is Filipino: an English browser is sent to the /en pages.
  await page.goto(`${site('slot2')}/deposit`);
  await expect(page).toHaveURL(`${site('slot2')}/en`);
  const modal = page.locator('#loginmodal');
  await expect(modal).toBeVisible({ timeout: 5_000 });
  await fillSignIn(page, DEMO.id, DEMO.password);
  await expect(modal).toBeHidden();
  expect(errors).toEqual([]);
});

test('slot5 sends a guest home and opens modal-signin after a second', async ({ page }) => {
  await page.goto(`${site('slot5')}/inbox`);
  await expect(page).toHaveURL(`${site('slot5')}/`);
  await expect(page.locator('#modal-signin')).toBeVisible({ timeout: 5_000 });
});

test('slot1 sends a guest to /login and /forgot-password is refused when signed in', async ({
  page,
}) => {
  await page.goto(`${site()}/vip`);
  await expect(page).toHaveURL(`${site()}/login?redirect=%2Fvip`);
  await signIn(page);
  await page.goto(`${site()}/forgot-password`);
  await expect(page).toHaveURL(`${site()}/`);
});

test('a session ended from another device ends with the session-expired warning', async ({
  browser,
}) => {
  const first = await browser.newPage();
  await signIn(first, 'localhost', '/account');
  const second = await browser.newPage();
  await signIn(second, 'localhost', '/security');
  await logOutOtherSessions(second);
  await first.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(first.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(first).toHaveURL(`${site()}/login`);
  await first.close();
  await second.close();
});

test('the live-chat button appears once the widget has loaded', async ({ page }) => {
  await page.goto(site());
  await expect(page.getByRole('button', { name: 'Live chat' })).toBeVisible();
});
