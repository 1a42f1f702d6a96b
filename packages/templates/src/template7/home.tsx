import type { Game } from '@playfront/core/games';
import { providerName } from '@playfront/core/games';
import { GameGrid } from '@playfront/ui/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/top10';
import { LocalLink, useGameRows, usePlayGame, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import {
  CategorySection,
  GameRows,
  HeroWelcome,
  ProviderStrip,
  RecentlyPlayed,
  useGameActions,
  useGameName,
} from '../shared/home-blocks';

/** A ranked chart of games: position, small thumbnail, name, provider and Play. */
function Chart({ title, games }: { title: string; games: readonly Game[] }) {
  const { t } = useTranslation();
  const play = usePlayGame();
  const nameOf = useGameName();
  return (
    <section className="t7-chart" aria-labelledby="t7-chart-title">
      <h2 id="t7-chart-title" className="t7-h2">
        {title}
      </h2>
      <ol className="t7-chart-list">
        {games.map((game) => (
          <li key={`${game.provider_code}:${game.game_code}`} className="t7-chart-item">
            <LazyImage src={game.game_image} alt="" width={56} height={56} />
            <span className="t7-chart-text">
              <span className="t7-chart-name">{nameOf(game)}</span>
              <span className="t7-chart-provider">{providerName(game.provider_code)}</span>
            </span>
            <button
              type="button"
              className="pf-btn t7-text-btn"
              aria-label={`${t('playNow')} ${nameOf(game)}`}
              onClick={() => play(game)}
            >
              {t('playNow')}
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function Home() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  const rows = useGameRows();
  const actions = useGameActions();
  return (
    <div className="pf-home t7-home">
      <section className="t7-hero" aria-labelledby="t7-hero-title">
        <div className="t7-hero-text">
          <HeroWelcome
            prefix="t7"
            titleClassName="t7-h1"
            textClassName="t7-lede"
            as="p"
            primaryClassName="pf-btn t7-btn pf-btn--primary"
            secondaryClassName="pf-btn t7-text-btn"
          />
        </div>
        <LazyImage
          priority
          className="t7-hero-image"
          src="/api/media/banner/1.svg"
          alt=""
          width={1200}
          height={400}
        />
      </section>
      {announcements.length > 0 && (
        <section className="t7-notes" aria-label={t('announcements')}>
          <ul>
            {announcements.map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </section>
      )}
      <CategorySection
        id="t7-index-title"
        className="t7-index"
        headingClassName="t7-h2"
        listClassName="t7-index-list"
        linkClassName="t7-index-link"
        ordered
      />
      <div className="t7-split">
        <Chart title={t('popular')} games={rows.popular} />
        <section className="t7-grid" aria-labelledby="t7-hot-title">
          <div className="t7-section-head">
            <h2 id="t7-hot-title" className="t7-h2">
              {t('hotGames')}
            </h2>
            <LocalLink to="/hot" className="pf-more t7-more">
              {t('seeAll')}
            </LocalLink>
          </div>
          <GameGrid games={rows.hot.slice(0, 6)} label={t('hotGames')} {...actions} />
        </section>
      </div>
      <RecentlyPlayed className="t7-rows" />
      <GameRows rows={['featured', 'new']} />
      <ProviderStrip
        prefix="t7"
        sectionClassName="t7-providers"
        headingClassName="t7-h2"
        listClassName="t7-provider-list"
        logoWidth={88}
        logoHeight={44}
      />
      <Top10Panel />
      <AppDownloadBar />
    </div>
  );
}
