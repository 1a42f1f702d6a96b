import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/top10';
import { LocalLink, useCategoryLinks, useSiteProviders } from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { GameRows, HeroWelcome, RecentlyPlayed } from '../shared/home-blocks';
import { LoopTicker } from '../shared/loop-ticker';
import { Wave } from './layout';

export function Home() {
  const providerLogos = useSiteProviders();
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <div className="pf-home t10-home">
      <section className="t10-hero" aria-labelledby="t10-hero-title">
        <div className="t10-hero-text">
          <HeroWelcome prefix="t10" titleClassName="t10-h1" textClassName="t10-lede" />
        </div>
        <ul className="t10-banners" aria-label={t('promotions')}>
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
      <LoopTicker className="t10-notes" />
      <section className="t10-band" aria-labelledby="t10-cats-title">
        <Wave flip />
        <div className="t10-band-inner">
          <h2 id="t10-cats-title" className="t10-h2">
            {t('categories')}
          </h2>
          <ul className="t10-cats">
            {categories.map((c) => (
              <li key={c.key}>
                <LocalLink to={c.route} className="t10-cat">
                  <span className="t10-cat-dot" aria-hidden="true">
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
      <RecentlyPlayed className="t10-rows" />
      <GameRows className="t10-rows" />
      <section className="t10-providers" aria-labelledby="t10-providers-title">
        <h2 id="t10-providers-title" className="t10-h2">
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
      <Top10Panel />
      <AppDownloadBar />
    </div>
  );
}
