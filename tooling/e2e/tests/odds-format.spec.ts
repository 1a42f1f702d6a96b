import type { BetLineRecord } from '@playfront/core/contract';
import { formatOdds } from '@playfront/core/sports';
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { sandboxPort, site } from '../servers';
import { signIn, watchErrors } from './support';
import { fundPlayer, newPlayer } from './template-support';

/**
 * The player's odds format: chosen on /sports, every price follows it, the server renders the
 * next page in it (from its cookie) and the bet history shows placed bets in it.
 */
const sandbox = `http://127.0.0.1:${sandboxPort}`;
const host = 'slot1';

/** The site's bet lines as the sandbox offers them now. */
async function betLines(page: Page): Promise<BetLineRecord[]> {
  const answer = await page.request.post(`${sandbox}/api/product/get_bet_lines`, {
    data: { domain_name: `${host}.localhost`, external_id: '' },
  });
  const { value } = (await answer.json()) as { value?: BetLineRecord[] };
  expect(value?.length).toBeGreaterThan(1);
  return value ?? [];
}

/** The price of the first bet line on /sports, as the player reads it. */
/** The price shown by the first bet line's price button (the button's name adds what it backs). */
const firstPrice = (page: Page) =>
  page.locator('.pf-sports__line .pf-sports__odds .pf-odds').first();

test('Hong Kong odds chosen on /sports follow the player to the server page and the bet history', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = watchErrors(page);
  const [first] = await betLines(page);
  // A price whose Hong Kong reading differs from its decimal one in every digit shown.
  expect(first!.odds).not.toBe(2);

  await page.goto(`${site(host)}/sports`);
  await expect(page.locator('html[data-pf-ready]')).toBeAttached();
  const select = page.getByRole('combobox', { name: 'Odds format' });
  await expect(select).toHaveValue('decimal');
  await expect(firstPrice(page)).toHaveText(formatOdds(first!.odds, 'decimal'));

  await select.selectOption({ label: 'Hong Kong (1.50)' });
  await expect(firstPrice(page)).toHaveText(formatOdds(first!.odds, 'hongkong'));
  const cookies = await page.context().cookies(site(host));
  expect(cookies.find((c) => c.name === 'odds_format')?.value).toBe('hongkong');

  // The server draws the reloaded page in Hong Kong odds: no decimal flash, no hydration mismatch.
  const reloaded = await page.reload();
  const html = (await reloaded?.text()) ?? '';
  expect(html).toContain(`data-odds-format="hongkong">${formatOdds(first!.odds, 'hongkong')}<`);
  expect(html).not.toContain(`data-odds-format="decimal">`);
  await expect(page.locator('html[data-pf-ready]')).toBeAttached();
  await expect(select).toHaveValue('hongkong');
  await expect(firstPrice(page)).toHaveText(formatOdds(first!.odds, 'hongkong'));

  // A single placed through the API, by a player of its own, shows in the history with Hong Kong prices.
  const player = await newPlayer(page.request, host);
  await fundPlayer(page.request, host, player, 100);
  await signIn(page, host, '/', player);
  const selections = [
    {
      match_id: first!.match_id,
      bet_type: first!.bet_type,
      home_away: first!.home_away,
      odds: first!.odds,
      stake: 10,
    },
  ];
  // From the page itself, as its own call goes: the web server adds the session from the cookie.
  const answer = await page.evaluate(
    async ({ domain, selections }) => {
      const placed = await fetch('/api/sportsbook/place', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-playfront-request': '1' },
        body: JSON.stringify({
          domain_name: domain,
          external_id: '',
          idempotency_key: `odds-format-${Date.now()}`,
          accept: 'any',
          selections,
        }),
      });
      return (await placed.json()) as { statusCode: number; value?: { odds: number }[] };
    },
    { domain: `${host}.localhost`, selections },
  );
  expect(answer.statusCode, JSON.stringify(answer)).toBe(1);

  await page.goto(`${site(host)}/bet-history`);
  const row = page.getByRole('row').filter({ hasText: 'Single' }).first();
  await expect(row).toContainText(`@ ${formatOdds(first!.odds, 'hongkong')}`);
  await expect(row.locator('.pf-sports-bet__figures')).toContainText(
    formatOdds(first!.odds, 'hongkong'),
  );
  await expect(row).toContainText('Open');
  await expect(row).not.toContainText(`@ ${formatOdds(first!.odds, 'decimal')}`);

  // On a phone 320 px wide the bet, its selection and figures fit without sideways scrolling.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(row).toContainText(`@ ${formatOdds(first!.odds, 'hongkong')}`);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
  expect(errors).toEqual([]);
});
