// A category page's list is its own screen area: templates import the other game screens'
// blocks (top 10, header search), and this keeps the list's filters and paging out of them.
export { GameCategoryScreen } from '../games/game-category-screen';
export type { GameCategoryScreenProps, ListedCategoryKey } from '../games/game-category-screen';
