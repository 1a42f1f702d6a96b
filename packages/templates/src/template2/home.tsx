import { GameRow } from '@playfront/ui/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/screens/games';
import {
  LocalLink,
  LocalNavLink,
  useCategoryLinks,
  useFavourites,
  useGameRows,
  useLanguage,
  usePlayGame,
  useSiteHeader,
  useSiteProviders,
} from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';

/** A grand framed banner with the welcome, flanked by two smaller framed banners on desktop. */
function Hero() {
  const { t } = useTranslation();
  const { siteName, isAuthenticated } = useSiteHeader();
  return (
    <section className="t2-hero" aria-labelledby="t2-hero-title">
      <div className="t2-frame t2-hero__main">
        <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={500} />
        <div className="t2-hero__copy">
          <h1 id="t2-hero-title" className="t2-hero__title">
            {t('welcome', { site: siteName })}
          </h1>
          <p className="t2-hero__text">{t('descriptionHome', { site: siteName })}</p>
          <LocalLink
            to={isAuthenticated ? '/deposit' : '/register'}
            className="t2-btn t2-btn--primary"
          >
            {isAuthenticated ? t('deposit') : t('register')}
          </LocalLink>
        </div>
      </div>
      <ul className="t2-hero__side">
        {[
          { n: 2, to: '/promotions', label: t('promotions') },
          { n: 3, to: '/vip', label: t('vip') },
        ].map((b) => (
          <li key={b.n} className="t2-frame t2-hero__card">
            <LazyImage src={`/api/media/banner/${b.n}.svg`} alt="" width={600} height={300} />
            <LocalLink to={b.to} className="t2-hero__card-link">
              {b.label}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Announcements() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  const items = announcements.map((text, i) => <li key={i}>{text}</li>);
  return (
    <section className="t2-marquee" aria-label={t('announcements')}>
      <Icon name="megaphone" />
      <div className="t2-marquee__viewport">
        <ul className="t2-marquee__track">{items}</ul>
        {/* A copy for a seamless loop; screen readers read the first only. */}
        <ul className="t2-marquee__track t2-marquee__copy" aria-hidden="true">
          {items}
        </ul>
      </div>
    </section>
  );
}

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="t2-heading">
      <span>{children}</span>
    </h2>
  );
}

function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <section className="t2-section" aria-labelledby="t2-categories">
      <Heading id="t2-categories">{t('categories')}</Heading>
      <ul className="t2-tiles">
        {categories.map((c) => (
          <li key={c.key}>
            <LocalNavLink to={c.route} className="t2-tile" end>
              <Icon name={categoryIcon(c.key)} />
              <span>{c.label}</span>
            </LocalNavLink>
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
  const play = usePlayGame();
  const { isFavourite, toggle } = useFavourites();
  const actions = {
    onPlay: play,
    isFavourite,
    onToggleFavourite: toggle,
    playLabel: t('playNow'),
    favouriteLabel: t('addFavourite'),
    moreLabel: t('seeAll'),
  };
  return (
    <div className="t2-rows">
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
        moreHref={localize('/casino')}
        {...actions}
      />
      <GameRow title={t('newGames')} games={rows.new} moreHref={localize('/slots')} {...actions} />
    </div>
  );
}

function Providers() {
  const providerLogos = useSiteProviders();
  const { t } = useTranslation();
  return (
    <section className="t2-section" aria-labelledby="t2-providers">
      <Heading id="t2-providers">{t('providers')}</Heading>
      {/* Focusable so keyboard users can scroll the strip with the arrow keys. */}
      <ul className="t2-providers" aria-labelledby="t2-providers" tabIndex={0}>
        {providerLogos.map((p) => (
          <li key={p.code}>
            <LocalLink to={p.route}>
              <img src={p.logo} alt={p.name} width={96} height={40} loading="lazy" />
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Home() {
  return (
    <div className="t2-home">
      <Hero />
      <Announcements />
      <AppDownloadBar />
      <CategoryTiles />
      <Rows />
      <Providers />
      <div className="t2-frame t2-top10">
        <Top10Panel />
      </div>
    </div>
  );
}
