import { betPick, teamName } from '@playfront/core/sports';
import { PriceButton } from '@playfront/ui/bet-slip';
import { BetLine, BetLinePlaceholder, useMatches } from '@playfront/ui/bet-line';
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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import type { Match } from '@playfront/ui/bet-line';
import { RecentlyPlayed } from '../shared/home-blocks';

type MatchData = ReturnType<typeof useMatches>;

/** The first three lines of a match as odds chips: pick, team and price. */
function OddsChips({ match, data }: { match: Match; data: MatchData }) {
  return (
    <ul className="t13-chips">
      {match.lines.slice(0, 3).map((line) => {
        const pick = betPick(line.bet_type, line.home_away);
        const team =
          pick === 'home' || pick === 'away' ? teamName(line, pick, data.lang) : undefined;
        return (
          <li key={`${line.bet_type}-${line.home_away}`} className="t13-chip">
            <span className="t13-chip__pick">
              {data.typeLabels[line.bet_type]} · {pick ? data.pickLabels[pick] : ''}
              {team && <span className="pf-sr-only"> {team}</span>}
            </span>
            <PriceButton line={line} className="t13-chip__odds" />
          </li>
        );
      })}
    </ul>
  );
}

/** The lead: a floodlit banner with the match of the day and the way to the sportsbook. */
function Hero({ data }: { data: MatchData }) {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  const match = data.matches[0];
  return (
    <section className="t13-hero" aria-labelledby="t13-hero-title">
      <div className="t13-hero__banner">
        <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
      </div>
      <div className="t13-hero__intro">
        <h1 id="t13-hero-title" className="t13-hero__title">
          {t('welcome', { site: siteName })}
        </h1>
        <p className="t13-hero__text">{t('t13_bannerText')}</p>
        <LocalLink to="/sports" className="pf-btn t13-btn pf-btn--primary t13-hero__cta">
          <Icon name="ball" />
          {t('sports')}
        </LocalLink>
      </div>
      {data.loading ? (
        <div className="t13-motd" aria-hidden="true">
          <p className="t13-motd__kicker">{t('t13_matchOfTheDay')}</p>
          <p className="t13-motd__teams">&nbsp;</p>
          <p className="t13-motd__meta">&nbsp;</p>
          <ul className="t13-chips">
            {[0, 1, 2].map((i) => (
              <li key={i} className="t13-chip">
                <span className="t13-chip__pick">&nbsp;</span>
                <span className="t13-chip__odds">&nbsp;</span>
              </li>
            ))}
          </ul>
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
              <time dateTime={match.first.kickoff}>{data.kickoff(match.first.kickoff)}</time>
            </p>
            <OddsChips match={match} data={data} />
          </article>
        )
      )}
    </section>
  );
}

