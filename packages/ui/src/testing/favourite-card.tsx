import type { Game } from '@playfront/core/games';
import { useState } from 'react';
import type { GameCardProps } from '../games/game-card';
import { GameCard } from '../games/game-card';

/** A game card whose heart adds and removes the game, kept in the card's own state. */
export function FavouriteCard({ game, onPlay }: { game: Game; onPlay?: GameCardProps['onPlay'] }) {
  const [favs, setFavs] = useState<string[]>([]);
  return (
    <GameCard
      game={game}
      isFavourite={(g) => favs.includes(g.game_code)}
      onToggleFavourite={(g) =>
        setFavs((list) =>
          list.includes(g.game_code)
            ? list.filter((c) => c !== g.game_code)
            : [...list, g.game_code],
        )
      }
      onPlay={onPlay}
    />
  );
}
