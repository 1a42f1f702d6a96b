import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  headerBalance,
  sandboxCall as post,
  sportsbooks,
  STEADY_WAIT_MS,
  steadyLines,
} from './live-support';
import type { LiveLine } from './live-support';
import { currencyScale, fundPlayer, named, signInOn, startJourney } from './template-support';
import type { Player } from './template-support';

/**
 * Places a single at `placed` on an in-play line through the API (the slip is another journey's),
 * then moves the line's price to `now`: a moved price holds, so the cash-out value is known. The
 * line is an over 2.5 goals of a match open for the journey's length (the live journeys hold home
 * wins' prices).
 */
async function betInPlay(
  request: APIRequestContext,
  host: string,
  player: Player,
  stake: number,
  odds: { placed: number; now: number },
) {
  const site = { domain_name: `${host}.localhost`, external_id: '' };
  const [line] = (await steadyLines(request, host, {
    count: 1,
    seconds: 60,
    bet_type: 'OU',
    home_away: 1,
  })) as [LiveLine];
  await post(request, '/sandbox/sports/price', {
    selection_id: line.selection_id,
    odds: odds.placed,
  });
  const { token } = await post<{ token: string }>(request, '/api/auth/login', {
    ...site,
    account_id: player.id,
    password: player.password,
  });
  await post(request, '/api/sportsbook/place', {
    ...site,
    account_id: player.id,
    auth: token,
    idempotency_key: `journey-cash-out-${player.id}`,
    accept: 'any',
    selections: [
      {
        match_id: line.match_id,
        bet_type: line.bet_type,
        home_away: line.home_away,
        odds: odds.placed,
        stake,
      },
    ],
  });
  await post(request, '/sandbox/sports/price', { selection_id: line.selection_id, odds: odds.now });
}

for (const entry of sportsbooks) {
  test(`${named(entry)}: an in-play bet is cashed out from the bet history, and the header balance rises by the amount at once`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000 + STEADY_WAIT_MS);
    const { errors, host, home, player, money: cash } = await startJourney(page, request, entry);
    const scale = await currencyScale(request, host);
    const funds = 1000 * scale;
    const stake = 100 * scale;
    await fundPlayer(request, host, player, funds);
    await betInPlay(request, host, player, stake, { placed: 2, now: 1.6 });
    // stake × 2.00 / 1.60, less the operator's 5 %.
    const value = Math.floor((stake * 2 * 0.95 * 100) / 1.6) / 100;

    await signInOn(page, entry, player, { home, then: '/bet-history' });
    const row = page.getByRole('row').filter({ hasText: 'Open' }).first();
    const offer = row.getByRole('button', { name: `Cash out ${cash(value)}` });
    await expect(offer).toBeEnabled();
    await expect(page.getByRole('banner')).toContainText(headerBalance(funds - stake));
    await offer.click();
    await expect(row.getByText(`You get ${cash(value)} now and the bet ends.`)).toBeVisible();
    // The confirm step with a part's amount field fits a phone 320 px wide.
    await row.getByRole('radio', { name: 'Part of it' }).check();
    await expect(row.getByRole('textbox', { name: 'Amount to cash out' })).toBeVisible();
    await page.setViewportSize({ width: 320, height: 640 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(320);
    await row.getByRole('radio', { name: 'All of it' }).check();
    await row.getByRole('button', { name: `Confirm cash out of ${cash(value)}` }).click();

    await expect(page.getByRole('banner')).toContainText(headerBalance(funds - stake + value));
    await expect(page.getByText(`Cashed out for ${cash(value)}`)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
