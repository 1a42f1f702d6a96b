import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { categoryGlyph, Icon } from './icons';
import { HeroCopy, HomeSections } from '../shared/panel-home';

/** A glass card with the welcome beside the main banner, then a sideways strip of promo banners. */
function Hero() {
  const { t } = useTranslation();
  const { showAppDownload } = useSiteHeader();
  return (
    <section className="pf-panel-home__hero t5-hero" aria-labelledby="t5-hero-title">
      <div className="t5-glass t5-hero__main">
        <HeroCopy prefix="t5" />
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
    <div className="pf-panel-home pf-stacked-cards t5-home">
      <Hero />
      <HomeSections
        prefix="t5"
        panel="t5-glass"
        panelMarquee
        panelTiles
        providersClassName="pf-scroll-row"
        badge={
          <span className="t5-marquee__badge">
            <Icon name="megaphone" />
          </span>
        }
        glyph={(key) => <span className="t5-tile__icon">{categoryGlyph(key)}</span>}
      />
    </div>
  );
}
