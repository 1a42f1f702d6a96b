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
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import { RecentlyPlayed } from '../shared/home-blocks';

function Hero() {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <section className="t14-hero" aria-labelledby="t14-hero-title">
      <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
      <div className="t14-hero__board">
        <h1 id="t14-hero-title" className="t14-hero__title">
          {t('welcome', { site: siteName })}
        </h1>
        <p className="t14-hero__text">{t('t14_bannerText')}</p>
        <LocalLink to="/sports" className="pf-btn t14-btn pf-btn--primary">
          <Icon name="ball" />
          {t('sports')}
        </LocalLink>
      </div>
    </section>
  );
}

function Announcements() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  return (
    <section className="t14-news" aria-label={t('announcements')}>
      <Icon name="megaphone" />
      <ul className="t14-news__list">
        {announcements.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  );
}

/** Sports first, then the rest of the categories as compact tiles. */
function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const ordered = [
    ...categories.filter((c) => c.key === 'sportsbook'),
    ...categories.filter((c) => c.key !== 'sportsbook'),
  ];
  return (
    <section aria-labelledby="t14-cats-title">
      <h2 id="t14-cats-title" className="t14-title">
        {t('categories')}
      </h2>
      <ul className="t14-tiles">
        {ordered.map((c) => (
          <li key={c.key}>
            <LocalLink to={c.route} className="t14-tile">
              <Icon name={categoryIcon(c.key)} />
              <span>{c.label}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Lines on the home page: five matches, three lines each. */
const BOARD_MATCHES = 5;
const LINES_PER_MATCH = 3;
const BOARD_ROWS = BOARD_MATCHES * LINES_PER_MATCH;

function BetTableHead() {
  const { t } = useTranslation();
  return (
    <thead>
      <tr>
        <th scope="col">{t('t14_match')}</th>
        <th scope="col">{t('t14_bet')}</th>
        <th scope="col" className="t14-num">
          {t('t14_odds')}
        </th>
      </tr>
    </thead>
  );
}

/** Every upcoming line in one dense table: match, bet and LED odds; its frame holds while they load. */
function BetTable() {
  const { t } = useTranslation();
  const data = useMatches();
  const rows = data.matches
    .slice(0, BOARD_MATCHES)
    .flatMap((m) => m.lines.slice(0, LINES_PER_MATCH));
  return (
    <section className="t14-board" aria-labelledby="t14-board-title" aria-busy={data.loading}>
      <div className="t14-head">
        <h2 id="t14-board-title" className="t14-title">
          {t('games_upcomingMatches')}
        </h2>
        <LocalLink to="/sports" className="t14-more">
          {t('seeAll')}
        </LocalLink>
      </div>
      {data.loading ? (
        <>
          <p className="pf-sr-only" role="status">
            {t('loading')}
          </p>
          <div className="t14-table-wrap" aria-hidden="true">
            <table className="t14-table">
              <BetTableHead />
              <tbody>
                {Array.from({ length: BOARD_ROWS }, (_, i) => (
                  <tr key={i}>
                    <td>
                      <span className="t14-table__league">&nbsp;</span>
                      <span className="t14-table__time">&nbsp;</span>
                    </td>
                    <td>
                      <BetLinePlaceholder />
                    </td>
                    <td className="t14-num">
                      <span className="t14-led">&nbsp;</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : rows.length === 0 ? (
        <p className="t14-status">{t('games_noMatches')}</p>
      ) : (
        <div className="t14-table-wrap">
          <table className="t14-table">
            <BetTableHead />
            <tbody>
              {rows.map((line) => (
                <tr key={`${line.match_id}-${line.bet_type}-${line.home_away}`}>
                  <td>
                    <span className="t14-table__league">{line.league}</span>
                    <time dateTime={line.kickoff} className="t14-table__time">
                      {data.kickoff(line.kickoff)}
                    </time>
                  </td>
                  <td>
                    <BetLine
                      line={line}
                      {...(data.lang ? { language: data.lang } : {})}
                      pickLabels={data.pickLabels}
                      typeLabels={data.typeLabels}
                      versusLabel={t('games_versus')}
                    />
                  </td>
                  <td className="t14-num">
                    <PriceButton line={line} className="t14-led" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function CasinoRows() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const rows = useGameRows();
  const actions = useGameActions();
  return (
    <div className="t14-rows">
      <RecentlyPlayed className="t14-rows" />
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
    <section aria-labelledby="t14-providers-title">
      <h2 id="t14-providers-title" className="t14-title">
        {t('providers')}
      </h2>
      <ul className="t14-providers">
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
  return (
    <div className="t14-home">
      <Hero />
      <Announcements />
      <BetTable />
      <CategoryTiles />
      <CasinoRows />
      <ProviderStrip />
      <Top10Panel />
      <AppDownloadBar />
    </div>
  );
}
