export { gameTitle, toGame } from './game';
export type { Game } from './game';
export { providerLogoUrl, providerName, providerOf, providers } from './providers';
export type { Provider } from './providers';
export {
  defaultFeaturedGames,
  defaultGameLists,
  defaultHotGames,
  defaultNewGames,
  defaultPopularGames,
  defaultPopupGames,
  gameImageUrl,
} from './default-games';
export { categoriesWithProviders, categoryLabelKeys } from './categories';
export {
  defaultGameFilters,
  filtersFromParams,
  filtersToParams,
  filtersToSearch,
  GAMES_MAX_PAGE_SIZE,
  GAMES_MAX_PROVIDERS,
  GAMES_MAX_QUERY,
  GAMES_MAX_URL_PAGE,
  GAMES_PAGE_SIZE,
  gameSorts,
  SEARCH_TEXT,
  searchQuery,
  toggleProvider,
} from './filters';
export type { GameFilters, GameSort } from './filters';
