import { dateLocale } from '@playfront/core/site';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { site, webPort } from '../servers';
import { axeViolations, expectFitsWidth, watchErrors } from './support';
import {
  deposit,
  depositMethods,
  journeyTemplates,
  named,
  siteCurrency,
  startJourney,
} from './template-support';

/** The form of one limit on /responsible-gaming. */
const limitForm = (page: Page, name: string) => page.getByRole('form', { name });

/** Types a new limit into a form and sends it. */
async function setLimit(page: Page, name: string, amount: number) {
  const form = limitForm(page, name);
  await form.getByRole('textbox', { name, exact: true }).fill(String(amount));
  await form.getByRole('button', { name: `Set limit: ${name}` }).click();
}

/**
 * A time as the page writes it in the operator's zone (`GMT+8`, `GMT+6:30`), in the site's date
 * locale: "Nov 25, 2026, 3:04 AM GMT+8" where dates are English, "2026年11月25日 GMT+8 03:04"
 * where they are Chinese.
 */
function operatorTime(currency: string, zone: string) {
  const locale = dateLocale(currency);
  const offset = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')!
    .value.replace('+', '\\+');
  return locale === 'zh'
    ? new RegExp(`\\d{4}年\\d{1,2}月\\d{1,2}日 ${offset} \\d{1,2}:\\d{2}`)
    : new RegExp(`[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}\\s[AP]M ${offset}`);
}

const whole = (n: number) => new Intl.NumberFormat('en').format(n);

for (const entry of journeyTemplates) {
  test(`${named(entry)}: a daily deposit limit refuses a larger deposit; raising it waits`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const journey = await startJourney(page, request, entry, '/responsible-gaming');
    const { errors, host, englishOrigin: origin, money } = journey;
    const currency = await siteCurrency(request, host);
    // Amounts scale with the currency: the limit is ten times the smallest e-wallet deposit.
    const methods = await depositMethods(request, host);
    const eWallet = methods.find((m) => m.flow === 'REDIRECT');
    const bank = methods.find((m) => m.flow === 'BANK');
    if (!eWallet || !bank) throw new Error(`${host} lacks an e-wallet or a bank transfer`);
    const limit = eWallet.min * 10;
    const first = (limit * 85) / 100;
    const second = (limit * 3) / 2;
    const raised = limit * 2;

    const daily = `Daily deposit limit (${currency})`;
    await expect(page.getByRole('heading', { name: 'Your limits' })).toBeVisible();
    // Each operator keeps its days in its own zone (Manila, Yangon, Jakarta...), as the page says.
    const zoneLine = /start at midnight, (.+) time\./;
    const zone = zoneLine.exec((await page.getByText(zoneLine).textContent()) ?? '')?.[1];
    if (!zone) throw new Error(`${host}'s limits name no time zone`);
    const time = operatorTime(currency, zone);
    await expect(limitForm(page, daily).getByText('No limit')).toBeVisible();
    await setLimit(page, daily, limit);
    await expect(limitForm(page, daily).getByRole('status')).toHaveText(
      'Limit saved. It applies now.',
    );
    await expect(limitForm(page, daily).getByText(`Limit: ${money(limit)}`)).toBeVisible();

    // A deposit that takes the limit past 80 % warns the player.
    await deposit(page, origin, new RegExp(bank.name), String(first));
    await expect(page.getByText(`${daily}: 85% used.`)).toBeVisible();

    // A deposit over the limit is refused with the limit and its reset, and nothing is asked of
    // the payment provider.
    await deposit(page, origin, new RegExp(eWallet.name), String(second));
    const refusal = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(refusal).toContainText(
      `This deposit would go over your daily deposit limit of ${whole(limit)} (${whole(limit - first)} left). The limit resets on`,
    );
    await expect(refusal).toContainText(time);
    await expect(page).toHaveURL(`${origin}/deposit`);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();

    // Raising waits for the cooling-off: the old limit stays, the new one shows its date.
    await page.goto(`${origin}/responsible-gaming`);
    await setLimit(page, daily, raised);
    const form = limitForm(page, daily);
    await expect(form.getByRole('status')).toHaveText(
      'Saved. The change takes effect after the cooling-off period.',
    );
    await expect(form.getByText(`Limit: ${money(limit)}`)).toBeVisible();
    await expect(form.getByText(`Changes to ${money(raised)} on `)).toContainText(time);

    // The whole page passes the automatic accessibility checks and fits a 320 px phone.
    expect(await axeViolations(page, 'main')).toEqual([]);
    await page.setViewportSize({ width: 320, height: 720 });
    await expect(form.getByText(`Limit: ${money(limit)}`)).toBeVisible();
    await expectFitsWidth(page);
    expect(errors).toEqual([]);
  });
}

test('a guest sees the operator text and is asked to sign in, on the server-rendered page', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const url = `${site('slot1')}/responsible-gaming`;
  // Node does not resolve `*.localhost`: the server is asked by address with the site's host.
  const raw = await request.get(`http://127.0.0.1:${webPort}/responsible-gaming`, {
    headers: { host: `slot1.localhost:${webPort}` },
  });
  const html = await raw.text();
  expect(html).toContain('Your limits');
  expect(html).toContain('Sign in to set your deposit, loss, wager and play-time limits.');

  await page.goto(url);
  await expect(page.locator('html[data-pf-ready]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  const limits = page.getByRole('region', { name: 'Your limits' });
  await limits.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fresponsible-gaming$/);
  expect(errors).toEqual([]);
});
