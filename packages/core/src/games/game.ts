import type { ServerGame } from '../contract';

/** A game as the client keeps it (section 3: favourites and game entries). */
export interface Game {
  provider_code: string;
  game_code: string;
  game_name: string;
  game_type: string;
  game_image: string;
}

/** The server's `img_url` becomes `game_image`; every other field is kept as sent. */
export function toGame({ img_url, ...rest }: ServerGame): Game {
  return { ...rest, game_image: img_url };
}
