export { HotGamesScreen } from './hot-games-screen';
export { Top10Panel } from './top10-panel';
export { GamesCategoryNav } from './games-category-nav';
export { useGameActions, usePlayPath } from './use-game-actions';
export { GameSearch } from './game-search';
export type { GameSearchProps } from './game-search';
export { RecentlyPlayed } from './recently-played';
