import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/screens/games';
import { LocalLink, LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import { GameRows, ProviderStrip, RecentlyPlayed } from '../shared/home-blocks';

/** A glass card with the welcome beside the main banner, then a sideways strip of promo banners. */
function Hero() {
  const { t } = useTranslation();
  const { siteName, isAuthenticated, showAppDownload } = useSiteHeader();
  return (
    <section className="t5-hero" aria-labelledby="t5-hero-title">
      <div className="t5-glass t5-hero__main">
        <div className="t5-hero__copy">
          <h1 id="t5-hero-title" className="t5-hero__title">
            {t('welcome', { site: siteName })}
          </h1>
          <p className="t5-hero__text">{t('descriptionHome', { site: siteName })}</p>
          <LocalLink
            to={isAuthenticated ? '/deposit' : '/register'}
            className="pf-btn t5-btn pf-btn--primary"
          >
            {isAuthenticated ? t('deposit') : t('register')}
          </LocalLink>
        </div>
        <LazyImage
          priority
          src="/api/media/banner/1.svg"
          alt=""
          width={1200}
          height={600}
          className="t5-hero__img"
        />
      </div>
      <ul className="t5-promos">
        {[
          { n: 2, to: '/promotions', label: t('promotions') },
          { n: 3, to: '/vip', label: t('vip') },
          { n: 4, to: '/hot', label: t('hotGames') },
          ...(showAppDownload ? [{ n: 5, to: '/download', label: t('download') }] : []),
        ].map((b) => (
          <li key={b.n} className="t5-promo">
            <LazyImage src={`/api/media/banner/${b.n}.svg`} alt="" width={600} height={300} />
            <LocalLink to={b.to} className="t5-promo__link">
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
    <section className="t5-glass t5-marquee" aria-label={t('announcements')}>
      <span className="t5-marquee__badge">
        <Icon name="megaphone" />
      </span>
      <div className="t5-marquee__viewport">
        <ul className="t5-marquee__track">{items}</ul>
        {/* A copy for a seamless loop; screen readers read the first only. */}
        <ul className="t5-marquee__track t5-marquee__copy" aria-hidden="true">
          {items}
        </ul>
      </div>
    </section>
  );
}

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="t5-heading">
      {children}
    </h2>
  );
}

function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <section className="t5-section" aria-labelledby="t5-categories">
      <Heading id="t5-categories">{t('categories')}</Heading>
      <ul className="t5-tiles">
        {categories.map((c) => (
          <li key={c.key}>
            <LocalNavLink to={c.route} className="t5-glass t5-tile" end>
              <span className="t5-tile__icon">
                <Icon name={categoryIcon(c.key)} />
              </span>
              <span>{c.label}</span>
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Home() {
  return (
    <div className="t5-home">
      <Hero />
      <Announcements />
      <AppDownloadBar />
      <CategoryTiles />
      <RecentlyPlayed className="t5-rows" />
      <GameRows className="t5-rows" />
      <ProviderStrip prefix="t5" />
      <div className="t5-glass t5-top10">
        <Top10Panel />
      </div>
    </div>
  );
}
