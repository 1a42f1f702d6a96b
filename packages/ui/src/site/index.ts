export { ANNOUNCEMENT_MODAL_ID, ANNOUNCEMENT_SEEN_KEY, useAnnouncementModal } from './announcement';
export { useHydrated } from '../shared/hydrated';
export { LanguageProvider, useLanguage } from './language';
export { LocalLink, LocalNavLink, useLoginAction } from './navigation';
export { PlayLink } from './play-link';
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
