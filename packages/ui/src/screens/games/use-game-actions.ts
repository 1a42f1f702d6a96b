import type { Game } from '@playfront/core/games';
import { gameTitle } from '@playfront/core/games';
import { useMemo } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import type { GameActions } from '../../games/game-card';
import { useLanguage } from '../../site/language';
import { useFavourites, usePlayGame, usePlayPath } from '../../site/site-data';

export { usePlayPath } from '../../site/site-data';

/**
 * What every game tile of a screen does: Play opens /playnow (a link, so also before the
 * scripts arrive), the heart toggles a favourite for a signed-in player and opens sign-in for a
 * guest; names are in the page's language.
 */
export function useGameActions(): GameActions {
  const { t } = useTranslation();
  const play = usePlayGame();
  const playPath = usePlayPath();
  const { isFavourite, toggle } = useFavourites();
  const { language } = useLanguage();
  return useMemo(
    () => ({
      playLabel: t('playNow'),
      favouriteLabel: t('favourites'),
      isFavourite: (game: Game) => isFavourite(game),
      onToggleFavourite: (game: Game) => toggle(game),
      onPlay: (game: Game) => play(game),
      playHref: (game: Game) => playPath(game),
      nameOf: (game: Game) => gameTitle(game, language),
    }),
    [t, isFavourite, toggle, play, playPath, language],
  );
}
