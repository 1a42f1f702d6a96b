import { teamName } from '@playfront/core/sports';
import type { Match } from '@playfront/ui/bet-line';
import { KickoffTime } from '@playfront/ui/bet-line';
import { useTranslation } from 'react-i18next';
import { categoryGlyph, Icon } from './icons';
import { CategorySection } from '../shared/home-blocks';
import { RunningTicker } from '../shared/ticker';
import type { MatchData } from '../shared/match-board';
import {
  HeroBanner,
  MatchBoard,
  MatchList,
  PickPrices,
  SportsHeroCopy,
  SportsHome,
} from '../shared/match-board';

/** Initials in a team badge, e.g. "MK" for Manila Kings. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="t15-hero" aria-labelledby="t15-hero-title">
      <div className="t15-hero__text">
        <SportsHeroCopy prefix="t15" text={t('t15_bannerText')} glyph={<Icon name="ball" />} />
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
    <PickPrices
      match={match}
      data={data}
      className="t15-odds"
      itemClassName="t15-odd"
      priceClassName="t15-odd__price"
      labelClassName="t15-odd__label"
    >
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
          <span className="t15-team__badge" aria-hidden="true">
            {initials(home)}
          </span>
          {home}
        </span>{' '}
        <span className="t15-match__vs">{t('games_versus')}</span>{' '}
        <span className="t15-team">
          <span className="t15-team__badge t15-team__badge--away" aria-hidden="true">
            {initials(away)}
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
          <span className="t15-team__badge" />
          &nbsp;
        </span>
        <span className="t15-match__vs">&nbsp;</span>
        <span className="t15-team">
          <span className="t15-team__badge t15-team__badge--away" />
          &nbsp;
        </span>
      </p>
      <Odds match={null} data={data} />
    </div>
  );
}

function Matches({ data }: { data: MatchData }) {
  const item = (match: Match | null) =>
    match ? <MatchCard match={match} data={data} /> : <MatchCardPlaceholder data={data} />;
  return (
    <MatchBoard
      prefix="t15"
      className="t15-block"
      titleClassName="t15-head__title"
      data={data}
      empty={data.matches.length === 0}
      placeholder={<MatchList prefix="t15" count={MATCHES_SHOWN} item={item} />}
    >
      <MatchList prefix="t15" matches={data.matches.slice(0, MATCHES_SHOWN)} item={item} />
    </MatchBoard>
  );
}

export function Home() {
  return (
    <SportsHome
      prefix="t15"
      rowsClassName="t15-rows"
      recentClassName="t15-rows"
      providersClassName="t15-block"
      headingClassName="t15-head__title"
      providerListClassName="t15-providers pf-scroll-row"
    >
      {(data) => (
        <>
          <Hero />
          <RunningTicker className="t15-news" lead={<Icon name="megaphone" />} />
          <Matches data={data} />
          <CategorySection
            id="t15-cats-title"
            className="t15-block"
            sportsFirst
            headingClassName="t15-head__title"
            listClassName="t15-tiles pf-columns"
            linkClassName="t15-tile"
            glyph={categoryGlyph}
          />
        </>
      )}
    </SportsHome>
  );
}
