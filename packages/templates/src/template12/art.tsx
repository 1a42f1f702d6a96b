import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from '@playfront/core/i18n';
import { buttonClass } from '../shared/blocks';
import { BannerLinks } from '../shared/home-blocks';

/** The lead story: a wide banner, kicker, headline and standfirst, then two shorter pieces. */
export function LeadStory() {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <section className="t12-lead" aria-labelledby="t12-lead-title">
      <div className="t12-lead__image">
        <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />
      </div>
      <p className="t12-kicker">{t('t12_leadStory')}</p>
      <h1 id="t12-lead-title" className="t12-lead__title">
        {t('welcome', { site: siteName })}
      </h1>
      <p className="t12-lead__standfirst">{t('t12_bannerText')}</p>
      <LocalLink to="/hot" className={buttonClass('primary')}>
        {t('playNow')}
      </LocalLink>
      <BannerLinks />
    </section>
  );
}

/** The wire's label before the announcements. */
export function WireLabel() {
  const { t } = useTranslation();
  return (
    <p className="t12-wire__label" aria-hidden="true">
      {t('announcements')}
    </p>
  );
}
