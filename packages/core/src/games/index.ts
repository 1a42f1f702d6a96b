export { toGame } from './game';
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
