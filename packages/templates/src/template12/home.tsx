import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/top10';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { categoryGlyph } from './icons';
import { BannerLinks, CategorySection, GameRows, ProviderStrip } from '../shared/home-blocks';
import { RunningTicker } from '../shared/ticker';

/** The lead story: a wide banner, kicker, headline and standfirst, then two shorter pieces. */
function LeadStory() {
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
      <LocalLink to="/hot" className="pf-btn t12-btn pf-btn--primary">
        {t('playNow')}
      </LocalLink>
      <BannerLinks
        className="t12-secondary"
        linkClassName="t12-story"
        labelClassName="t12-story__title"
      />
    </section>
  );
}

export function Home() {
  const { t } = useTranslation();
  return (
    <div className="t12-home">
      <RunningTicker
        className="t12-wire"
        listClassName="t12-wire__track"
        lead={
          <p className="t12-wire__label" aria-hidden="true">
            {t('announcements')}
          </p>
        }
      />
      <div className="t12-columns">
        <div className="t12-maincol">
          <LeadStory />
          {/* The categories as the magazine's sections. */}
          <CategorySection
            id="t12-sections-title"
            className="t12-block"
            headingClassName="t12-block__title"
            listClassName="t12-sections"
            linkClassName="t12-section"
            glyph={categoryGlyph}
          />
          <GameRows className="t12-rows" recent="t12-rows" more={['hot']} />
        </div>
        <div className="t12-sidebar">
          <Top10Panel />
          <ProviderStrip
            prefix="t12"
            sectionClassName="t12-block"
            headingClassName="t12-block__title"
            listClassName="t12-providers pf-columns"
            logoWidth={120}
            logoHeight={48}
            lazyImage
          />
          <AppDownloadBar />
        </div>
      </div>
    </div>
  );
}
