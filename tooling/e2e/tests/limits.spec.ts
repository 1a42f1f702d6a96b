import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { site, webPort } from '../servers';
import { watchErrors } from './support';
import {
  deposit,
  homeLanguage,
  localPath,
  named,
  newPlayer,
  signInOn,
  themeOf,
} from './template-support';

/** A page-login slot and a modal-login sportsbook, both in pesos. */
const journeyThemes = ['slot1', 'sportsbook1'].map(themeOf);

/** The form of one limit on /responsible-gaming. */
const limitForm = (page: Page, name: string) => page.getByRole('form', { name });

/** Types a new limit into a form and sends it. */
async function setLimit(page: Page, name: string, amount: string) {
  const form = limitForm(page, name);
  await form.getByRole('textbox', { name, exact: true }).fill(amount);
  await form.getByRole('button', { name: `Set limit: ${name}` }).click();
}

/** A time as the page writes it in the operator's zone, e.g. "Nov 25, 2026, 3:04 AM GMT+8". */
const manilaTime = /[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M GMT\+8/;

for (const entry of journeyThemes) {
  test(`${named(entry)}: a daily deposit limit refuses a larger deposit; raising it waits`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const home = await homeLanguage(request, entry.themeCode);
    const origin = `${site(entry.themeCode)}${localPath('EN', home, '/').replace(/\/$/, '')}`;
    const player = await newPlayer(request, entry.themeCode);
    await signInOn(page, entry, player, { home, then: '/responsible-gaming' });

    const daily = 'Daily deposit limit (PHP)';
    await expect(page.getByRole('heading', { name: 'Your limits' })).toBeVisible();
    await expect(limitForm(page, daily).getByText('No limit')).toBeVisible();
    await setLimit(page, daily, '1000');
    await expect(limitForm(page, daily).getByRole('status')).toHaveText(
      'Limit saved. It applies now.',
    );
    await expect(limitForm(page, daily).getByText('Limit: ₱1,000.00')).toBeVisible();

    // A deposit that takes the limit past 80 % warns the player.
    await deposit(page, origin, /Bank transfer/, '850');
    await expect(page.getByText('Daily deposit limit (PHP): 85% used.')).toBeVisible();

    // A deposit over the limit is refused with the limit and its reset, and nothing is asked of
    // the payment provider.
    await deposit(page, origin, /GCash/, '1500');
    const refusal = page.getByRole('dialog', { name: 'Something went wrong' });
    await expect(refusal).toContainText(
      'This deposit would go over your daily deposit limit of 1,000 (150 left). The limit resets on',
    );
    await expect(refusal).toContainText(manilaTime);
    await expect(page).toHaveURL(`${origin}/deposit`);
    await refusal.getByRole('button', { name: 'OK' }).click();
    await expect(refusal).toBeHidden();

    // Raising waits for the cooling-off: the old limit stays, the new one shows its date.
    await page.goto(`${origin}/responsible-gaming`);
    await setLimit(page, daily, '2000');
    const form = limitForm(page, daily);
    await expect(form.getByRole('status')).toHaveText(
      'Saved. The change takes effect after the cooling-off period.',
    );
    await expect(form.getByText('Limit: ₱1,000.00')).toBeVisible();
    await expect(form.getByText(/^Changes to ₱2,000\.00 on /)).toContainText(manilaTime);

    // The limits pass the automatic accessibility checks and fit a 320 px phone.
    const { violations } = await new AxeBuilder({ page })
      .include('.pf-limits')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    await page.setViewportSize({ width: 320, height: 720 });
    await expect(form.getByText('Limit: ₱1,000.00')).toBeVisible();
    const { scroll, width } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scroll).toBeLessThanOrEqual(width);
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
  expect(html).toContain('Sign in to set your deposit, loss, wager and session-time limits.');

  await page.goto(url);
  await expect(page.locator('html[data-pf-ready]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible gaming' })).toBeVisible();
  const limits = page.getByRole('region', { name: 'Your limits' });
  await limits.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fresponsible-gaming$/);
  expect(errors).toEqual([]);
});
