import type { GameCategoryKey } from '@playfront/core/contract';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { LazyImage } from '@playfront/ui/lazy-image';
import { Top10Panel } from '@playfront/ui/top10';
import { LocalLink, LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameRows, ProviderStrip, RecentlyPlayed } from './home-blocks';
import { Marquee } from './marquee';

/** A section heading; `wrap` puts the text in a span for templates that decorate around it. */
export function SectionHeading({
  prefix: p,
  id,
  wrap = false,
  children,
}: {
  prefix: string;
  id: string;
  wrap?: boolean;
  children: string;
}) {
  return (
    <h2 id={id} className={`pf-panel-home__heading ${p}-heading`}>
      {wrap ? <span>{children}</span> : children}
    </h2>
  );
}

/** The site's categories as tiles with the template's glyphs. */
export function CategoryTiles({
  prefix: p,
  glyph,
  wrapHeading,
  tileClassName,
}: {
  prefix: string;
  glyph: (key: GameCategoryKey) => ReactNode;
  wrapHeading?: boolean;
  /** A class each tile carries besides `<prefix>-tile` (the template's panel). */
  tileClassName?: string;
}) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  return (
    <section className={`pf-panel-home__section ${p}-section`} aria-labelledby={`${p}-categories`}>
      <SectionHeading prefix={p} id={`${p}-categories`} wrap={wrapHeading}>
        {t('categories')}
      </SectionHeading>
      <ul className={`pf-panel-home__tiles ${p}-tiles`}>
        {categories.map((c) => (
          <li key={c.key}>
            <LocalNavLink
              to={c.route}
              className={`${tileClassName ? `${tileClassName} ` : ''}pf-panel-home__tile ${p}-tile`}
              end
            >
              {glyph(c.key)}
              <span>{c.label}</span>
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The hero's welcome, the site's description and Join (Deposit for a player), classed `<prefix>-hero__*`. */
export function HeroCopy({ prefix: p }: { prefix: string }) {
  const { t } = useTranslation();
  const { siteName, isAuthenticated } = useSiteHeader();
  return (
    <div className={`pf-panel-home__copy ${p}-hero__copy`}>
      <h1 id={`${p}-hero-title`} className={`${p}-hero__title`}>
        {t('welcome', { site: siteName })}
      </h1>
      <p className={`${p}-hero__text`}>{t('descriptionHome', { site: siteName })}</p>
      <LocalLink
        to={isAuthenticated ? '/deposit' : '/register'}
        className={`pf-btn ${p}-btn pf-btn--primary`}
      >
        {isAuthenticated ? t('deposit') : t('register')}
      </LocalLink>
    </div>
  );
}

export interface HomeSectionsProps {
  prefix: string;
  /** The class of the template's panels (frame, paper, neon, glass) around the top 10. */
  panel: string;
  glyph: (key: GameCategoryKey) => ReactNode;
  /** The marquee's leading glyph or badge. */
  badge: ReactNode;
  /** Whether the marquee sits in a panel too. */
  panelMarquee?: boolean;
  /** Whether the category tiles are panels too. */
  panelTiles?: boolean;
  /** Whether headings wrap their text in a span for decoration. */
  wrapHeadings?: boolean;
  /**
   * More classes of the providers' list: a preset (`pf-scroll-row`, `presets.css`). Default a
   * sideways row of logo tiles (`pf-logo-tiles`, `logo-tiles.css`, imported by the template).
   */
  providersClassName?: string;
}

/**
 * What follows the hero on the lobby homes: the announcements, the download bar, category tiles,
 * game rows, providers and the top 10 in a panel.
 */
export function HomeSections({
  prefix: p,
  panel,
  glyph,
  badge,
  panelMarquee = false,
  panelTiles = false,
  wrapHeadings = false,
  providersClassName,
}: HomeSectionsProps) {
  return (
    <>
      <Marquee
        prefix={p}
        badge={badge}
        {...(panelMarquee ? { className: `${panel} ${p}-marquee` } : {})}
      />
      <AppDownloadBar />
      <CategoryTiles
        prefix={p}
        glyph={glyph}
        wrapHeading={wrapHeadings}
        {...(panelTiles ? { tileClassName: panel } : {})}
      />
      <RecentlyPlayed className={`pf-panel-home__rows ${p}-rows`} />
      <GameRows className={`pf-panel-home__rows ${p}-rows`} />
      <ProviderStrip
        prefix={p}
        wrapHeading={wrapHeadings}
        sectionClassName={`pf-panel-home__section ${p}-section`}
        headingClassName={`pf-panel-home__heading ${p}-heading`}
        listClassName={`${p}-providers ${providersClassName ?? 'pf-panel-home__providers pf-logo-tiles'}`}
      />
      <div className={`${panel} pf-panel-home__top10 ${p}-top10`}>
        <Top10Panel />
      </div>
    </>
  );
}

export interface PanelHomeProps extends Omit<HomeSectionsProps, 'panelTiles'> {
  /** Side banners after promotions and VIP. */
  moreBanners?: readonly { n: number; to: string; label: string }[];
  /** More classes of the home: presets the template opts into (`presets.css`). */
  className?: string;
}

/**
 * The home of templates 2, 3 and 4: a hero panel with the welcome beside side banners, then the
 * home sections.
 */
export function PanelHome({ moreBanners = [], className, ...sections }: PanelHomeProps) {
  const { prefix: p, panel } = sections;
  const { t } = useTranslation();
  const banners = [
    { n: 2, to: '/promotions', label: t('promotions') },
    { n: 3, to: '/vip', label: t('vip') },
    ...moreBanners,
  ];
  return (
    <div className={`pf-panel-home ${className ? `${className} ` : ''}${p}-home`}>
      <section className={`pf-panel-home__hero ${p}-hero`} aria-labelledby={`${p}-hero-title`}>
        <div className={`${panel} ${p}-hero__main`}>
          <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={500} />
          <HeroCopy prefix={p} />
        </div>
        <ul className={`pf-panel-home__side ${p}-hero__side`}>
          {banners.map((b) => (
            <li key={b.n} className={`${panel} ${p}-hero__card`}>
              <LazyImage src={`/api/media/banner/${b.n}.svg`} alt="" width={600} height={300} />
              <LocalLink to={b.to} className={`${p}-hero__card-link`}>
                {b.label}
              </LocalLink>
            </li>
          ))}
        </ul>
      </section>
      <HomeSections {...sections} />
    </div>
  );
}
