import { expect, test } from './fixtures';
import { site } from '../servers';
import { DEMO, fillRegistration, fillSignIn, logOut, signIn, TAC, watchErrors } from './support';
import { giveInboxItem, newPlayer, signInNewPlayer } from './template-support';

// Only the first journey reads the seeded demo01; every journey that changes an account registers
// its own player, so any journey can run again, alone or after the others.

test('a guest asked to sign in comes back to the page, sees balance 1,000 and VIP progress', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${site()}/account`);
  await expect(page).toHaveURL(`${site()}/login?redirect=%2Faccount`);
  await fillSignIn(page, DEMO.id, DEMO.password);
  await expect(page).toHaveURL(`${site()}/account`);
  const main = page.getByRole('main');
  await expect(main.getByRole('definition').first()).toHaveText('1,000');
  for (const bar of ['Deposit', 'Turnover']) {
    const value = Number(
      await main.getByRole('progressbar', { name: bar }).getAttribute('aria-valuenow'),
    );
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(100);
  }
  expect(errors).toEqual([]);
});

test('a player toggles a favourite and claims an inbox item exactly once', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const player = await newPlayer(request, 'localhost');
  await giveInboxItem(request, player, 'Weekly cashback', 20);
  await signIn(page, 'localhost', '/slots', player);
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Favourites /, pressed: false })
    .first();
  const name = (await heart.getAttribute('aria-label')) ?? '';
  await heart.click();
  await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto(`${site()}/inbox`);
  const claims: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/settings/claim_inbox') && claims.push(r.url()));
  const item = page.getByRole('article', { name: 'Weekly cashback' });
  await item.getByRole('button', { name: 'Claim' }).dblclick();
  await expect(item.getByText('Claimed', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Claim' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('definition').first()).toHaveText('20');
  expect(claims).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('a bank-transfer deposit shows as pending and appears in the transaction history', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  await signInNewPlayer(page, request, '/deposit');
  await page.getByRole('radio', { name: /Bank transfer/ }).check();
  await page.getByLabel('Amount').fill('500');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Transfer to' })).toBeVisible();
  await page.goto(`${site()}/transaction-history`);
  await expect(page.getByRole('main').getByText('500').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a new player registers, verifies the one-time code, signs out and signs in again', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const id = `e2e${Date.now().toString(36)}`.slice(0, 16);
  await page.goto(`${site()}/register`);
  await fillRegistration(page, {
    id,
    phone: '+639170000001',
    email: `${id}@example.com`,
    birthDate: '1990-05-17',
  });
  await page.getByRole('button', { name: 'Join now' }).last().click();
  await page.getByLabel(/One-time code/).fill(TAC);
  await page.getByRole('button', { name: 'Verify' }).click();
  // The responsible-gambling information comes first; the player goes on without a limit.
  await page
    .getByRole('region', { name: 'Play responsibly' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await expect(page).toHaveURL(`${site()}/`);
  await page.goto(`${site()}/account`);
  await logOut(page);
  await signIn(page, 'localhost', '/account', { id, password: 'secret123' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Account');
  expect(errors).toEqual([]);
});

test('a player changes the password and signs in with the new one', async ({ page, request }) => {
  const errors = watchErrors(page);
  const player = await signInNewPlayer(page, request, '/change-password');
  await page.getByLabel('Current password').fill(player.password);
  await page.getByLabel('New password').fill('newpass123');
  await page.getByLabel('Confirm password').fill('newpass123');
  await page
    .getByRole('button', { name: /Change password|Save/ })
    .last()
    .click();
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();
  await page.goto(`${site()}/account`);
  await logOut(page);
  await signIn(page, 'localhost', '/account', { id: player.id, password: 'newpass123' });
  expect(errors).toEqual([]);
});
