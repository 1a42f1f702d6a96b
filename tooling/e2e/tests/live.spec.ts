import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  headerBalance,
  sandboxCall as post,
  sportsbooks,
  STEADY_WAIT_MS,
  steadyLines,
  untilBetWaits,
} from './live-support';
import type { LiveLine } from './live-support';
import { escapeRegExp } from './support';
import {
  currencyScale,
  deposit,
  depositMethods,
  fundPlayer,
  named,
  signInOn,
  startJourney,
} from './template-support';

/** The slip, opened (phones show its bar first). */
async function openSlip(page: Page, count: number) {
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  const bar = slip.getByRole('button', { name: `Bet slip (${count})` });
  if ((await bar.getAttribute('aria-expanded')) === 'false') await bar.click();
  await expect(slip.getByRole('heading', { name: 'Bet slip' })).toBeVisible();
  return slip;
}

for (const entry of sportsbooks) {
  test(`${named(entry)}: an in-play match's score and prices move without a reload, and a deposit approved in another tab reaches the header`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const { errors, englishOrigin: origin } = await startJourney(page, request, entry, '/sports');
    await expect(page.getByRole('banner')).toContainText(headerBalance(0));

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

    // A deposit approved at the checkout in a second tab: the first tab's header follows. The
    // site's own e-wallet paid by redirect, at its smallest amount in the site's currency.
    const wallet = (await depositMethods(request, entry.themeCode)).find(
      (m) => m.flow === 'REDIRECT',
    );
    if (!wallet) throw new Error(`${entry.themeCode} has no e-wallet by redirect`);
    const checkout = await context.newPage();
    await deposit(checkout, origin, new RegExp(escapeRegExp(wallet.name)), String(wallet.min));
    await expect(checkout.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
    await checkout.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('banner')).toContainText(headerBalance(wallet.min), {
      timeout: 2_000,
    });
    await expect(page.locator('html[data-journey-mark]')).toBeAttached();
    await expect(checkout.getByText('Your deposit has been credited.')).toBeVisible();
    await checkout.close();
    expect(errors).toEqual([]);
  });
}

for (const entry of sportsbooks) {
  test(`${named(entry)}: in-play bets wait for acceptance, and one whose price moves meanwhile is refused with nothing taken`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000 + STEADY_WAIT_MS);
    const { errors, host, home, player } = await startJourney(page, request, entry);
    const domain_name = `${host}.localhost`;
    // Amounts in the site's currency: the sandbox's stakes and limits are pesos, scaled.
    const scale = await currencyScale(request, host);
    await fundPlayer(request, host, player, 1000 * scale);
    // The operator's delay: short for the bets accepted, the longest for the one refused.
    await post(request, '/sandbox/sports/delay', { domain_name, seconds: 2 });
    // The home wins of two in-play matches open for the journey's length, their prices held where
    // the journey puts them.
    const [a, b] = (await steadyLines(request, host, {
      count: 2,
      seconds: 90,
      bet_type: '1X2',
      home_away: 1,
    })) as [LiveLine, LiveLine];
    await post(request, '/sandbox/sports/price', { selection_id: a.selection_id, odds: 2.5 });
    await post(request, '/sandbox/sports/price', { selection_id: b.selection_id, odds: 3 });

    await signInOn(page, entry, player, { home, then: '/sports' });
    const priceOf = (line: LiveLine) =>
      page
        .getByRole('article', { name: `${line.home_team_name} vs ${line.away_team_name}` })
        // By its name: which of the match's prices the card lists first depends on the sandbox's
        // schedule at the time (a draw or an odd/even line may come before it).
        .getByRole('button', { name: `${line.home_team_name} to win (1X2) at` });
    await expect(priceOf(a)).toContainText('2.50');
    await expect(priceOf(b)).toContainText('3.00');

    // An in-play single: pending while the bookmaker accepts it, then placed.
    await priceOf(a).click();
    let slip = await openSlip(page, 1);
    await slip.getByRole('textbox', { name: /^Stake on / }).fill(String(20 * scale));
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(
      slip.getByText('Waiting for the bookmaker to accept your in-play bet (up to 2 s).'),
    ).toBeVisible();
    await expect(slip.getByRole('button', { name: 'Waiting for acceptance…' })).toBeDisabled();
    await expect(slip.getByRole('status')).toHaveText(/Your bet is placed\./);
    await expect(page.getByRole('banner')).toContainText(headerBalance(980 * scale));

    // An in-play parlay of both matches goes through the same wait.
    await priceOf(a).click();
    await priceOf(b).click();
    slip = await openSlip(page, 2);
    await slip.getByRole('button', { name: 'Parlay' }).click();
    await slip.getByRole('textbox', { name: 'Parlay stake' }).fill(String(10 * scale));
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('button', { name: 'Waiting for acceptance…' })).toBeVisible();
    await expect(slip.getByRole('status')).toHaveText(/Your bet is placed\./);
    await expect(page.getByRole('banner')).toContainText(headerBalance(970 * scale));

    // A single whose price drops while it waits: "only better" (the default) refuses it.
    await post(request, '/sandbox/sports/delay', { domain_name, seconds: 8 });
    await priceOf(a).click();
    slip = await openSlip(page, 1);
    await expect(slip.getByRole('radio', { name: 'Accept only better odds' })).toBeChecked();
    await slip.getByRole('button', { name: 'Singles' }).click();
    await slip.getByRole('textbox', { name: /^Stake on / }).fill(String(20 * scale));
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('button', { name: 'Waiting for acceptance…' })).toBeVisible();
    await untilBetWaits(request, a.selection_id);
    await post(request, '/sandbox/sports/price', { selection_id: a.selection_id, odds: 2.1 });
    await expect(slip.getByRole('alert')).toHaveText(
      'Bet not accepted: the price moved to 2.1 while it waited for acceptance. Nothing was taken from your balance.',
    );
    // The slip shows the new price against the old and asks before placing again.
    await expect(slip.getByText('(Odds down from 2.50)')).toBeVisible();
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeDisabled();
    await expect(slip.getByRole('button', { name: 'Take the new odds' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(headerBalance(970 * scale));
    await post(request, '/sandbox/sports/delay', { domain_name, seconds: 5 });
    expect(errors).toEqual([]);
  });
}
