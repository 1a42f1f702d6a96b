import { useGetGamesQuery } from '@playfront/core/api';
import type { BetLineRecord } from '@playfront/core/contract';
import { toGame } from '@playfront/core/games';
import { teamName } from '@playfront/core/sports';
import { useId } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { BetLine, BetLinePlaceholder } from '../../bet-line/bet-line';
import { KickoffTime } from '../../bet-line/kickoff-time';
import { useMatches } from '../../bet-line/matches';
import { PriceButton } from '../../bet-slip/price-button';
import { GameGrid } from '../../games/game-grid';
import { OddsFormatSelect } from '../../odds/odds-format-select';
import { GamesCategoryNav } from './games-category-nav';
import { useGameActions } from './use-game-actions';
import '../../shared/card.css';
import './screens-games.css';

/** Matches shown while the lines load: enough to keep the games below where they will be. */
const PLACEHOLDER_MATCHES = 3;

function MatchPlaceholder() {
  return (
    <div className="pf-card pf-sports__match">
      <p className="pf-sports__teams">&nbsp;</p>
      <p className="pf-sports__meta">&nbsp;</p>
      <ul className="pf-sports__lines">
        {[0, 1, 2].map((i) => (
          <li key={i} className="pf-sports__line">
            <BetLinePlaceholder />
            <span className="pf-sports__odds">&nbsp;</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** An in-play match's clock and score, kept current by the push channel. */
function MatchClock({ line }: { line: BetLineRecord }) {
  const { t } = useTranslation();
  const score = line.score ?? { home: 0, away: 0 };
  const clock =
    line.period === 'HT'
      ? t('games_halfTime')
      : line.period === 'FT'
        ? t('games_fullTime')
        : t('games_minute', { minute: line.minute ?? 0 });
  return (
    <span className="pf-sports__live">
      <span className="pf-sports__live-badge">{t('games_live')}</span>
      <span className="pf-sports__clock">{clock}</span>
      <span className="pf-sports__score" role="img" aria-label={t('games_score', score)}>
        {score.home} – {score.away}
      </span>
    </span>
  );
}

/** /sports: upcoming matches with their bet lines, then the sportsbook games. */
export function SportsScreen() {
  const { t } = useTranslation();
  const actions = useGameActions();
  const matchesId = useId();
  const gamesId = useId();
  const games = useGetGamesQuery({ game_type: 'sportsbook', provider_code: '' });
  const { matches, loading, lang, pickLabels, typeLabels } = useMatches();

  return (
    <div className="pf-games-screen pf-sports">
      <GamesCategoryNav />
      <h1 className="pf-games-screen__title">{t('sports')}</h1>
      <OddsFormatSelect className="pf-sports__odds-format" />
      <section aria-labelledby={matchesId} aria-busy={loading}>
        <h2 id={matchesId} className="pf-games-screen__subtitle">
          {t('games_upcomingMatches')}
        </h2>
        {loading ? (
          <>
            <p className="pf-sr-only" role="status">
              {t('loading')}
            </p>
            <ul className="pf-sports__matches" aria-hidden="true">
              {Array.from({ length: PLACEHOLDER_MATCHES }, (_, i) => (
                <li key={i}>
                  <MatchPlaceholder />
                </li>
              ))}
            </ul>
          </>
        ) : matches.length === 0 ? (
          <p className="pf-games-screen__status">{t('games_noMatches')}</p>
        ) : (
          <ul className="pf-sports__matches">
            {matches.map(({ id, first, lines: bets }) => {
              return (
                <li key={id}>
                  <article
                    className="pf-card pf-sports__match"
                    aria-labelledby={`${matchesId}-${id}`}
                  >
                    <h3 id={`${matchesId}-${id}`} className="pf-sports__teams">
                      {teamName(first, 'home', lang)} {t('games_versus')}{' '}
                      {teamName(first, 'away', lang)}
                    </h3>
                    <p className="pf-sports__meta">
                      <span>{first.league}</span>
                      {first.period && first.period !== 'pre' ? (
                        <MatchClock line={first} />
                      ) : (
                        <KickoffTime
                          iso={first.kickoff}
                          label={(time) => t('games_kickoff', { time })}
                        />
                      )}
                    </p>
                    <ul className="pf-sports__lines">
                      {bets.map((bet) => (
                        <li key={`${bet.bet_type}-${bet.home_away}`} className="pf-sports__line">
                          <BetLine
                            line={bet}
                            {...(lang ? { language: lang } : {})}
                            pickLabels={pickLabels}
                            typeLabels={typeLabels}
                            versusLabel={t('games_versus')}
                          />
                          <PriceButton line={bet} className="pf-sports__odds" />
                        </li>
                      ))}
                    </ul>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section aria-labelledby={gamesId}>
        <h2 id={gamesId} className="pf-games-screen__subtitle">
          {t('games_sportsbookGames')}
        </h2>
        <GameGrid
          games={(games.data?.value ?? []).map(toGame)}
          label={t('games_sportsbookGames')}
          emptyText={games.isLoading ? t('loading') : t('noGames')}
          {...actions}
        />
      </section>
    </div>
  );
}
