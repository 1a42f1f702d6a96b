import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/top10';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryGlyph, Icon } from './icons';
import {
  CategorySection,
  GameRows,
  ProviderStrip,
  RecentlyPlayed,
  Ticker,
} from '../shared/home-blocks';

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

export function Home() {
  return (
    <div className="pf-stacked-cards t1-home">
      <Hero />
      <Ticker
        className="t1-marquee pf-marquee"
        lead={
          <span className="t1-marquee__badge">
            <Icon name="megaphone" />
          </span>
        }
        trackClassName="pf-marquee__viewport t1-marquee__viewport"
        listClassName="pf-marquee__track"
        copyClassName="pf-marquee__copy"
      />
      <AppDownloadBar />
      <CategorySection
        id="t1-categories"
        className="t1-section"
        headingClassName="t1-section__title"
        listClassName="t1-tiles"
        linkClassName="t1-tile"
        glyph={categoryGlyph}
      />
      <RecentlyPlayed className="t1-rows" />
      <GameRows className="t1-rows" />
      <ProviderStrip
        prefix="t1"
        sectionClassName="t1-section"
        headingClassName="t1-section__title"
        listClassName="t1-providers pf-logo-tiles"
      />
      <div className="t1-section">
        <Top10Panel />
      </div>
    </div>
  );
}
