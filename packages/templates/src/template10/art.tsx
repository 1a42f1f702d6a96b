import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, useCategoryLinks, useSiteProviders } from '@playfront/ui/site';
import { useTranslation } from '@playfront/core/i18n';
import { heroTitleId, HeroWelcome } from '../shared/home-blocks';
import { Wave } from './wave';

/** The tropical hero: the welcome beside two promotion banners. */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="t10-hero" aria-labelledby={heroTitleId}>
      <div className="t10-hero-text">
        <HeroWelcome />
      </div>
      <ul className="pf-list t10-banners" aria-label={t('promotions')}>
        {[5, 2].map((n, i) => (
          <li key={n}>
            <LocalLink to="/promotions" className="t10-banner">
              <LazyImage
                priority={i === 0}
                src={`/api/media/banner/${n}.svg`}
                alt=""
                width={1200}
                height={400}
              />
              <span className="t10-banner-label">{t('promotions')}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The categories on a band between two waves, each with its initial in a dot. */
export function CategoryBand() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <section className="t10-band" aria-labelledby="t10-cats-title">
      <Wave flip />
      <div className="t10-band-inner">
        <h2 id="t10-cats-title" className="pf-bar-title">
          {t('categories')}
        </h2>
        <ul className="pf-list t10-cats">
          {categories.map((c) => (
            <li key={c.key}>
              <LocalLink to={c.route} className="t10-cat">
                <span className="pf-dot" aria-hidden="true">
                  {c.label.charAt(0)}
                </span>
                {c.label}
              </LocalLink>
            </li>
          ))}
        </ul>
      </div>
      <Wave />
    </section>
  );
}

/** The providers' logos looping sideways, as the announcements do. */
export function ProviderLoop() {
  const providerLogos = useSiteProviders();
  const { t } = useTranslation();
  return (
    <section className="t10-providers" aria-labelledby="t10-providers-title">
      <h2 id="t10-providers-title" className="pf-bar-title">
        {t('providers')}
      </h2>
      <div className="pf-loop">
        <ul className="pf-loop__list" aria-labelledby="t10-providers-title">
          {providerLogos.map((p) => (
            <li key={p.code} className="t10-provider">
              <LocalLink to={p.route}>
                <img src={p.logo} alt={p.name} width={96} height={48} loading="lazy" />
              </LocalLink>
            </li>
          ))}
        </ul>
        <ul className="pf-loop__list pf-loop__copy" aria-hidden="true">
          {providerLogos.map((p) => (
            <li key={p.code} className="t10-provider">
              <img src={p.logo} alt="" width={96} height={48} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
