import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/screens/games';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import {
  CategorySection,
  GameRows,
  ProviderStrip,
  RecentlyPlayed,
  Ticker,
} from '../shared/home-blocks';

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

export function Home() {
  return (
    <div className="t5-home">
      <Hero />
      <Ticker
        className="t5-glass t5-marquee"
        lead={
          <span className="t5-marquee__badge">
            <Icon name="megaphone" />
          </span>
        }
        trackClassName="t5-marquee__viewport"
        listClassName="t5-marquee__track"
        copyClassName="t5-marquee__copy"
      />
      <AppDownloadBar />
      <CategorySection
        id="t5-categories"
        className="t5-section"
        headingClassName="t5-heading"
        listClassName="t5-tiles"
        linkClassName="t5-glass t5-tile"
        glyph={(key) => (
          <span className="t5-tile__icon">
            <Icon name={categoryIcon(key)} />
          </span>
        )}
      />
      <RecentlyPlayed className="t5-rows" />
      <GameRows className="t5-rows" />
      <ProviderStrip prefix="t5" />
      <div className="t5-glass t5-top10">
        <Top10Panel />
      </div>
    </div>
  );
}
