import type { Game } from '@playfront/core/games';
import { GameRow } from '@playfront/ui/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/screens/games';
import {
  LocalLink,
  useCategoryLinks,
  useFavourites,
  useGameRows,
  useLanguage,
  useLoginAction,
  usePlayGame,
  useSiteHeader,
  useSiteProviders,
} from '@playfront/ui/site';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RecentlyPlayed } from '../shared/home-blocks';

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
  const titleId = useId();
  return (
    <section className="t8-grid-section" aria-labelledby={titleId}>
      <div className="t8-section-head">
        <h2 id={titleId} className="t8-h2">
          {title}
        </h2>
        <LocalLink to={more} className="t8-more">
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
              <h3 className="t8-tile-name">{game.game_name}</h3>
              <button
                type="button"
                className="t8-tile-play"
                aria-label={`${t('playNow')} ${game.game_name}`}
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
  const providerLogos = useSiteProviders();
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const { siteName, announcements, isAuthenticated } = useSiteHeader();
  const categories = useCategoryLinks();
  const rows = useGameRows();
  const play = usePlayGame();
  const { isFavourite, toggle } = useFavourites();
  const login = useLoginAction();
  const actions = {
    onPlay: play,
    isFavourite,
    onToggleFavourite: toggle,
    playLabel: t('playNow'),
    favouriteLabel: t('addFavourite'),
    moreLabel: t('seeAll'),
  };
  return (
    <div className="t8-home">
      <section className="t8-hero" aria-labelledby="t8-hero-title">
        <div className="t8-hero-inner">
          <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
          <div className="t8-hero-sign">
            <h1 id="t8-hero-title" className="t8-h1">
              {t('welcome', { site: siteName })}
            </h1>
            <p className="t8-hero-text">{t('descriptionHome', { site: siteName })}</p>
            {isAuthenticated ? (
              <LocalLink to="/deposit" className="t8-btn t8-btn--gold t8-btn--big">
                {t('deposit')}
              </LocalLink>
            ) : (
              <div className="t8-hero-actions">
                <LocalLink to="/register" className="t8-btn t8-btn--gold t8-btn--big">
                  {t('register')}
                </LocalLink>
                <button type="button" className="t8-btn t8-btn--big" onClick={login}>
                  {t('login')}
                </button>
              </div>
            )}
          </div>
        </div>
      </section>
      {announcements.length > 0 && (
        <section className="t8-ticker" aria-label={t('announcements')}>
          <div className="t8-ticker-track">
            <ul className="t8-ticker-list">
              {announcements.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
            {/* A visual copy so the loop joins up; screen readers read the list once. */}
            <ul className="t8-ticker-list t8-ticker-copy" aria-hidden="true">
              {announcements.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section aria-labelledby="t8-cats-title">
        <h2 id="t8-cats-title" className="t8-h2">
          {t('categories')}
        </h2>
        <ul className="t8-cats">
          {categories.map((c) => (
            <li key={c.key}>
              <LocalLink to={c.route} className="t8-cat">
                {c.label}
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <RecentlyPlayed className="t8-rows" />
      <BadgedGrid
        title={t('hotGames')}
        games={rows.hot.slice(0, 9)}
        badge={t('t8_badgeHot')}
        more="/hot"
      />
      <GameRow
        title={t('featured')}
        games={rows.featured}
        moreHref={localize('/slots')}
        {...actions}
      />
      <GameRow
        title={t('popular')}
        games={rows.popular}
        moreHref={localize('/slots')}
        {...actions}
      />
      <BadgedGrid
        title={t('newGames')}
        games={rows.new.slice(0, 9)}
        badge={t('t8_badgeNew')}
        more="/slots"
      />
      <section className="t8-providers" aria-labelledby="t8-providers-title">
        <h2 id="t8-providers-title" className="t8-h2">
          {t('providers')}
        </h2>
        {/* Focusable so keyboard users can scroll the strip. */}
        <ul className="t8-provider-list" aria-labelledby="t8-providers-title" tabIndex={0}>
          {providerLogos.map((p) => (
            <li key={p.code}>
              <LocalLink to={p.route}>
                <img src={p.logo} alt={p.name} width={96} height={48} loading="lazy" />
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <Top10Panel />
      <AppDownloadBar />
    </div>
  );
}
