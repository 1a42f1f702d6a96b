import { betPick, teamName } from '@playfront/core/sports';
import { PriceButton } from '@playfront/ui/bet-slip';
import { GameRow } from '@playfront/ui/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel, useGameActions } from '@playfront/ui/screens/games';
import {
  LocalLink,
  useCategoryLinks,
  useGameRows,
  useLanguage,
  useSiteHeader,
  useSiteProviders,
} from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import type { Match } from '@playfront/ui/bet-line';
import { useMatches } from '@playfront/ui/bet-line';
import { RecentlyPlayed } from '../shared/home-blocks';

type MatchData = ReturnType<typeof useMatches>;

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
  const { siteName } = useSiteHeader();
  return (
    <section className="t15-hero" aria-labelledby="t15-hero-title">
      <div className="t15-hero__text">
        <h1 id="t15-hero-title" className="t15-hero__title">
          {t('welcome', { site: siteName })}
        </h1>
        <p>{t('t15_bannerText')}</p>
        <LocalLink to="/sports" className="pf-btn t15-btn pf-btn--primary">
          <Icon name="ball" />
          {t('sports')}
        </LocalLink>
      </div>
      <div className="t15-hero__banner">
        <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
      </div>
    </section>
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
        <time dateTime={match.first.kickoff}>{data.kickoff(match.first.kickoff)}</time>
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
      <ul className="t15-odds">
        {match.lines.slice(0, 3).map((line) => {
          const pick = betPick(line.bet_type, line.home_away);
          const criteria = line.criteria1 ?? '';
          return (
            <li key={`${line.bet_type}-${line.home_away}`} className="t15-odd">
              <span className="t15-odd__label">
                {data.typeLabels[line.bet_type]} {pick ? data.pickLabels[pick] : ''} {criteria}
              </span>
              <PriceButton line={line} className="t15-odd__price" />
            </li>
          );
        })}
      </ul>
    </article>
  );
}

/** Cards on the home page. */
const MATCHES_SHOWN = 6;

/** A match card's frame while the lines load, so nothing below it moves when they arrive. */
function MatchCardPlaceholder() {
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
      <ul className="t15-odds">
        {[0, 1, 2].map((i) => (
          <li key={i} className="t15-odd">
            <span className="t15-odd__label">&nbsp;</span>
            <span className="t15-odd__price">&nbsp;</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Matches({ data }: { data: MatchData }) {
  const { t } = useTranslation();
  return (
    <section className="t15-block" aria-labelledby="t15-matches-title" aria-busy={data.loading}>
      <div className="t15-head">
        <h2 id="t15-matches-title" className="t15-head__title">
          {t('games_upcomingMatches')}
        </h2>
        <LocalLink to="/sports" className="t15-more">
          {t('seeAll')}
        </LocalLink>
      </div>
      {data.loading ? (
        <>
          <p className="pf-sr-only" role="status">
            {t('loading')}
          </p>
          <ul className="t15-matches" aria-hidden="true">
            {Array.from({ length: MATCHES_SHOWN }, (_, i) => (
              <li key={i}>
                <MatchCardPlaceholder />
              </li>
            ))}
          </ul>
        </>
      ) : data.matches.length === 0 ? (
        <p className="t15-status">{t('games_noMatches')}</p>
      ) : (
        <ul className="t15-matches">
          {data.matches.slice(0, MATCHES_SHOWN).map((match) => (
            <li key={match.id}>
              <MatchCard match={match} data={data} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Announcements() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  return (
    <section className="t15-news" aria-label={t('announcements')}>
      <Icon name="megaphone" />
      <div className="t15-news__window">
        <ul className="t15-news__track">
          {announcements.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const ordered = [
    ...categories.filter((c) => c.key === 'sportsbook'),
    ...categories.filter((c) => c.key !== 'sportsbook'),
  ];
  return (
    <section className="t15-block" aria-labelledby="t15-cats-title">
      <h2 id="t15-cats-title" className="t15-head__title">
        {t('categories')}
      </h2>
      <ul className="t15-tiles">
        {ordered.map((c) => (
          <li key={c.key}>
            <LocalLink to={c.route} className="t15-tile">
              <Icon name={categoryIcon(c.key)} />
              <span>{c.label}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rows() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const rows = useGameRows();
  const actions = useGameActions();
  return (
    <div className="t15-rows">
      <RecentlyPlayed className="t15-rows" />
      <GameRow
        title={t('hotGames')}
        games={rows.hot}
        moreHref={localize('/hot')}
        moreLabel={t('seeAll')}
        {...actions}
      />
      <GameRow title={t('featured')} games={rows.featured} {...actions} />
      <GameRow title={t('popular')} games={rows.popular} {...actions} />
      <GameRow title={t('newGames')} games={rows.new} {...actions} />
    </div>
  );
}

function Providers() {
  // Sports books first, then the live casino the site also offers.
  const providerStrip = [...useSiteProviders('sportsbook'), ...useSiteProviders('casino')];
  const { t } = useTranslation();
  return (
    <section className="t15-block" aria-labelledby="t15-providers-title">
      <h2 id="t15-providers-title" className="t15-head__title">
        {t('providers')}
      </h2>
      <ul className="t15-providers">
        {providerStrip.map((p) => (
          <li key={p.code}>
            <LocalLink to={p.route}>
              <LazyImage src={p.logo} alt={p.name} width={120} height={48} />
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Home() {
  const data = useMatches();
  return (
    <div className="t15-home">
      <Hero />
      <Announcements />
      <Matches data={data} />
      <CategoryTiles />
      <Rows />
      <Providers />
      <Top10Panel />
      <AppDownloadBar />
    </div>
  );
}
