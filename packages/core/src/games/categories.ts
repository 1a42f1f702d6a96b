import type { GameCategory } from '../contract';
import { gameCategories } from '../contract/constants';
import type { CategoryAvailability } from '../site/menu-filter';
import { isCategoryShown } from '../site/menu-filter';

/**
 * Categories a player may browse (section 5): those with at least one provider, plus hot when
 * the site has hot games, in the order of `gameCategories`.
 */
export function categoriesWithProviders(availability: CategoryAvailability): GameCategory[] {
  return gameCategories.filter((c) => isCategoryShown(c.key, availability));
}
