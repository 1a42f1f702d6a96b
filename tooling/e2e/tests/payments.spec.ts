import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { site } from '../servers';
import { expectFitsWidth, watchErrors } from './support';
import type { Player } from './template-support';
import {
  approveTransaction,
  deposit,
  named,
  newPlayer,
  signInOn,
  startJourney,
  themeOf,
  waitingWithdrawals,
} from './template-support';

/**
 * Peso sites: a page-login slot, a modal-login slot whose home language is Filipino (so its
 * English pages are under /en), and a modal-login sportsbook.
 */
const journeyThemes = ['slot1', 'slot2', 'sportsbook1'].map(themeOf);

/** The available balance as /withdrawal shows it. */
const available = (page: Page) =>
  page.getByRole('main').getByRole('definition').filter({ hasText: '₱' }).first();

/** The back office approves the player's newest waiting withdrawal. */
async function approveWithdrawal(request: APIRequestContext, player: Player) {
  const [withdrawal] = await waitingWithdrawals(request, player);
  expect(withdrawal).toBeDefined();
  await approveTransaction(request, withdrawal!);
}

for (const entry of journeyThemes) {
  test(`${named(entry)}: deposit by redirect, approve, decline, then withdraw, cancel and have it approved`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // English pages of the site: no prefix where English is the home language, `/en` elsewhere.
    const journey = await startJourney(page, request, entry, '/deposit');
    const { errors, englishOrigin: origin, player } = journey;

    // Approve on the provider's checkout: back on the result page, credited once.
    await deposit(page, origin, /GCash/, '500');
    await expect(page.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(new RegExp(`^${origin}/deposit-result\\?id=\\d+$`));
    await expect(page.getByRole('heading', { name: 'Deposit status' })).toBeVisible();
    await expect(page.getByText('Your deposit has been credited.')).toBeVisible();
    await expect(page.getByText('New balance: ₱500.00')).toBeVisible();

    // Decline another: it fails and the balance stays.
    await deposit(page, origin, /GCash/, '300');
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/deposit-result\?id=\d+$/);
    await expect(
      page.getByText('The payment was declined. Your balance is unchanged.'),
    ).toBeVisible();
    await expect(page.getByText('New balance: ₱500.00')).toBeVisible();

    await page.goto(`${origin}/transaction-history`);
    const rows = page.getByRole('main').getByRole('row');
    await expect(rows.filter({ hasText: '₱500.00' }).filter({ hasText: 'Successful' })).toHaveCount(
      1,
    );
    await expect(rows.filter({ hasText: '₱300.00' }).filter({ hasText: 'Failed' })).toHaveCount(1);

    // A bank account to withdraw to.
    await page.goto(`${origin}/add-bank`);
    await page.getByLabel('Bank').selectOption('BDO');
    await page.getByLabel('Account name').fill('Journey Player');
    await page.getByLabel('Account number').fill('123456789012');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Bank account saved.').first()).toBeVisible();

    // Withdraw: the amount is held at once; a double click still makes one request.
    await page.goto(`${origin}/withdrawal`);
    await expect(available(page)).toHaveText('₱500.00');
    await page.getByLabel('Amount').fill('200');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
    await page.goto(`${origin}/withdrawal`);
    await expect(available(page)).toHaveText('₱300.00');
    const cancel = page.getByRole('button', { name: 'Cancel the withdrawal of ₱200.00' });
    await expect(cancel).toHaveCount(1);
    await cancel.click();
    await expect(available(page)).toHaveText('₱500.00');
    await expect(cancel).toHaveCount(0);

    // Again, and the operator approves it: the held amount is paid out.
    await page.getByLabel('Amount').fill('200');
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
    await approveWithdrawal(request, player);
    await page.goto(`${origin}/transaction-history`);
    await expect(
      rows.filter({ hasText: 'Withdrawal' }).filter({ hasText: 'Successful' }),
    ).toHaveCount(1);
    await expect(
      rows.filter({ hasText: 'Withdrawal' }).filter({ hasText: 'Cancelled' }),
    ).toHaveCount(1);
    await page.goto(`${origin}/withdrawal`);
    await expect(available(page)).toHaveText('₱300.00');
    expect(errors).toEqual([]);
  });
}

/** A new player of slot1 on its /deposit page at 320 px wide; the page's errors are watched. */
async function onDepositAtPhoneWidth(page: Page, request: APIRequestContext) {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 320, height: 640 });
  const entry = themeOf('slot1');
  await signInOn(page, entry, await newPlayer(request, 'slot1'), { home: 'EN', then: '/deposit' });
  return { errors, origin: site(entry.themeCode) };
}

test('slot1: a QR deposit shows a code that decodes to the payment, with its reference and time left', async ({
  page,
  request,
}) => {
  const { errors, origin } = await onDepositAtPhoneWidth(page, request);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/wallet/deposit'));
  await deposit(page, origin, /QR Ph/, '150');
  const body = (await (await answer).json()) as {
    payment: { qr_payload: string };
    value: { reference: string };
  };
  const image = page.getByRole('img', { name: /^QR code to pay ₱150\.00, reference PF/ });
  await expect(image).toBeVisible();
  const src = (await image.getAttribute('src')) ?? '';
  const png = PNG.sync.read(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data).toBe(body.payment.qr_payload);
  await expect(page.getByText(/^Expires in 1[45]:\d\d$/).first()).toBeVisible();
  await expect(page.getByText('Waiting for the payment to be confirmed…')).toBeVisible();
  await expectFitsWidth(page);

  // Paying on the phone (the code's page) turns the status here without a reload.
  await page.request.post(body.payment.qr_payload.replace('?via=qr', ''), {
    form: { action: 'approve' },
    maxRedirects: 0,
  });
  await expect(page.getByText('Your deposit has been credited.')).toBeVisible();
  await expect(image).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('slot1: a bank transfer shows the account, the exact amount and the reference, and takes the transfer reference', async ({
  page,
  request,
}) => {
  const { errors, origin } = await onDepositAtPhoneWidth(page, request);
  await deposit(page, origin, /Bank transfer/, '600');
  const step = page.getByRole('region', { name: 'Transfer to' });
  await expect(step.getByText('0012 3456 7890')).toBeVisible();
  await expect(step.getByText('₱600.00')).toBeVisible();
  await expect(step.getByText(/^PF[0-9A-F]{12}$/)).toBeVisible();
  await expectFitsWidth(page);
  await page.getByLabel('Your transfer reference').fill('BDO-4455');
  await page.getByRole('button', { name: 'I have made the transfer' }).click();
  await expect(page).toHaveURL(/\/deposit-result\?id=\d+$/);
  await expect(
    page.getByText('Waiting for your transfer to arrive. We credit it once it does.'),
  ).toBeVisible();
  await expectFitsWidth(page);
  expect(errors).toEqual([]);
});
