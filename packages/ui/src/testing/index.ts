export {
  fixtureSiteStore,
  renderInSite,
  renderPlayerScreen,
  renderScreen,
  textsOf,
} from './render';
export type { PlayerScreenOptions, RenderScreenOptions } from './render';
export { SiteTestProviders } from './site-providers';
export { componentStories, playerScreen, surface, withPlayerStore, withScreenStore } from './story';
export type { StoryStoreOptions } from './story';
export { FavouriteCard } from './favourite-card';
