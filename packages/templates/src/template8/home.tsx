import type { Game } from '@playfront/core/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/top10';
import { LocalLink, useGameRows, usePlayGame } from '@playfront/ui/site';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CategorySection,
  GameRows,
  HeroWelcome,
  ProviderStrip,
  RecentlyPlayed,
  useGameName,
} from '../shared/home-blocks';
import { LoopTicker } from '../shared/loop-ticker';

/** A dense three-across grid of games, each tile badged (HOT / NEW) and playable as a whole. */
function BadgedGrid({
  title,
  games,
  badge,
  more,
}: {
  title: string;
  games: readonly Game[];
  badge: string;
  more: string;
}) {
  const { t } = useTranslation();
  const play = usePlayGame();
  const nameOf = useGameName();
  const titleId = useId();
  return (
    <section className="t8-grid-section" aria-labelledby={titleId}>
      <div className="t8-section-head">
        <h2 id={titleId} className="t8-h2">
          {title}
        </h2>
        <LocalLink to={more} className="pf-more t8-more">
          {t('seeAll')}
        </LocalLink>
      </div>
      <ul className="t8-grid">
        {games.map((game) => (
          <li key={`${game.provider_code}:${game.game_code}`}>
            <article className="t8-tile">
              <div className="t8-tile-media">
                <LazyImage src={game.game_image} alt="" width={300} height={300} />
                <span className="t8-badge">{badge}</span>
              </div>
              <h3 className="t8-tile-name">{nameOf(game)}</h3>
              <button
                type="button"
                className="t8-tile-play"
                aria-label={`${t('playNow')} ${nameOf(game)}`}
                onClick={() => play(game)}
              >
                {t('playNow')}
              </button>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Home() {
  const { t } = useTranslation();
  const rows = useGameRows();
  return (
    <div className="pf-home t8-home">
      <section className="t8-hero" aria-labelledby="t8-hero-title">
        <div className="t8-hero-inner">
          <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
          <div className="t8-hero-sign">
            <HeroWelcome prefix="t8" titleClassName="t8-h1" textClassName="t8-hero-text" />
          </div>
        </div>
      </section>
      <LoopTicker className="t8-ticker" />
      <CategorySection
        id="t8-cats-title"
        headingClassName="t8-h2"
        listClassName="t8-cats"
        linkClassName="t8-cat"
      />
      <BadgedGrid
        title={t('hotGames')}
        games={rows.hot.slice(0, 9)}
        badge={t('t8_badgeHot')}
        more="/hot"
      />
      <RecentlyPlayed className="t8-rows" />
      <GameRows rows={['featured', 'popular']} />
      <BadgedGrid
        title={t('newGames')}
        games={rows.new.slice(0, 9)}
        badge={t('t8_badgeNew')}
        more="/slots"
      />
      <ProviderStrip
        prefix="t8"
        sectionClassName="t8-providers"
        headingClassName="t8-h2"
        listClassName="pf-logo-row t8-provider-list"
        logoHeight={48}
      />
      <Top10Panel />
      <AppDownloadBar />
    </div>
  );
}
