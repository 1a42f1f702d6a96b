import { useSearchGamesQuery } from '@playfront/core/api';
import type { GameCategoryKey, RequestOf } from '@playfront/core/contract';
import { gameCategories } from '@playfront/core/contract';
import type { GameFilters, GameSort } from '@playfront/core/games';
import {
  filtersFromParams,
  filtersToSearch,
  GAMES_PAGE_SIZE,
  gameSorts,
  toGame,
  toggleProvider,
} from '@playfront/core/games';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useNavigate, useSearchParams } from 'react-router';
// Through the areas' indexes, which every template already loads: the list adds only itself.
import type { GameActions } from '../../games';
import { GameCard, GameCardSkeleton } from '../../games';
import { categoryLabelKeys } from '../../site/site-data';
import { GamesCategoryNav, useGameActions } from './index';
import { useKeptScroll } from './use-kept-scroll';
import '../../form-field/form-field.css';
import '../../games/games.css';
import '../../shared/controls.css';
import './screens-games.css';

/** A category with its own games list: every one but hot. */
export type ListedCategoryKey = Exclude<GameCategoryKey, 'hot'>;

export interface GameCategoryScreenProps {
  /** The category key of `gameCategories`, e.g. `slot_game` for /slots. Default `slot_game`. */
  category?: ListedCategoryKey;
}

type SearchArgs = Omit<RequestOf<'/api/product/search_games'>, 'domain_name' | 'external_id'>;

const sortLabels = {
  popular: 'games_sortPopular',
  new: 'games_sortNew',
  az: 'games_sortAz',
} as const satisfies Record<GameSort, string>;

/** Placeholder cards of one page while it loads. */
function PagePlaceholders({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    <li key={`placeholder-${i}`} aria-hidden="true">
      <GameCardSkeleton />
    </li>
  ));
}

/** Cards of the first page whose images are asked for at once: a phone's first screen holds 4 to 6. */
export const EAGER_CARDS = 6;

/** The games of one page, as items of the category's grid. */
function GamesPage({ args, actions }: { args: SearchArgs; actions: GameActions }) {
  const { currentData, isError } = useSearchGamesQuery(args);
  if (isError) return null;
  if (!currentData) return <PagePlaceholders count={args.page === 1 ? 12 : GAMES_PAGE_SIZE} />;
  return (currentData.value ?? []).map((found, i) => {
    const game = toGame(found);
    return (
      <li key={`${game.provider_code}:${game.game_code}`}>
        <GameCard game={game} eager={args.page === 1 && i < EAGER_CARDS} {...actions} />
      </li>
    );
  });
}

/**
 * A category page (/slots, /casino, ...): providers (several at once), sort and the pages shown
 * are kept in the address (`?provider=JILI,PGSOFT&sort=az&page=2`), so a reload or a shared link
 * shows the same list; 24 games a page, "Load more" adds the next.
 */
export function GameCategoryScreen({ category = 'slot_game' }: GameCategoryScreenProps) {
  const { t } = useTranslation();
  const actions = useGameActions();
  const filterId = useId();
  const listId = useId();
  const sortId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = filtersFromParams(params);
  const segment = gameCategories.find((c) => c.key === category)?.segment ?? 'slots';
  const args = (page: number): SearchArgs => ({
    query: '',
    category: segment,
    providers: filters.providers,
    sort: filters.sort,
    page,
    page_size: GAMES_PAGE_SIZE,
  });
  const first = useSearchGamesQuery(args(1));
  const last = useSearchGamesQuery(args(filters.page));
  const title = t(categoryLabelKeys[category]);
  // The category's providers do not depend on the filters: keep them while a new list loads.
  const providers = first.data?.providers ?? [];
  const total = first.currentData?.total;
  const loaded =
    first.currentData !== undefined && (last.currentData !== undefined || last.isError);
  useKeptScroll(loaded);

  // The address the last change asked for, until the page shows it: the router renders a new
  // address as a transition, so a second tap before that builds on the first, not on the old list.
  const asked = useRef<string | null>(null);
  const search = params.toString();
  useEffect(() => {
    if (asked.current === search) asked.current = null;
  }, [search]);
  const apply = (change: (current: GameFilters) => GameFilters, replace = false) => {
    const base = asked.current === null ? params : new URLSearchParams(asked.current);
    const next = filtersToSearch(change(filtersFromParams(base)), base);
    asked.current = new URLSearchParams(next).toString();
    void navigate({ search: next }, { preventScrollReset: true, replace });
  };
  const pages = Array.from({ length: filters.page }, (_, i) => i + 1);
  const shown = Math.min(total ?? 0, filters.page * GAMES_PAGE_SIZE);
  const empty = first.isError || total === 0;

  return (
    <div className="pf-games-screen">
      <GamesCategoryNav />
      <h1 className="pf-games-screen__title">{title}</h1>
      {/* Shown while loading too, so the games below do not move when the providers arrive. */}
      {(providers.length > 0 || !first.data) && !first.isError && (
        <div className="pf-games-filters">
          <nav className="pf-provider-filter" aria-labelledby={filterId}>
            <h2 id={filterId} className="pf-sr-only">
              {t('games_providerFilter')}
            </h2>
            <ul className="pf-provider-filter__list">
              <li>
                <button
                  type="button"
                  className="pf-btn pf-provider-filter__option"
                  aria-pressed={filters.providers.length === 0}
                  onClick={() => apply((f) => ({ ...f, providers: [], page: 1 }))}
                >
                  {t('allProviders')}
                </button>
              </li>
              {providers.map((p) => (
                <li key={p.provider_code}>
                  <button
                    type="button"
                    className="pf-btn pf-provider-filter__option"
                    aria-pressed={filters.providers.includes(p.provider_code.toUpperCase())}
                    onClick={() => apply((f) => toggleProvider(f, p.provider_code))}
                  >
                    {p.provider_name}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <div className="pf-field pf-games-sort">
            <label className="pf-field__label" htmlFor={sortId}>
              {t('games_sort')}
            </label>
            <div className="pf-field__control">
              <select
                id={sortId}
                className="pf-field__input"
                value={filters.sort}
                onChange={(e) => {
                  const sort = gameSorts.find((s) => s === e.target.value) ?? 'popular';
                  apply((f) => ({ ...f, sort, page: 1 }));
                }}
              >
                {gameSorts.map((s) => (
                  <option key={s} value={s}>
                    {t(sortLabels[s])}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
      )}
      <section aria-labelledby={listId} aria-busy={!loaded}>
        <h2 id={listId} className="pf-sr-only">
          {t('games')}
        </h2>
        {!first.currentData && !first.isError && (
          <p className="pf-sr-only" role="status">
            {t('loading')}
          </p>
        )}
        {empty ? (
          <p className="pf-game-grid__empty">{t('noGames')}</p>
        ) : (
          <ul className="pf-game-grid" aria-label={title}>
            {pages.map((page) => (
              <GamesPage key={page} args={args(page)} actions={actions} />
            ))}
          </ul>
        )}
        {total !== undefined && total > 0 && (
          <div className="pf-games-more">
            <p className="pf-games-screen__status" role="status">
              {t('games_shownOf', { shown, total })}
            </p>
            {last.currentData?.has_more && (
              <button
                type="button"
                className="pf-btn pf-btn--primary"
                onClick={() => apply((f) => ({ ...f, page: f.page + 1 }), true)}
              >
                {t('games_loadMore')}
              </button>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
