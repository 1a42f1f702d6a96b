import type { Game } from '@playfront/core/games';
import { useId } from 'react';
import { Link } from '../site/link';
import type { GameActions } from './game-card';
import { GameCard } from './game-card';

export interface GameRowProps extends GameActions {
  /** Heading of the row, e.g. "Hot games". */
  title: string;
  games: readonly Game[];
  /** Where "See all" leads; without it the link is left out. */
  moreHref?: string;
  /** Text of the link to the full list. Default "See all". */
  moreLabel?: string;
}

/** A titled row of games that scrolls sideways; the list itself is keyboard focusable. */
export function GameRow({
  title,
  games,
  moreHref,
  moreLabel = 'See all',
  ...actions
}: GameRowProps) {
  const titleId = useId();
  return (
    <section className="pf-game-row" aria-labelledby={titleId}>
      <div className="pf-game-row__head">
        <h2 id={titleId} className="pf-game-row__title">
          {title}
        </h2>
        {moreHref && (
          <Link className="pf-game-row__more" to={moreHref}>
            {moreLabel}
          </Link>
        )}
      </div>
      {/* Focusable so keyboard users can scroll the row with the arrow keys. */}
      <ul className="pf-game-row__list" aria-labelledby={titleId} tabIndex={0}>
        {games.map((game) => (
          <li key={`${game.provider_code}:${game.game_code}`}>
            <GameCard game={game} {...actions} />
          </li>
        ))}
      </ul>
    </section>
  );
}
