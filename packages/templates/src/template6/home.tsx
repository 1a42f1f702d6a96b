import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { CategorySection, HeroActions } from '../shared/home-blocks';
import { LoopTicker } from '../shared/loop-ticker';
import { GamesBelow } from '../shared/games-below';
import { CategoryGlyph } from './icons';

export function Home() {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <div className="pf-home t6-home">
      <h1 className="t6-welcome">{t('welcome', { site: siteName })}</h1>
      <CategorySection
        id="t6-tiles-title"
        className="t6-tiles"
        headingClassName="t6-h2"
        listClassName="t6-tile-grid"
        linkClassName="t6-tile"
      >
        {(c) => (
          <>
            <span className="t6-tile-icon">
              <CategoryGlyph category={c.key} />
            </span>
            <span className="t6-tile-label">{c.label}</span>
          </>
        )}
      </CategorySection>
      <LoopTicker className="t6-marquee" />
      <section className="t6-hero" aria-labelledby="t6-hero-title">
        <div className="t6-hero-main">
          <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
          <div className="t6-hero-card">
            <h2 id="t6-hero-title" className="t6-hero-title">
              {t('descriptionHome', { site: siteName })}
            </h2>
            <HeroActions
              className="t6-hero-actions"
              primaryClassName="pf-btn t6-btn pf-btn--primary pf-btn--big"
              secondaryClassName="pf-btn t6-btn pf-btn--big"
            />
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
      <GamesBelow prefix="t6" providersClassName="t6-providers" />
    </div>
  );
}
