import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ThemeEntry } from '@playfront/core/theme';
import { expect, test } from './fixtures';
import { site } from '../servers';
import { sandboxCall as post } from './live-support';
import { watchErrors } from './support';
import { fundPlayer, named, signInOn, startJourney, themeOf } from './template-support';

/** A sportsbook template and a slot template's /sports; every sportsbook in the full run. */
const journeyThemes = (
  process.env.E2E_FULL === '1'
    ? ['sportsbook1', 'sportsbook2', 'sportsbook3', 'slot1']
    : ['sportsbook1', 'slot1']
).map(themeOf);

/** What a player starts with: a 1,000.00 reward claimed from the inbox. */
const FUNDS = 1000;

interface Line {
  match_id: string;
  selection_id: string;
  odds: number;
}

/** An open match: where /sports lists it and its first line. */
interface OpenMatch {
  index: number;
  line: Line;
}

/**
 * The matches still taking bets, each with its first line, in the order /sports lists them. The
 * sandbox's matches are the same on every site, so a journey settles only what it needs.
 */
async function openMatches(request: APIRequestContext, host: string): Promise<OpenMatch[]> {
  const { value } = await post<{ value: (Line & { open: boolean })[] }>(
    request,
    '/api/product/get_bet_lines',
    { domain_name: `${host}.localhost`, external_id: '' },
  );
  const firsts = new Map<string, Line & { open: boolean }>();
  for (const line of value) if (!firsts.has(line.match_id)) firsts.set(line.match_id, line);
  return [...firsts.values()].flatMap((line, index) => (line.open ? [{ index, line }] : []));
}

/**
 * A journey's new player on `entry`'s site with FUNDS to bet, then the matches still open, then
 * the player signed in on /sports.
 */
async function bettorOnSports(page: Page, request: APIRequestContext, entry: ThemeEntry) {
  const journey = await startJourney(page, request, entry);
  await fundPlayer(request, journey.host, journey.player, FUNDS);
  const matches = await openMatches(request, journey.host);
  await signInOn(page, entry, journey.player, { home: journey.home, then: '/sports' });
  return { ...journey, matches };
}

/** The price button of a match's first line on /sports. */
const firstPrice = (page: Page, match: number): Locator =>
  page
    .getByRole('region', { name: 'Upcoming matches' })
    .getByRole('article')
    .nth(match)
    .getByRole('button', { name: / at / })
    .first();

/** The balance /withdrawal shows as available, found by the site's currency sign or code. */
async function balanceOf(
  page: Page,
  origin: string,
  cash: (amount: number) => string,
): Promise<Locator> {
  await page.goto(`${origin}/withdrawal`);
  const currency = cash(0).replace(/[\d.,\s]/g, '');
  return page.getByRole('main').getByRole('definition').filter({ hasText: currency }).first();
}

