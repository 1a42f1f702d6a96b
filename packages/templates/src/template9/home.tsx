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
import { RecentlyPlayed } from '../shared/home-blocks';

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
    <div className="t9-home">
      <section className="t9-hero" aria-labelledby="t9-hero-title">
        <div className="t9-hero-media">
          <LazyImage priority src="/api/media/banner/4.svg" alt="" width={1200} height={400} />
        </div>
        <div className="t9-hero-text">
          <h1 id="t9-hero-title" className="t9-h1">
            {t('welcome', { site: siteName })}
          </h1>
          <p className="t9-hero-lede">{t('descriptionHome', { site: siteName })}</p>
          {isAuthenticated ? (
            <LocalLink to="/deposit" className="t9-btn t9-btn--primary t9-btn--big">
              {t('deposit')}
            </LocalLink>
          ) : (
            <div className="t9-hero-actions">
              <LocalLink to="/register" className="t9-btn t9-btn--primary t9-btn--big">
                {t('register')}
              </LocalLink>
              <button type="button" className="t9-btn t9-btn--big" onClick={login}>
                {t('login')}
              </button>
            </div>
          )}
        </div>
      </section>
      {announcements.length > 0 && (
        <section className="t9-marquee" aria-label={t('announcements')}>
          <div className="t9-marquee-track">
            <ul className="t9-marquee-list">
              {announcements.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
            {/* A visual copy so the loop joins up; screen readers read the list once. */}
            <ul className="t9-marquee-list t9-marquee-copy" aria-hidden="true">
              {announcements.map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </div>
        </section>
      )}
      <section aria-labelledby="t9-cats-title">
        <h2 id="t9-cats-title" className="t9-h2">
          {t('categories')}
        </h2>
        <ul className="t9-cats">
          {categories.map((c, i) => (
            <li key={c.key}>
              <LocalLink to={c.route} className="t9-cat">
                <span className="t9-cat-code" aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span>{c.label}</span>
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <RecentlyPlayed className="t9-rows" />
      <div className="t9-rows">
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
      <section aria-labelledby="t9-providers-title">
        <h2 id="t9-providers-title" className="t9-h2">
          {t('providers')}
        </h2>
        {/* Focusable so keyboard users can scroll the strip. */}
        <ul className="t9-provider-list" aria-labelledby="t9-providers-title" tabIndex={0}>
          {providerLogos.map((p) => (
            <li key={p.code}>
              <LocalLink to={p.route}>
                <img src={p.logo} alt={p.name} width={96} height={48} loading="lazy" />
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <div className="t9-top10">
        <Top10Panel />
      </div>
      <AppDownloadBar />
    </div>
  );
}
