import { initialsOf } from '@playfront/core/text';
import { teamName } from '@playfront/core/sports';
import type { Match } from '@playfront/ui/bet-line';
import { KickoffTime } from '@playfront/ui/bet-line';
import { LocalNavLink } from '@playfront/ui/site';
import { useTranslation } from '@playfront/core/i18n';
import { heroTitleId } from '../shared/home-blocks';
import type { MatchData } from '../shared/match-board';
import {
  HeroBanner,
  MatchBoard,
  MatchList,
  PickPrices,
  SportsHeroCopy,
  useMatchData,
} from '../shared/match-board';
import { Icon } from './icons';

/** The hero: the welcome and the way to the sportsbook beside the banner. */
export function Hero() {
  return (
    <section className="t15-hero" aria-labelledby={heroTitleId}>
      <div className="t15-hero__text">
        <SportsHeroCopy text="t15_bannerText" glyph={<Icon name="ball" />} />
      </div>
      <div className="t15-hero__banner">
        <HeroBanner />
      </div>
    </section>
  );
}

/** A match's first three lines: type, pick and criteria, then the price. */
function Odds({ match, data }: { match: Match | null; data: MatchData }) {
  return (
    <PickPrices match={match} data={data}>
      {({ type, pick }, line) => (
        <>
          {type} {pick} {line.criteria1 ?? ''}
        </>
      )}
    </PickPrices>
  );
}

/** A match card: home and away facing each other, odds chips underneath. */
function MatchCard({ match, data }: { match: Match; data: MatchData }) {
  const { t } = useTranslation();
  const home = teamName(match.first, 'home', data.lang);
  const away = teamName(match.first, 'away', data.lang);
  return (
    <article className="t15-match" aria-labelledby={`t15-m-${match.id}`}>
      <p className="t15-match__meta">
        <span>{match.first.league}</span>
        <KickoffTime iso={match.first.kickoff} />
      </p>
      <h3 id={`t15-m-${match.id}`} className="t15-match__teams">
        <span className="t15-team">
          <span className="pf-dot t15-team__badge" aria-hidden="true">
            {initialsOf(home)}
          </span>
          {home}
        </span>{' '}
        <span className="t15-match__vs">{t('games_versus')}</span>{' '}
        <span className="t15-team">
          <span className="pf-dot t15-team__badge t15-team__badge--away" aria-hidden="true">
            {initialsOf(away)}
          </span>
          {away}
        </span>
      </h3>
      <Odds match={match} data={data} />
    </article>
  );
}

/** Cards on the home page. */
const MATCHES_SHOWN = 6;

/** A match card's frame while the lines load, so nothing below it moves when they arrive. */
function MatchCardPlaceholder({ data }: { data: MatchData }) {
  return (
    <div className="t15-match t15-match--placeholder">
      <p className="t15-match__meta">&nbsp;</p>
      <p className="t15-match__teams">
        <span className="t15-team">
          <span className="pf-dot t15-team__badge" />
          &nbsp;
        </span>
        <span className="t15-match__vs">&nbsp;</span>
        <span className="t15-team">
          <span className="pf-dot t15-team__badge t15-team__badge--away" />
          &nbsp;
        </span>
      </p>
      <Odds match={null} data={data} />
    </div>
  );
}

/** The upcoming matches as cards, their frames held while they load. */
export function Matches() {
  const data = useMatchData();
  const item = (match: Match | null) =>
    match ? <MatchCard match={match} data={data} /> : <MatchCardPlaceholder data={data} />;
  return (
    <MatchBoard
      empty={data.matches.length === 0}
      placeholder={<MatchList count={MATCHES_SHOWN} item={item} />}
    >
      <MatchList matches={data.matches.slice(0, MATCHES_SHOWN)} item={item} />
    </MatchBoard>
  );
}

/** Sports, games and live casino: the three big doors of a sportsbook, always on top. */
export function Sections() {
  const { t } = useTranslation();
  const sections = [
    { to: '/sports', label: t('sports') },
    { to: '/hot', label: t('games') },
    { to: '/casino', label: t('t15_live') },
  ];
  return (
    <nav aria-label={t('t15_sections')} className="t15-tabs">
      <ul>
        {sections.map((s) => (
          <li key={s.to}>
            <LocalNavLink to={s.to} className="t15-tab">
              {s.label}
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
