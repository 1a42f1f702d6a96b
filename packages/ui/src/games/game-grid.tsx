import type { Game } from '@playfront/core/games';
import type { GameActions } from './game-card';
import { GameCard } from './game-card';

export interface GameGridProps extends GameActions {
  games: readonly Game[];
  /** Accessible name of the list, e.g. "Slots". */
  label: string;
  /** Shown when there are no games. Default "No games found". */
  emptyText?: string;
}

/** All games of a list in a responsive grid. */
export function GameGrid({
  games,
  label,
  emptyText = 'No games found',
  ...actions
}: GameGridProps) {
  if (games.length === 0) return <p className="pf-game-grid__empty">{emptyText}</p>;
  return (
    <ul className="pf-game-grid" aria-label={label}>
      {games.map((game) => (
        <li key={`${game.provider_code}:${game.game_code}`}>
          <GameCard game={game} {...actions} />
        </li>
      ))}
    </ul>
  );
}

export interface GameGridSkeletonProps {
  /** How many placeholder cards to show. Default 12. */
  count?: number;
}

/** One placeholder card the size of a real one, for a grid's `<li>` while its game loads. */
export function GameCardSkeleton() {
  return (
    <div className="pf-game-card pf-game-card--placeholder">
      <div className="pf-game-card__media" />
      <div className="pf-game-card__body">
        <span className="pf-game-card__name">&nbsp;</span>
        <span className="pf-game-card__provider">&nbsp;</span>
        <span className="pf-btn pf-game-card__play" />
      </div>
    </div>
  );
}

/** Placeholder cards the size of real ones, so the page does not shift when the games arrive. */
export function GameGridSkeleton({ count = 12 }: GameGridSkeletonProps) {
  return (
    <ul className="pf-game-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <GameCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
