import { GameRow } from '@playfront/ui/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel, useGameActions } from '@playfront/ui/screens/games';
import {
  LocalLink,
  useCategoryLinks,
  useGameRows,
  useLanguage,
  useSiteHeader,
  useSiteProviders,
} from '@playfront/ui/site';
import { useTranslation } from 'react-i18next';
import { categoryIcon, Icon } from './icons';
import { RecentlyPlayed } from '../shared/home-blocks';

/** The lead story: a wide banner, kicker, headline and standfirst, then two shorter pieces. */
function LeadStory() {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  const secondary = [
    { n: 2, to: '/promotions', label: t('promotions') },
    { n: 5, to: '/vip', label: t('vip') },
  ];
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
      <ul className="t12-secondary">
        {secondary.map((s) => (
          <li key={s.n}>
            <LocalLink to={s.to} className="t12-story">
              <LazyImage src={`/api/media/banner/${s.n}.svg`} alt="" width={1200} height={400} />
              <span className="t12-story__title">{s.label}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The site's announcements as a running line; static when the visitor asks for less motion. */
function Announcements() {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  return (
    <section className="t12-wire" aria-label={t('announcements')}>
      <p className="t12-wire__label" aria-hidden="true">
        {t('announcements')}
      </p>
      <div className="t12-wire__window">
        <ul className="t12-wire__track">
          {announcements.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The categories as the magazine's sections. */
function Sections() {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <section className="t12-block" aria-labelledby="t12-sections-title">
      <h2 id="t12-sections-title" className="t12-block__title">
        {t('categories')}
      </h2>
      <ul className="t12-sections">
        {categories.map((c) => (
          <li key={c.key}>
            <LocalLink to={c.route} className="t12-section">
              <Icon name={categoryIcon(c.key)} />
              <span>{c.label}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rows() {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const rows = useGameRows();
  const actions = useGameActions();
  return (
    <div className="t12-rows">
      <RecentlyPlayed className="t12-rows" />
      <GameRow
        title={t('hotGames')}
        games={rows.hot}
        moreHref={localize('/hot')}
        moreLabel={t('seeAll')}
        {...actions}
      />
      <GameRow title={t('featured')} games={rows.featured} {...actions} />
      <GameRow title={t('popular')} games={rows.popular} {...actions} />
      <GameRow title={t('newGames')} games={rows.new} {...actions} />
    </div>
  );
}

function Providers() {
  const providerStrip = useSiteProviders();
  const { t } = useTranslation();
  return (
    <section className="t12-block" aria-labelledby="t12-providers-title">
      <h2 id="t12-providers-title" className="t12-block__title">
        {t('providers')}
      </h2>
      <ul className="t12-providers">
        {providerStrip.map((p) => (
          <li key={p.code}>
            <LocalLink to={p.route}>
              <LazyImage src={p.logo} alt={p.name} width={120} height={48} />
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Home() {
  return (
    <div className="t12-home">
      <Announcements />
      <div className="t12-columns">
        <div className="t12-maincol">
          <LeadStory />
          <Sections />
          <Rows />
        </div>
        <div className="t12-sidebar">
          <Top10Panel />
          <Providers />
          <AppDownloadBar />
        </div>
      </div>
    </div>
  );
}
