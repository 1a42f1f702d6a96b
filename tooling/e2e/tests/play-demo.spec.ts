import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { controlHeaders, sandboxPort, site } from '../servers';
import { DEMO_SLOT as SLOT, demoSlotPath as slotPath, gameFrame, spin } from './games-support';
import { fillSignIn, holdRequests, watchErrors } from './support';
import type { Player } from './template-support';
import { fundPlayer, newPlayer } from './template-support';

const sandbox = `http://127.0.0.1:${sandboxPort}`;

test.describe.configure({ mode: 'serial' });

/** A new player of slot1 with `amount` in the wallet. */
async function fundedPlayer(request: APIRequestContext, amount: number): Promise<Player> {
  const player = await newPlayer(request, 'slot1');
  await fundPlayer(request, 'slot1', player, amount);
  return player;
}

const peso = (amount: number) =>
  `₱${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a player spins the demo slot three times and the wallet, histories and home agree', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const player = await fundedPlayer(request, 100);
  // Repeatable reels; the journey checks whatever they show against the wallet.
  await request.post(`${sandbox}/sandbox/slot_seed`, {
    data: { seed: 2026 },
    headers: controlHeaders,
  });

  await page.goto(`${site('slot1')}/login?redirect=${encodeURIComponent(slotPath)}`);
  await fillSignIn(page, player.id, player.password);
  await expect(page).toHaveURL(`${site('slot1')}${slotPath}`);

  const game = gameFrame(page);
  await expect(game.getByRole('heading', { name: SLOT.name })).toBeVisible();
  await expect(game.locator('#balance')).toHaveText('100.00');
  await game.getByLabel('Stake').selectOption('5.00');
  const spins = [await spin(page), await spin(page), await spin(page)];
  await request.post(`${sandbox}/sandbox/slot_seed`, {
    data: { seed: null },
    headers: controlHeaders,
  });
  const won = spins.reduce((sum, s) => sum + s.win, 0);
  const balance = 100 - 15 + won;
  expect(spins.at(-1)?.balance).toBeCloseTo(balance, 2);

  // Leaving the game: Close goes home, where the game now leads recently played.
  await page.getByRole('button', { name: /Close game/ }).click();
  await expect(page).toHaveURL(`${site('slot1')}/`);
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('article').first()).toContainText(SLOT.name);

  await page.goto(`${site('slot1')}/account`);
  await expect(page.getByRole('main').getByRole('definition').first()).toHaveText(
    balance.toLocaleString('en-US', { maximumFractionDigits: 2 }),
  );
  await expect(page.getByRole('region', { name: 'Recently played' })).toContainText(SLOT.name);

  await page.goto(`${site('slot1')}/bet-history`);
  const bets = page.getByRole('row').filter({ hasText: SLOT.name });
  await expect(bets).toHaveCount(3);
  // Newest first, as the history lists them.
  for (const [i, s] of [...spins].reverse().entries()) {
    await expect(bets.nth(i)).toContainText(peso(5));
    await expect(bets.nth(i)).toContainText(peso(s.win));
  }

  await page.goto(`${site('slot1')}/statement`);
  const lines = page.getByRole('row').filter({ hasText: `${SLOT.name} spin` });
  await expect(lines).toHaveCount(3 + spins.filter((s) => s.win > 0).length);
  await expect(lines.first()).toContainText(peso(balance));
  expect(errors).toEqual([]);
});

test('a guest plays the demo for fun; a game without demo asks the guest to log in', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(`${site('slot1')}${slotPath}`);
  await expect(page.getByText('Demo play: play money only')).toBeVisible();
  const game = gameFrame(page);
  await expect(game.getByText(/play money/)).toBeVisible();
  await expect(game.locator('#balance')).toHaveText('2000.00');
  const answer = await spin(page);
  expect(answer.balance).toBeCloseTo(2000 - 1 + answer.win, 2);

  const live = '/playnow?provider=EVO&game=EVO-LIGHTNING-ROULETTE';
  await page.goto(`${site('slot1')}${live}`);
  await expect(page).toHaveURL(`${site('slot1')}/login?redirect=${encodeURIComponent(live)}`);
  expect(errors).toEqual([]);
});

test('Spin waits for the game’s script: pressed while it loads, the reels turn once it has', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The game's script arrives late, as on a slow network.
  const release = await holdRequests(page, '**/slot.js');
  await page.goto(`${site('slot1')}${slotPath}`);
  const game = gameFrame(page);
  const button = game.getByRole('button', { name: 'Spin' });
  await expect(button).toBeVisible();
  await expect(button).toBeDisabled();
  // Pressed now, the press waits for the button, which the script enables when it can spin.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/games/demo-slot/spin'));
  const pressed = button.click();
  release();
  await pressed;
  const answer = (await (await answered).json()) as { balance: number };
  await expect(game.locator('#balance')).toHaveText(answer.balance.toFixed(2));
  expect(errors).toEqual([]);
});

test('slot2: a guest on a game without demo logs in with the modal and the game opens', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const player = await newPlayer(request, 'slot2');
  const live = '/playnow?provider=EVO&game=EVO-LIGHTNING-ROULETTE';
  await page.goto(`${site('slot2')}${live}`);
  const modal = page.locator('#loginmodal');
  await expect(modal).toBeVisible();
  // The prompt stays behind the modal (which makes the page inert) for when the player closes it.
  await expect(page.getByText('Log in to play this game. It has no demo mode.')).toBeAttached();
  await fillSignIn(page, player.id, player.password);
  await expect(modal).toBeHidden();
  const game = gameFrame(page);
  await expect(game.getByRole('heading', { name: 'Lightning Roulette' })).toBeVisible();
  // Still on the game page (in the page's language prefix where the site's home is another).
  await expect(page).toHaveURL(/\/playnow\?provider=EVO&game=EVO-LIGHTNING-ROULETTE$/);
  expect(errors).toEqual([]);
});

test('a refused launch says why on a phone, and Close leads back', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const flag = (refusal: string | null) =>
    request.post(`${sandbox}/sandbox/game_flags`, {
      data: { provider_code: SLOT.provider, game_code: SLOT.game, refusal },
      headers: controlHeaders,
    });
  await flag('maintenance');
  try {
    await page.goto(`${site('slot1')}${slotPath}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('This game is under maintenance.');
    const close = page.getByRole('button', { name: /Close game/ });
    await expect(close).toBeInViewport();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
    await page.getByRole('button', { name: 'Choose another game' }).click();
    await expect(page).toHaveURL(`${site('slot1')}/`);
  } finally {
    await flag(null);
  }
});
