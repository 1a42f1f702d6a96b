import type { Game } from '@playfront/core/games';
import { providerLogoUrl, providerName } from '@playfront/core/games';
import type { MouseEvent } from 'react';
import { useId } from 'react';
import { LazyImage } from '../lazy-image/lazy-image';
import { Icon } from '../shared/icon';
import '../shared/controls.css';
import './games.css';

/** Texts and callbacks every game tile shares. */
export interface GameActions {
  /** Whether a game is in the player's favourites. Default none. */
  isFavourite?: (game: Game) => boolean;
  /** Called with the game when its favourite toggle is pressed; without it no toggle shows. */
  onToggleFavourite?: (game: Game) => void;
  /** Called with the game when Play is pressed. */
  onPlay?: (game: Game) => void;
  /**
   * The address a game plays at. With it, Play is a link: a tap before the page's scripts have
   * arrived still opens the game, and a new tab opens like any link's. A plain click goes to
   * `onPlay` instead, when there is one.
   */
  playHref?: (game: Game) => string;
  /** Text of the play button. Default "Play". */
  playLabel?: string;
  /** Name of the favourite toggle, followed by the game name. Default "Favourite". */
  favouriteLabel?: string;
  /** The name shown for a game, e.g. its Chinese title on Chinese pages. Default its `game_name`. */
  nameOf?: (game: Game) => string;
}

/** A click the page may take over: the main button, no key held for a new tab or window. */
const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export interface GameCardProps extends GameActions {
  game: Game;
  /** On the first screen: its image is asked for at once (see `LazyImage`'s `eager`). */
  eager?: boolean;
}

const playClass = 'pf-btn pf-btn--primary pf-game-card__play';

/** One game: image, name, provider logo and name, favourite toggle and Play. */
export function GameCard({
  game,
  eager = false,
  isFavourite,
  onToggleFavourite,
  onPlay,
  playHref,
  playLabel = 'Play',
  favouriteLabel = 'Favourite',
  nameOf,
}: GameCardProps) {
  const nameId = useId();
  const provider = providerName(game.provider_code);
  const name = nameOf ? nameOf(game) : game.game_name;
  return (
    <article className="pf-game-card" aria-labelledby={nameId}>
      <div className="pf-game-card__media">
        <LazyImage src={game.game_image} alt="" width={300} height={300} eager={eager} />
        {onToggleFavourite && (
          <button
            type="button"
            className="pf-btn pf-game-card__fav"
            aria-pressed={isFavourite?.(game) ?? false}
            aria-label={`${favouriteLabel} ${name}`}
            onClick={() => onToggleFavourite(game)}
          >
            <Icon name="heart" />
          </button>
        )}
      </div>
      <div className="pf-game-card__body">
        <h3 id={nameId} className="pf-game-card__name" title={name}>
          {name}
        </h3>
        <p className="pf-game-card__provider">
          <img
            className="pf-game-card__logo"
            src={providerLogoUrl(game.provider_code)}
            alt=""
            width={20}
            height={20}
            loading="lazy"
          />
          <span>{provider}</span>
        </p>
        {playHref ? (
          <a
            className={playClass}
            href={playHref(game)}
            aria-label={`${playLabel} ${name}`}
            onClick={(event) => {
              if (!onPlay || !plainClick(event)) return;
              event.preventDefault();
              onPlay(game);
            }}
          >
            {playLabel}
          </a>
        ) : (
          <button
            type="button"
            className={playClass}
            aria-label={`${playLabel} ${name}`}
            onClick={() => onPlay?.(game)}
          >
            {playLabel}
          </button>
        )}
      </div>
    </article>
  );
}
