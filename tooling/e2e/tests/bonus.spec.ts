import type { APIRequestContext, Page } from '@playwright/test';
import { formatNumber } from '@playfront/core/format';
import { themeManifest } from '@playfront/core/theme';
import { site } from '../servers';
import { expect, test } from './fixtures';
import { demoSlotPath, gameFrame, spin } from './games-support';
import { expectFitsWidth } from './support';
import {
  addBankAccount,
  currencyScale,
  depositMethods,
  full,
  named,
  startJourney,
  themeOf,
} from './template-support';

const OFFER = '100% first deposit bonus';

/**
 * A slot in pesos with English at home, and a sportsbook in another currency (CN) with Chinese at
 * home, so its English pages are under /en; all 15 templates under `E2E_FULL=1`.
 */
const bonusThemes = full ? themeManifest : ['slot1', 'sportsbook2'].map(themeOf);

/**
 * The site's amounts of the journey: the sandbox sets its amounts in pesos and scales them to each
 * operator's currency, as its redirect e-wallet's minimum (100 pesos) shows.
 */
async function amountsOf(request: APIRequestContext, host: string) {
  const method = (await depositMethods(request, host)).find((m) => m.flow === 'REDIRECT');
  if (!method) throw new Error(`${host} has no e-wallet by redirect`);
  const scale = await currencyScale(request, host);
  const deposit = 500 * scale;
  return {
    method: method.name,
    deposit,
    bonus: deposit,
    required: 10 * deposit,
    stake: 10 * scale,
    maxStake: 25 * scale,
    overMax: 50 * scale,
  };
}

/** The HTML the server sends the player for a page, fetched from the page with its cookie. */
const servedHtml = (page: Page, url: string) =>
  page.evaluate(async (address) => (await fetch(address)).text(), url);

/** The card of the first-deposit bonus on /account. */
const accountCard = (page: Page) => page.getByRole('main').getByRole('article', { name: OFFER });

/** A fact of a bonus card: the definition after its term. */
const fact = (card: ReturnType<typeof accountCard>, term: string) =>
  card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

