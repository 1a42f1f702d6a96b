import type { Game } from '@playfront/core/games';
import type { LinkProps } from './link';
import { Link } from './link';
import { usePlayPath } from './site-data';

/**
 * A link that opens a game on /playnow, in the page's language: a tap before the page's scripts
 * have arrived still opens the game, as a button could not.
 */
export function PlayLink({
  game,
  ...props
}: Omit<LinkProps, 'to'> & { game: Pick<Game, 'provider_code' | 'game_code'> }) {
  const playPath = usePlayPath();
  return <Link {...props} to={playPath(game)} />;
}
