import type { MenuItem, ProviderCount } from '../contract';

/** The category of hot games: it has no providers of its own and shows when the site has hot games. */
export const HOT_CATEGORY = 'hot';

/** What decides whether a category shows. */
export interface CategoryAvailability {
  /** `provider_count` of startup: providers per category key. */
  providerCount: readonly ProviderCount[];
  /** Whether the site has hot games (layout's `hasHotGames`). */
  hasHotGames: boolean;
}

/** A category shows when it has at least one provider; hot shows when the site has hot games. */
export function isCategoryShown(category: string, availability: CategoryAvailability): boolean {
  if (category === HOT_CATEGORY) return availability.hasHotGames;
  return availability.providerCount.some((p) => p.category === category && p.count > 0);
}

/** The page an app download entry point leads to. */
export const APP_DOWNLOAD_PATH = '/download';

/** What else decides which menu entries show. */
export interface MenuFilterOptions {
  /**
   * The site's `show_app_download`: without it, entries linking to the download page go (at any
   * depth), like every other app download entry point. Default true.
   */
  showAppDownload?: boolean;
}

/**
 * Menu items of empty categories are dropped (children too); items without a category stay. Where
 * the site offers no app, entries linking to the download page are dropped too.
 */
export function filterMenu(
  menu: readonly MenuItem[],
  availability: CategoryAvailability,
  options: MenuFilterOptions = {},
): MenuItem[] {
  const { showAppDownload = true } = options;
  return menu
    .filter((item) => item.category === undefined || isCategoryShown(item.category, availability))
    .filter((item) => showAppDownload || item.path !== APP_DOWNLOAD_PATH)
    .map((item) => ({ ...item, children: filterMenu(item.children, availability, options) }));
}

/** Game-menu entries (category tabs) of categories that have providers, plus hot. */
export function filterGameMenu<T extends { category: string }>(
  gameMenu: readonly T[],
  availability: CategoryAvailability,
): T[] {
  return gameMenu.filter((entry) => isCategoryShown(entry.category, availability));
}
