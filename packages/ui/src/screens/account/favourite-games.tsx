import { useGetFavouritesQuery } from '@playfront/core/api';
import { selectFavourites, useAppSelector } from '@playfront/core/store';
import { useTranslation } from '@playfront/core/i18n';
import { GameGrid } from '../../games/game-grid';
import { useGameActions } from '../games/use-game-actions';
import { useSignedIn } from './account-support';

/** The player's favourite games, with play and remove; shown on /account. */
export function FavouriteGames() {
  const { t } = useTranslation();
  const favourites = useAppSelector(selectFavourites);
  const { isLoading } = useGetFavouritesQuery(undefined, { skip: !useSignedIn() });
  const actions = useGameActions();
  return (
    <section id="favourites" className="pf-account__section" aria-labelledby="pf-favourites-games">
      <h2 id="pf-favourites-games">{t('favourites')}</h2>
      {isLoading && favourites.length === 0 ? (
        <p className="pf-account__notice" role="status">
          {t('loading')}
        </p>
      ) : (
        <GameGrid
          games={favourites}
          label={t('favourites')}
          emptyText={t('noFavourites')}
          {...actions}
          favouriteLabel={t('removeFavourite')}
          isFavourite={() => true}
        />
      )}
    </section>
  );
}
