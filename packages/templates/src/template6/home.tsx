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
import { useTranslation } from 'react-i18next';
import { CategoryGlyph } from './icons';
import { RecentlyPlayed } from '../shared/home-blocks';

function Announcements({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <section className="t6-marquee" aria-label={t('announcements')}>
      <div className="t6-marquee-track">
        <ul className="t6-marquee-list">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
        {/* A visual copy so the loop joins up; screen readers read the list once. */}
        <ul className="t6-marquee-list t6-marquee-copy" aria-hidden="true">
          {lines.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </div>
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
    <div className="t6-home">
      <h1 className="t6-welcome">{t('welcome', { site: siteName })}</h1>
      <section className="t6-tiles" aria-labelledby="t6-tiles-title">
        <h2 id="t6-tiles-title" className="t6-h2">
          {t('categories')}
        </h2>
        <ul className="t6-tile-grid">
          {categories.map((c) => (
            <li key={c.key}>
              <LocalLink to={c.route} className="t6-tile">
                <span className="t6-tile-icon">
                  <CategoryGlyph category={c.key} />
                </span>
                <span className="t6-tile-label">{c.label}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <Announcements lines={announcements} />
      <section className="t6-hero" aria-labelledby="t6-hero-title">
        <div className="t6-hero-main">
          <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
          <div className="t6-hero-card">
            <h2 id="t6-hero-title" className="t6-hero-title">
              {t('descriptionHome', { site: siteName })}
            </h2>
            {isAuthenticated ? (
              <LocalLink to="/deposit" className="t6-btn t6-btn--primary t6-btn--big">
                {t('deposit')}
              </LocalLink>
            ) : (
              <div className="t6-hero-actions">
                <LocalLink to="/register" className="t6-btn t6-btn--primary t6-btn--big">
                  {t('register')}
                </LocalLink>
                <button type="button" className="t6-btn t6-btn--big" onClick={login}>
                  {t('login')}
                </button>
              </div>
            )}
          </div>
        </div>
        <ul className="t6-hero-side" aria-label={t('promotions')}>
          {[2, 3].map((n) => (
            <li key={n}>
              <LocalLink to="/promotions" className="t6-promo">
                <LazyImage src={`/api/media/banner/${n}.svg`} alt="" width={1200} height={400} />
                <span className="t6-promo-label">{t('promotions')}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <RecentlyPlayed className="t6-rows" />
      <div className="t6-rows">
        <GameRow title={t('hotGames')} games={rows.hot} moreHref={localize('/hot')} {...actions} />
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
        <GameRow
          title={t('newGames')}
          games={rows.new}
          moreHref={localize('/slots')}
          {...actions}
        />
      </div>
      <section className="t6-providers" aria-labelledby="t6-providers-title">
        <h2 id="t6-providers-title" className="t6-h2">
          {t('providers')}
        </h2>
        {/* Focusable so keyboard users can scroll the strip. */}
        <ul className="t6-provider-list" aria-labelledby="t6-providers-title" tabIndex={0}>
          {providerLogos.map((p) => (
            <li key={p.code}>
              <LocalLink to={p.route}>
                <img src={p.logo} alt={p.name} width={96} height={48} loading="lazy" />
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <div className="t6-top10">
        <Top10Panel />
      </div>
      <AppDownloadBar />
    </div>
  );
}
