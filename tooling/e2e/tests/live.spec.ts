import { formatNumber } from '@playfront/core/format';
import { expect, test } from './fixtures';
import { watchErrors } from './support';
import { deposit, named, newVisit, signInOn, themeOf } from './template-support';

/** A sportsbook with page login and pesos; E2E_FULL adds the other two sportsbooks. */
const entries = (
  process.env.E2E_FULL === '1' ? ['sportsbook1', 'sportsbook2', 'sportsbook3'] : ['sportsbook1']
).map(themeOf);

/** The header's balance reading `amount`, in the site's number format. */
const balanceText = (amount: number) =>
  new RegExp(
    `Balance\\D*${(formatNumber(amount, 'en-US') || '0').replace(/[.,]/g, '\\$&')}(?![\\d.,])`,
  );

for (const entry of entries) {
  test(`${named(entry)}: an in-play match's score and prices move without a reload, and a deposit approved in another tab reaches the header`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    const { home, englishOrigin: origin, player } = await newVisit(request, entry.themeCode);
    await signInOn(page, entry, player, { home, then: '/sports' });
    await expect(page.getByRole('banner')).toContainText(balanceText(0));

    // An in-play match shows its clock and score.
    const inPlay = page
      .locator('.pf-sports__match')
      .filter({ has: page.locator('.pf-sports__live') });
    const match = inPlay.first();
    await expect(match.locator('.pf-sports__score')).toHaveText(/^\d+ – \d+$/);
    await expect(match.locator('.pf-sports__clock')).toHaveText(/^(\d+'|Half time)$/);

    // In-play prices move as the channel tells them (a match near its end may hold its prices at
    // their bounds, so any of the matches on screen): the page is the same document throughout.
    await page.evaluate(() => document.documentElement.setAttribute('data-journey-mark', '1'));
    const prices = inPlay.locator('.pf-price');
    const before = (await prices.allTextContents()).join('|');
    await expect
      .poll(async () => (await prices.allTextContents()).join('|'), { timeout: 20_000 })
      .not.toBe(before);
    await expect(inPlay.locator('.pf-price[data-move]').first()).toBeAttached();
    await expect(page.locator('html[data-journey-mark]')).toBeAttached();

    // A deposit approved at the checkout in a second tab: the first tab's header follows.
    const checkout = await context.newPage();
    await deposit(checkout, origin, /GCash/, '500');
    await expect(checkout.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
    await checkout.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('banner')).toContainText(balanceText(500), { timeout: 2_000 });
    await expect(page.locator('html[data-journey-mark]')).toBeAttached();
    await expect(checkout.getByText('Your deposit has been credited.')).toBeVisible();
    await checkout.close();
    expect(errors).toEqual([]);
  });
}