/** The site's announcements scrolling by; static when the visitor asks for less motion. */
function Announcements() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  return (
    <section className="t13-ticker" aria-label={t('announcements')}>
      <Icon name="megaphone" />
      <div className="t13-ticker__window">
        <ul className="t13-ticker__track">
          {announcements.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Matches on the home page's odds board. */
const BOARD_MATCHES = 4;

/** Leagues to filter the odds board, then its matches with their bet lines; its frame holds while they load. */
function SportsBoard({ data }: { data: MatchData }) {
  const { t } = useTranslation();
  const [league, setLeague] = useState<string | null>(null);
  const shown = data.matches
    .filter((m) => !league || m.first.league === league)
    .slice(0, BOARD_MATCHES);
  return (
    <section className="t13-board" aria-labelledby="t13-board-title" aria-busy={data.loading}>
      <div className="t13-head">
        <h2 id="t13-board-title" className="t13-head__title">
          {t('games_upcomingMatches')}
        </h2>
        <LocalLink to="/sports" className="t13-more">
          {t('seeAll')}
        </LocalLink>
      </div>
      {data.loading ? (
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
      )}
      {data.loading ? (
        <>
          <p className="pf-sr-only" role="status">
            {t('loading')}
          </p>
          <ul className="t13-matches" aria-hidden="true">
            {Array.from({ length: BOARD_MATCHES }, (_, i) => (
              <li key={i}>
                <div className="t13-match">
                  <p className="t13-match__teams">&nbsp;</p>
                  <p className="t13-match__meta">&nbsp;</p>
                  <ul className="t13-lines">
                    {[0, 1, 2].map((line) => (
                      <li key={line} className="t13-line">
                        <BetLinePlaceholder />
                        <span className="t13-line__odds">&nbsp;</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
            ))}
          </ul>
        </>
      ) : shown.length === 0 ? (
        <p className="t13-status">{t('games_noMatches')}</p>
      ) : (
        <ul className="t13-matches">
          {shown.map((match) => (
            <li key={match.id}>
              <article className="t13-match" aria-labelledby={`t13-m-${match.id}`}>
                <h3 id={`t13-m-${match.id}`} className="t13-match__teams">
                  {teamName(match.first, 'home', data.lang)} {t('games_versus')}{' '}
                  {teamName(match.first, 'away', data.lang)}
                </h3>
                <p className="t13-match__meta">
                  <span>{match.first.league}</span>
                  <time dateTime={match.first.kickoff}>
                    <Icon name="clock" />
                    {data.kickoff(match.first.kickoff)}
                  </time>
                </p>
                <ul className="t13-lines">
                  {match.lines.slice(0, 3).map((line) => (
                    <li key={`${line.bet_type}-${line.home_away}`} className="t13-line">
                      <BetLine
                        line={line}
                        {...(data.lang ? { language: data.lang } : {})}
                        pickLabels={data.pickLabels}
                        typeLabels={data.typeLabels}
                        versusLabel={t('games_versus')}
                      />
                      <PriceButton line={line} className="t13-line__odds" />
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Category tiles, sports first. */
function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const ordered = [
    ...categories.filter((c) => c.key === 'sportsbook'),
    ...categories.filter((c) => c.key !== 'sportsbook'),
  ];
  return (
    <nav className="t13-tiles" aria-label={t('categories')}>
      <ul>
        {ordered.map((c) => (
          <li key={c.key}>
            <LocalLink to={c.route} className="t13-tile">
              <Icon name={categoryIcon(c.key)} />
              <span>{c.label}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Two promotional banners under the matches, captioned from the texts. */
function Promos() {
  const { t } = useTranslation();
  const promos = [
    { n: 2, to: '/promotions', label: t('promotions') },
    { n: 5, to: '/vip', label: t('vip') },
  ];
  return (
    <ul className="t13-promos">
      {promos.map((p) => (
        <li key={p.n}>
          <LocalLink to={p.to} className="t13-promo">
            <LazyImage src={`/api/media/banner/${p.n}.svg`} alt="" width={1200} height={400} />
            <span className="t13-promo__label">{p.label}</span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}

/** Casino below the sports: the four home rows. */
function CasinoRows() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const rows = useGameRows();
  const actions = useGameActions();
  return (
    <div className="t13-casino">
      <RecentlyPlayed className="t13-rows" />
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

function ProviderStrip() {
  // Sports books first, then the live casino the site also offers.
  const providerStrip = [...useSiteProviders('sportsbook'), ...useSiteProviders('casino')];
  const { t } = useTranslation();
  return (
    <section className="t13-providers" aria-labelledby="t13-providers-title">
      <h2 id="t13-providers-title" className="t13-head__title">
        {t('providers')}
      </h2>
      <ul className="t13-providers__list">
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
    <div className="t13-home">
      <Hero data={data} />
      <Announcements />
      <CategoryTiles />
      <SportsBoard data={data} />
      <Promos />
      <CasinoRows />
      <ProviderStrip />
      <Top10Panel />
      <AppDownloadBar />
    </div>
  );
}
