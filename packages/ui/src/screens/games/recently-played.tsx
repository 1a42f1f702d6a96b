import { useGetRecentGamesQuery } from '@playfront/core/api';
import { toGame } from '@playfront/core/games';
import { selectIsAuthenticated, useAppSelector } from '@playfront/core/store';
import { useMemo } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { GameRow } from '../../games/game-row';
import { useGameActions } from './use-game-actions';

/**
 * The games the player opened last (at most 12, newest first) as a row; nothing for a guest or
 * before the first game. Renders from the store, so it needs no browser API.
 */
export function RecentlyPlayed({
  className,
}: {
  /** Class of the wrapper. Default none. */ className?: string;
}) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const { data } = useGetRecentGamesQuery(undefined, { skip: !signedIn });
  const actions = useGameActions();
  const games = useMemo(() => (signedIn ? (data?.value ?? []) : []).map(toGame), [signedIn, data]);
  if (games.length === 0) return null;
  return (
    <div className={className}>
      <GameRow title={t('recentlyPlayed')} games={games} {...actions} />
    </div>
  );
}
