import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from '@playfront/core/i18n';
import { heroTitleId } from '../shared/home-blocks';
import { HeroCopy } from '../shared/panel-home';

/** A glass card with the welcome beside the main banner, then a sideways strip of promo banners. */
export function Hero() {
  const { t } = useTranslation();
  const { showAppDownload } = useSiteHeader();
  return (
    <section className="pf-panel-home__hero t5-hero" aria-labelledby={heroTitleId}>
      <div className="pf-panel t5-hero__main">
        <HeroCopy />
        <LazyImage
          priority
          src="/api/media/banner/1.svg"
          alt=""
          width={1200}
          height={600}
          className="t5-hero__img"
        />
      </div>
      <ul className="pf-scroll-row t5-promos">
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
