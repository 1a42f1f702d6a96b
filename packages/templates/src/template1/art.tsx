import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useRef } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { buttonClass } from '../shared/blocks';
import { Icon } from './icons';

/** The classic lobby's hero: a strip of banner slides (welcome first) paged by two round buttons. */
export function Hero() {
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
      <ul className="pf-list t1-hero__strip" ref={strip}>
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
              <LocalLink to={slide.to} className={buttonClass('primary')}>
                {slide.cta}
              </LocalLink>
            </div>
          </li>
        ))}
      </ul>
      <div className="t1-hero__controls">
        <button
          type="button"
          className={buttonClass('plain', 'pf-template-btn--round')}
          aria-label={t('previous')}
          onClick={() => page(-1)}
        >
          <Icon name="chevronLeft" />
        </button>
        <button
          type="button"
          className={buttonClass('plain', 'pf-template-btn--round')}
          aria-label={t('next')}
          onClick={() => page(1)}
        >
          <Icon name="chevronRight" />
        </button>
      </div>
    </section>
  );
}
