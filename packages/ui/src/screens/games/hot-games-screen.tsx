import { useGetHotGamesQuery } from '@playfront/core/api';
import type { ServerGame } from '@playfront/core/contract';
import type { Game } from '@playfront/core/games';
import { defaultGameLists, toGame } from '@playfront/core/games';
import { useTranslation } from '@playfront/core/i18n';
import { GameRow } from '../../games/game-row';
import { GamesCategoryNav } from './games-category-nav';
import { useGameActions } from './use-game-actions';
import './screens-games.css';

/** The server's row, or the built-in list when the row is missing, empty or the call failed. */
const rowOf = (served: readonly ServerGame[] | undefined, fallback: readonly Game[]) =>
  served && served.length > 0 ? served.map(toGame) : fallback;

/** /hot: hot, featured, popular and new games in rows, with built-in lists filling any gap. */
export function HotGamesScreen() {
  const { t } = useTranslation();
  const actions = useGameActions();
  const { data, isLoading } = useGetHotGamesQuery();
  const rows = [
    { key: 'hot', title: t('hotGames'), games: rowOf(data?.value, defaultGameLists.hot) },
    {
      key: 'featured',
      title: t('featured'),
      games: rowOf(data?.featured, defaultGameLists.featured),
    },
    { key: 'popular', title: t('popular'), games: rowOf(data?.popular, defaultGameLists.popular) },
    { key: 'new', title: t('newGames'), games: rowOf(data?.new, defaultGameLists.new) },
  ];
  return (
    <div className="pf-games-screen" aria-busy={isLoading}>
      <GamesCategoryNav />
      <h1 className="pf-games-screen__title">{t('hot')}</h1>
      {rows.map((row) => (
        <GameRow key={row.key} title={row.title} games={row.games} {...actions} />
      ))}
    </div>
  );
}
