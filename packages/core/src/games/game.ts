import type { ServerGame } from '../contract';

/** A game as the client keeps it (favourites and game entries). */
export interface Game {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_image: string;
  /** Chinese title, when the server sends one. */
  game_name_cn?: string;
}

/** The server's `img_url` becomes `game_image`; every other field is kept as sent. */
export function toGame({ img_url, ...rest }: ServerGame): Game {
  return { ...rest, game_image: img_url };
}

/**
 * The name a player reads on a page in `language`: the Chinese title on Chinese pages where the
 * game has one, the English name everywhere else (Filipino pages too, as Philippine operators do).
 */
export function gameTitle(
  game: Pick<Game, 'game_name' | 'game_name_cn'>,
  language: string,
): string {
  return (language === 'CN' && game.game_name_cn) || game.game_name;
}
