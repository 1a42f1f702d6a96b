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
} from './site-data';
export type { CategoryLink, GameRows } from './site-data';
