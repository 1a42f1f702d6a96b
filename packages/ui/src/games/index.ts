export { GameCard } from './game-card';
export type { GameActions, GameCardProps } from './game-card';
export { GameRow } from './game-row';
export type { GameRowProps } from './game-row';
export { GameCardSkeleton, GameGrid, GameGridSkeleton } from './game-grid';
export type { GameGridProps, GameGridSkeletonProps } from './game-grid';
export { CategoryNav } from './category-nav';
export type { CategoryLink, CategoryNavProps } from './category-nav';
