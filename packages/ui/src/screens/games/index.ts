export { HotGamesScreen } from './hot-games-screen';
export { GameCategoryScreen } from './game-category-screen';
export type { GameCategoryScreenProps, ListedCategoryKey } from './game-category-screen';
export { Top10Panel } from './top10-panel';
export { GamesCategoryNav } from './games-category-nav';
export { useGameActions, usePlayPath } from './use-game-actions';
