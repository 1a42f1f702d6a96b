import type { GameCategoryKey } from '@playfront/core/contract';

/** The ui text key naming each game category. */
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
