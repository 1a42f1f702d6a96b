import type { GameCategory, GameCategoryKey } from '../contract';
import { gameCategories } from '../contract/constants';
import type { CategoryAvailability } from '../site/menu-filter';
import { isCategoryShown } from '../site/menu-filter';

/**
 * Categories a player may browse: those with at least one provider, plus hot when
 * the site has hot games, in the order of `gameCategories`.
 */
export function categoriesWithProviders(availability: CategoryAvailability): GameCategory[] {
  return gameCategories.filter((c) => isCategoryShown(c.key, availability));
}

/** The `ui` text key naming each game category; also the title key of its page. */
export const categoryLabelKeys = {
  hot: 'hot',
  slot_game: 'slots',
  casino: 'casino',
  hash_game: 'hashGame',
  sportsbook: 'sports',
  fishing: 'fishing',
  poker: 'poker',
  sabong: 'sabong',
  lottery: 'lottery',
  horse_racing: 'horseRacing',
  bingo: 'bingo',
  arcade: 'arcade',
  crash: 'crash',
} as const satisfies Record<GameCategoryKey, string>;
