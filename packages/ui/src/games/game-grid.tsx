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