for (const [order, entry] of journeyThemes.entries()) {
  // The first journey's parlay wins (both matches settle); the others lose at their first leg,
  // so the seeded matches last through every journey of a full run.
  const wins = order === 0;
  test(`${named(entry)}: a parlay of two matches placed from the bet slip, settled ${wins ? 'won' : 'lost'} and paid once`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const journey = await bettorOnSports(page, request, entry);
    const { errors, host, englishOrigin: origin, money: cash } = journey;
    const [first, second] = journey.matches;
    if (!first || !second) throw new Error(`${host} has fewer than two open matches`);

    await expect(firstPrice(page, first.index)).toBeVisible();

    // Two prices of two matches; each toggles on and names what it backs.
    await firstPrice(page, first.index).click();
    await expect(firstPrice(page, first.index)).toHaveAttribute('aria-pressed', 'true');
    await firstPrice(page, second.index).click();
    await expect(firstPrice(page, second.index)).toHaveAttribute('aria-pressed', 'true');
    const slip = page.getByRole('complementary', { name: 'Bet slip' });
    await expect(slip.getByRole('button', { name: 'Bet slip (2)' })).toBeVisible();
    await expect(slip.getByRole('heading', { name: 'Bet slip' })).toBeVisible();
    await expect(slip.getByText(`Balance ${cash(FUNDS)}`)).toBeVisible();

    // A parlay of both with a stake of 100, or the site's minimum where that is more.
    const { value: limits } = await post<{ value: { min_stake: number } }>(
      request,
      '/api/sportsbook/limits',
      { domain_name: `${host}.localhost`, external_id: '' },
    );
    const stake = Math.max(100, limits.min_stake);
    await slip.getByRole('button', { name: 'Parlay' }).click();
    await slip.getByRole('textbox', { name: 'Parlay stake' }).fill(String(stake));
    const odds = Math.round(first.line.odds * 100) * Math.round(second.line.odds * 100);
    const potential = Math.floor((stake * 100 * odds) / 10_000) / 100;
    await expect(slip.getByText(`Potential return ${cash(potential)}`)).toBeVisible();
    await slip.getByRole('button', { name: 'Place bet' }).click();
    await expect(slip.getByRole('status')).toHaveText(/Your bet is placed\./);
    await expect(firstPrice(page, first.index)).toHaveAttribute('aria-pressed', 'false');

    // The balance drops by the stake; the bet is in /bet-history.
    await expect(await balanceOf(page, origin, cash)).toHaveText(cash(FUNDS - stake));
    await page.goto(`${origin}/bet-history`);
    const row = page.getByRole('row').filter({ hasText: 'Parlay' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(cash(stake));

    // Settled through the sandbox, twice over: decided and paid once.
    const settled = wins ? [first, second] : [first];
    for (const { line } of settled) {
      for (let again = 0; again < 2; again += 1)
        await post(request, '/sandbox/sports/settle', {
          match_id: line.match_id,
          results: { [line.selection_id]: wins ? 'won' : 'lost' },
        });
    }
    const payout = wins ? potential : 0;
    await expect(await balanceOf(page, origin, cash)).toHaveText(cash(FUNDS - stake + payout));
    await page.goto(`${origin}/bet-history`);
    await expect(page.getByRole('row').filter({ hasText: 'Parlay' })).toContainText(
      wins ? cash(potential) : `-${cash(stake)}`,
    );
    expect(errors).toEqual([]);
  });
}

test(`${named(themeOf('slot1'))}: refusals show their message and change nothing`, async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const entry = themeOf('slot1');
  const journey = await bettorOnSports(page, request, entry);
  const { errors, host, englishOrigin: origin, money: cash } = journey;
  const [match] = journey.matches;
  if (!match) throw new Error(`${host} has no open match`);
  const { line } = match;

  await firstPrice(page, match.index).click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  const stake = slip.getByRole('textbox', { name: /^Stake on / });

  // A stake above the balance.
  await stake.fill('1500');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('alert')).toHaveText('The stake is more than your balance.');

  // The price moves after the player took it, and they accept no changes.
  await slip.getByRole('radio', { name: 'Accept no changes' }).check();
  const moved = Math.round((line.odds + 0.25) * 100) / 100;
  await post(request, '/sandbox/sports/price', { selection_id: line.selection_id, odds: moved });
  await stake.fill('50');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('alert')).toHaveText(
    'The odds have changed. Check the new odds and place your bet again.',
  );
  await expect(slip.getByText('Some odds have changed.')).toBeVisible();
  await expect(slip.getByRole('listitem').first()).toContainText('Odds up from');

  // Nothing was placed: the selection stays, the balance is whole, no bet in the history.
  await expect(slip.getByRole('button', { name: 'Bet slip (1)' })).toBeVisible();
  await post(request, '/sandbox/sports/price', {
    selection_id: line.selection_id,
    odds: line.odds,
  });
  await expect(await balanceOf(page, origin, cash)).toHaveText(cash(FUNDS));
  await page.goto(`${origin}/bet-history`);
  await expect(page.getByRole('main')).not.toContainText('SPORTS');
  expect(errors).toEqual([]);
});

test(`${named(themeOf('slot1'))}: a guest keeps the slip across a reload, on a phone, and is asked to sign in`, async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const [match] = await openMatches(request, 'slot1');
  if (!match) throw new Error('slot1 has no open match');
  const price = () => firstPrice(page, match.index);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${site('slot1')}/sports`);
  await price().click();
  const bar = page.getByRole('button', { name: 'Bet slip (1)' });
  await expect(bar).toHaveAttribute('aria-expanded', 'false');

  // Saved on this browser: after a reload the selection is back, pressed, without a mismatch.
  await page.reload();
  await expect(price()).toHaveAttribute('aria-pressed', 'true');
  await bar.click();
  const slip = page.getByRole('complementary', { name: 'Bet slip' });
  await expect(slip.getByRole('heading', { name: 'Bet slip' })).toBeFocused();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);

  await slip.getByRole('textbox', { name: /^Stake on / }).fill('20');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsports$/);
  await page.goBack();
  await expect(price()).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Bet slip (1)' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Bet slip (1)' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByRole('button', { name: 'Bet slip (1)' })).toBeFocused();
  expect(errors).toEqual([]);
});
