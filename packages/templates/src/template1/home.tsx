import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/screens/games';
import {
  LocalLink,
  LocalNavLink,
  useCategoryLinks,
  useSiteHeader,
  useSiteProviders,
} from '@playfront/ui/site';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import { GameRows, RecentlyPlayed } from '../shared/home-blocks';

function Hero() {
  const { t } = useTranslation();
  const { siteName, isAuthenticated, showAppDownload } = useSiteHeader();
  const strip = useRef<HTMLUListElement>(null);
  const slides = [
    {
      title: t('welcome', { site: siteName }),
      text: t('descriptionHome', { site: siteName }),
      cta: isAuthenticated ? t('deposit') : t('register'),
      to: isAuthenticated ? '/deposit' : '/register',
    },
    { title: t('hotGames'), text: '', cta: t('playNow'), to: '/hot' },
    { title: t('promotions'), text: '', cta: t('seeAll'), to: '/promotions' },
    { title: t('vip'), text: '', cta: t('seeAll'), to: '/vip' },
    {
      title: t('download'),
      text: t('content_downloadBar', { site: siteName }),
      cta: t('download'),
      to: '/download',
    },
  ].filter((slide) => showAppDownload || slide.to !== '/download');
  // Pages the strip by its own width; CSS decides whether that scroll is smooth.
  const page = (direction: 1 | -1) => {
    const el = strip.current;
    el?.scrollBy?.({ left: direction * el.clientWidth });
  };
  return (
    <section className="t1-hero" aria-label={t('promotions')}>
      <ul className="t1-hero__strip" ref={strip}>
        {slides.map((slide, i) => (
          <li key={slide.to} className="t1-hero__slide">
            <LazyImage
              priority={i === 0}
              src={`/api/media/banner/${i + 1}.svg`}
              alt=""
              width={1200}
              height={400}
              className="t1-hero__img"
            />
            <div className="t1-hero__copy">
              {i === 0 ? (
                <h1 className="t1-hero__title">{slide.title}</h1>
              ) : (
                <h2 className="t1-hero__title">{slide.title}</h2>
              )}
              {slide.text && <p className="t1-hero__text">{slide.text}</p>}
              <LocalLink to={slide.to} className="pf-btn t1-btn pf-btn--primary">
                {slide.cta}
              </LocalLink>
            </div>
          </li>
        ))}
      </ul>
      <div className="t1-hero__controls">
        <button
          type="button"
          className="pf-btn t1-btn t1-btn--round"
          aria-label={t('previous')}
          onClick={() => page(-1)}
        >
          <Icon name="chevronLeft" />
        </button>
        <button
          type="button"
          className="pf-btn t1-btn t1-btn--round"
          aria-label={t('next')}
          onClick={() => page(1)}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </section>
  );
}

function Announcements() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  const items = announcements.map((text, i) => <li key={i}>{text}</li>);
  return (
    <section className="t1-marquee" aria-label={t('announcements')}>
      <span className="t1-marquee__badge">
        <Icon name="megaphone" />
      </span>
      <div className="t1-marquee__viewport">
        <ul className="t1-marquee__track">{items}</ul>
        {/* A copy for a seamless loop; screen readers read the first only. */}
        <ul className="t1-marquee__track t1-marquee__copy" aria-hidden="true">
          {items}
        </ul>
      </div>
    </section>
  );
}

function CategoryTiles() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <section className="t1-section" aria-labelledby="t1-categories">
      <h2 id="t1-categories" className="t1-section__title">
        {t('categories')}
      </h2>
      <ul className="t1-tiles">
        {categories.map((c) => (
          <li key={c.key}>
            <LocalNavLink to={c.route} className="t1-tile" end>
              <Icon name={categoryIcon(c.key)} />
              <span>{c.label}</span>
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Providers() {
  const providerLogos = useSiteProviders();
  const { t } = useTranslation();
  return (
    <section className="t1-section" aria-labelledby="t1-providers">
      <h2 id="t1-providers" className="t1-section__title">
        {t('providers')}
      </h2>
      {/* Focusable so keyboard users can scroll the strip with the arrow keys. */}
      <ul className="t1-providers" aria-labelledby="t1-providers" tabIndex={0}>
        {providerLogos.map((p) => (
          <li key={p.code} className="t1-providers__item">
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
    <div className="t1-home">
      <Hero />
      <Announcements />
      <AppDownloadBar />
      <CategoryTiles />
      <RecentlyPlayed className="t1-rows" />
      <GameRows className="t1-rows" />
      <Providers />
      <div className="t1-section">
        <Top10Panel />
      </div>
    </div>
  );
}
