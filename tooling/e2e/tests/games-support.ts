import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The sandbox's playable demo slot: the game the journeys play. */
export const DEMO_SLOT = {
  provider: 'PLAYFRONT',
  game: 'PF-LUCKY-SEVENS',
  name: 'Lucky Sevens Demo',
  nameCn: '幸运七试玩',
} as const;

/** The demo slot's /playnow address (without a language prefix). */
export const demoSlotPath = `/playnow?provider=${DEMO_SLOT.provider}&game=${DEMO_SLOT.game}`;

/** A name as the catalogue orders it: lower case, punctuation as spaces. */
const sortKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Whether names are in the catalogue's A-Z order. */
export const inOrder = (names: readonly string[]) => {
  const keys = names.map(sortKey);
  return keys.every((key, i) => i === 0 || (keys[i - 1] ?? '') <= key);
};

/** A category page's grid of games, named by the category's title. */
export const categoryGrid = (page: Page, title = 'Slots'): Locator =>
  page.getByRole('main').getByRole('list', { name: title });

/** The names of the games in a category grid, in order. */
export const gridNames = (page: Page, title = 'Slots'): Locator =>
  categoryGrid(page, title).getByRole('heading', { level: 3 });

/** Opens the header's game search and types `text` into it as a player does. */
export async function searchFromHeader(page: Page, text: string): Promise<Locator> {
  // The button opens a panel the page's scripts draw: a press before they have run is lost.
  await expect(page.locator('html[data-pf-ready]')).toBeAttached();
  await page.getByRole('banner').getByRole('button', { name: 'Search games' }).click();
  const field = page.getByRole('combobox', { name: 'Search games' });
  await expect(field).toBeFocused();
  await field.pressSequentially(text);
  return field;
}

/** What the game's server answered to one spin. */
export interface SpinAnswer {
  reels: string[];
  stake: number;
  win: number;
  balance: number;
}

/** The game's frame on /playnow. */
export const gameFrame = (page: Page) => page.frameLocator('iframe[title="Game window"]');

/** Presses Spin in the demo slot's frame, waits for the reels to stop and answers the spin. */
export async function spin(page: Page): Promise<SpinAnswer> {
  const game = gameFrame(page);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/games/demo-slot/spin'));
  await game.getByRole('button', { name: 'Spin' }).click();
  const answer = (await (await answered).json()) as SpinAnswer;
  await expect(game.locator('#result')).toHaveText(answer.win > 0 ? /You win/ : /No win\./);
  await expect(game.locator('#balance')).toHaveText(answer.balance.toFixed(2));
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  return answer;
}
