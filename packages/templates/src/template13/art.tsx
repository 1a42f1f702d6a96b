import { teamName } from '@playfront/core/sports';
import type { Match } from '@playfront/ui/bet-line';
import { KickoffTime } from '@playfront/ui/bet-line';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { heroTitleId } from '../shared/home-blocks';
import type { MatchData } from '../shared/match-board';
import {
  betLineLabel,
  HeroBanner,
  MatchBoard,
  MatchList,
  PickPrices,
  PriceList,
  SportsHeroCopy,
  useMatchData,
} from '../shared/match-board';
import { Icon } from './icons';

/** The first three lines of a match as odds chips: pick, team and price. */
function OddsChips({ match, data }: { match: Match | null; data: MatchData }) {
  return (
    <PickPrices match={match} data={data} columns>
      {({ type, pick, team }) => (
        <>
          {type} · {pick}
          {team && <span className="pf-sr-only"> {team}</span>}
        </>
      )}
    </PickPrices>
  );
}

/** The lead: a floodlit banner with the match of the day and the way to the sportsbook. */
export function Hero() {
  const { t } = useTranslation();
  const data = useMatchData();
  const match = data.matches[0];
  return (
    <section className="t13-hero" aria-labelledby={heroTitleId}>
      <div className="t13-hero__banner">
        <HeroBanner />
      </div>
      <div className="t13-hero__intro">
        <SportsHeroCopy text="t13_bannerText" glyph={<Icon name="ball" />} />
      </div>
      {data.loading ? (
        <div className="t13-motd" aria-hidden="true">
          <p className="t13-motd__kicker">{t('t13_matchOfTheDay')}</p>
          <p className="t13-motd__teams">&nbsp;</p>
          <p className="t13-motd__meta">&nbsp;</p>
          <OddsChips match={null} data={data} />
        </div>
      ) : (
        match && (
          <article className="t13-motd" aria-labelledby="t13-motd-title">
            <p className="t13-motd__kicker">{t('t13_matchOfTheDay')}</p>
            <h2 id="t13-motd-title" className="t13-motd__teams">
              <span>{teamName(match.first, 'home', data.lang)}</span>{' '}
              <span className="t13-motd__vs">{t('games_versus')}</span>{' '}
              <span>{teamName(match.first, 'away', data.lang)}</span>
            </h2>
            <p className="t13-motd__meta">
              {match.first.league}
              {' · '}
              <KickoffTime iso={match.first.kickoff} />
            </p>
            <OddsChips match={match} data={data} />
          </article>
        )
      )}
    </section>
  );
}

/** Matches on the home page's odds board. */
const BOARD_MATCHES = 4;

/** A match on the board: teams, league and kick-off, then its bet lines. */
function BoardMatch({ match, data }: { match: Match | null; data: MatchData }) {
  const { t } = useTranslation();
  const lines = (
    <PriceList kind="lines" lines={match ? match.lines : null} label={betLineLabel(data)} />
  );
  if (!match)
    return (
      <div className="t13-match">
        <p className="t13-match__teams">&nbsp;</p>
        <p className="t13-match__meta">&nbsp;</p>
        {lines}
      </div>
    );
  return (
    <article className="t13-match" aria-labelledby={`t13-m-${match.id}`}>
      <h3 id={`t13-m-${match.id}`} className="t13-match__teams">
        {teamName(match.first, 'home', data.lang)} {t('games_versus')}{' '}
        {teamName(match.first, 'away', data.lang)}
      </h3>
      <p className="t13-match__meta">
        <span>{match.first.league}</span>
        <KickoffTime iso={match.first.kickoff}>
          <Icon name="clock" />
        </KickoffTime>
      </p>
      {lines}
    </article>
  );
}

/** Leagues to filter the odds board, then its matches with their bet lines; its frame holds while they load. */
export function SportsBoard() {
  const { t } = useTranslation();
  const data = useMatchData();
  const [league, setLeague] = useState<string | null>(null);
  const shown = data.matches
    .filter((m) => !league || m.first.league === league)
    .slice(0, BOARD_MATCHES);
  const item = (match: Match | null) => <BoardMatch match={match} data={data} />;
  const filter = data.loading ? (
    // The filter's row, held while the lines load.
    <div className="t13-leagues" aria-hidden="true">
      <span className="t13-league">&nbsp;</span>
    </div>
  ) : (
    data.leagues.length > 1 && (
      <div className="t13-leagues" role="group" aria-label={t('t13_leagues')}>
        {[null, ...data.leagues].map((name) => (
          <button
            key={name ?? 'all'}
            type="button"
            className="t13-league"
            aria-pressed={league === name}
            onClick={() => setLeague(name)}
          >
            {name ?? t('t13_allLeagues')}
          </button>
        ))}
      </div>
    )
  );
  return (
    <MatchBoard
      empty={shown.length === 0}
      filter={filter}
      placeholder={<MatchList count={BOARD_MATCHES} item={item} />}
    >
      <MatchList matches={shown} item={item} />
    </MatchBoard>
  );
}
