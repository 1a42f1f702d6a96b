import { useGetGamesQuery } from '@playfront/core/api';
import type { GameCategoryKey } from '@playfront/core/contract';
import { gameCategories } from '@playfront/core/contract';
import { toGame } from '@playfront/core/games';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GameGrid, GameGridSkeleton } from '../../games/game-grid';
import { categoryLabelKeys } from '../../site/site-data';
import { GamesCategoryNav } from './games-category-nav';
import { useGameActions } from './use-game-actions';
import '../../shared/controls.css';
import './screens-games.css';

/** A category with its own games list: every one but hot. */
export type ListedCategoryKey = Exclude<GameCategoryKey, 'hot'>;

export interface GameCategoryScreenProps {
  /** The category key of `gameCategories`, e.g. `slot_game` for /slots. Default `slot_game`. */
  category?: ListedCategoryKey;
}

/** A category page (/slots, /casino, ...): provider filter kept in `?provider=`, then the games. */
export function GameCategoryScreen({ category = 'slot_game' }: GameCategoryScreenProps) {
  const { t } = useTranslation();
  const actions = useGameActions();
  const filterId = useId();
  const listId = useId();
  const [params, setParams] = useSearchParams();
  const provider = params.get('provider') ?? '';
  const segment = gameCategories.find((c) => c.key === category)?.segment ?? 'slots';
  const { data, currentData, isFetching, isError } = useGetGamesQuery({
    game_type: segment,
    provider_code: provider,
  });
  const title = t(categoryLabelKeys[category]);
  const providers = data?.providers ?? [];
  const games = (currentData?.value ?? []).map(toGame);

  const choose = (code: string) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (code) next.set('provider', code);
        else next.delete('provider');
        return next;
      },
      { preventScrollReset: true },
    );

  const filter = [{ provider_code: '', provider_name: t('allProviders') }, ...providers];
  return (
    <div className="pf-games-screen">
      <GamesCategoryNav />
      <h1 className="pf-games-screen__title">{title}</h1>
      {/* Shown while loading too, so the games below do not move when the providers arrive. */}
      {(providers.length > 0 || !data) && (
        <nav className="pf-provider-filter" aria-labelledby={filterId}>
          <h2 id={filterId} className="pf-sr-only">
            {t('games_providerFilter')}
          </h2>
          <ul className="pf-provider-filter__list">
            {filter.map((p) => (
              <li key={p.provider_code || 'all'}>
                <button
                  type="button"
                  className="pf-btn pf-provider-filter__option"
                  aria-pressed={p.provider_code.toUpperCase() === provider.toUpperCase()}
                  onClick={() => choose(p.provider_code)}
                >
                  {p.provider_name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-labelledby={listId} aria-busy={isFetching}>
        <h2 id={listId} className="pf-sr-only">
          {t('games')}
        </h2>
        {isFetching && !currentData ? (
          <>
            <p className="pf-sr-only" role="status">
              {t('loading')}
            </p>
            <GameGridSkeleton />
          </>
        ) : (
          <GameGrid
            games={isError ? [] : games}
            label={title}
            emptyText={t('noGames')}
            {...actions}
          />
        )}
      </section>
    </div>
  );
}
