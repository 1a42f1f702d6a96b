export { useHydrated } from '../shared/hydrated';
export { LanguageProvider, useLanguage } from './language';
export { LocalLink, LocalNavLink, useLoginAction } from './navigation';
export {
  categoryLabelKeys,
  useCategoryLinks,
  useFavourites,
  useGameRows,
  usePlayGame,
  usePlayPath,
  useSiteHeader,
  useSiteProviders,
} from './site-data';
export type { CategoryLink, GameRows, SiteProvider } from './site-data';