for (const theme of bonusThemes) {
  test(`${named(theme)}: a first deposit's bonus is wagered in the game, refuses a stake over its maximum and is kept when a withdrawal would forfeit it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const journey = await startJourney(page, request, theme, '/deposit');
    const { errors, host, money, englishOrigin: origin, player } = journey;
    const a = await amountsOf(request, host);

    // The deposit step: the first deposit's offer, picked, says what the amount brings.
    await page.getByRole('radio', { name: new RegExp(a.method) }).check();
    await page.getByLabel('Amount').fill(String(a.deposit));
    await page.getByRole('radio', { name: new RegExp(OFFER) }).check();
    await expect(
      page.getByText(`${money(a.bonus)} bonus with this deposit, ${money(a.required)} to wager`),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Sandbox Pay' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByText('Your deposit has been credited.')).toBeVisible();
    await expect(page.getByText(`${OFFER} · ${money(a.bonus)} · Active`)).toBeVisible();

    // The account: the bonus beside the cash in the header, its progress on the page, both in
    // the HTML the server renders for this player (the browser hydrates it without a mismatch).
    const served = await servedHtml(page, `${origin}/account`);
    expect(served).toContain(`>${OFFER}</h3>`);
    expect(served).toContain(`Wagered ${money(0)} of ${money(a.required)}`);
    await page.goto(`${origin}/account`);
    const card = accountCard(page);
    await expect(fact(card, 'Bonus money')).toHaveText(money(a.bonus));
    await expect(fact(card, 'Left to wager')).toHaveText(money(a.required));
    await expect(fact(card, 'Largest stake')).toHaveText(money(a.maxStake));
    await expect(card.getByText(`Wagered ${money(0)} of ${money(a.required)}`)).toBeVisible();
    const bonusLabel = page
      .getByRole('banner')
      .getByText('Bonus', { exact: true })
      .filter({ visible: true })
      .first();
    await expect(bonusLabel.locator('xpath=following-sibling::*[1]')).toHaveText(
      formatNumber(a.bonus, 'en-US'),
    );
    // Beside the cash it still fits a 320 px phone.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(card).toBeVisible();
    await expectFitsWidth(page);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The game: what is left to wager stays in view and moves by each stake at 100 % (slots). The
    // panel is in the server's page, before the game is launched in the browser.
    const gamePage = await servedHtml(page, `${origin}${demoSlotPath}`);
    expect(gamePage).toContain('>Your bonus</span>');
    expect(gamePage).toContain(`<strong>${money(a.required)}</strong>`);
    await page.goto(`${origin}${demoSlotPath}`);
    const panel = page.getByRole('region', { name: 'Your bonus' });
    await expect(panel).toContainText(`Left to wager: ${money(a.required)}`);
    await panel.getByText('Your bonus').click();
    await expect(panel.getByText('This game counts 100%')).toBeVisible();
    const game = gameFrame(page);
    await game.getByLabel('Stake').selectOption(a.stake.toFixed(2));
    for (let round = 1; round <= 10; round += 1) {
      await spin(page);
      await expect(
        panel.getByText(`Wagered ${money(a.stake * round)} of ${money(a.required)}`),
      ).toBeVisible();
    }
    await expect(panel).toContainText(`Left to wager: ${money(a.required - 10 * a.stake)}`);

    // A stake over the maximum while wagering is refused, naming the rule; nothing counts.
    await game.getByLabel('Stake').selectOption(a.overMax.toFixed(2));
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.locator('#result')).toHaveText(
      `While your bonus "${OFFER}" is wagered, a stake may be at most ${a.maxStake.toFixed(2)}.`,
    );
    await expect(
      panel.getByText(`Wagered ${money(10 * a.stake)} of ${money(a.required)}`),
    ).toBeVisible();

    // The account shows the same progress.
    await page.goto(`${origin}/account`);
    await expect(
      accountCard(page).getByText(`Wagered ${money(10 * a.stake)} of ${money(a.required)}`),
    ).toBeVisible();
    await expect(fact(accountCard(page), 'Left to wager')).toHaveText(
      money(a.required - 10 * a.stake),
    );

    // A withdrawal would give the bonus up: the player is told the amount and keeps it.
    await addBankAccount(request, player);
    await page.goto(`${origin}/withdrawal`);
    await page.getByLabel('Amount').fill(String(a.deposit / 2.5));
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Give up your bonus?' });
    await expect(dialog).toContainText(`you lose ${money(a.bonus)} of bonus money`);
    await dialog.getByRole('button', { name: 'Keep my bonus' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Request received' })).toHaveCount(0);
    await page.goto(`${origin}/account`);
    await expect(fact(accountCard(page), 'Bonus money')).toHaveText(money(a.bonus));
    expect(errors).toEqual([]);
  });

  test(`${named(theme)}: an expired promo code says why it failed`, async ({ page, request }) => {
    const { errors } = await startJourney(page, request, theme, '/promotions');
    await page.getByLabel('Promo code').fill('SUMMER25');
    await page.getByRole('button', { name: 'Use code' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'This promo code has expired: its offer has ended.',
    );
    expect(errors).toEqual([]);
  });
}

test('slot1: a guest reads every offer’s terms on /promotions as the server renders it', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site('slot1')}/promotions`);
  const offer = page.getByRole('article', { name: OFFER });
  await expect(offer).toContainText('100% of your deposit, up to ₱1,000.00');
  await expect(offer).toContainText('Wager it 10 times within 7 days');
  await expect(
    page.getByRole('article', { name: 'Sports bonus, no deposit needed' }),
  ).toContainText('Code BET50');
  await expect(page.getByText('Log in to claim an offer.')).toBeVisible();
  await context.close();
});
