import type { GameCategoryKey } from '@playfront/core/contract';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { Top10Panel } from '@playfront/ui/top10';
import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink, LocalNavLink, useCategoryLinks, useSiteHeader } from '@playfront/ui/site';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import type { Part } from '../recipe/part';
import { part } from '../recipe/part';
import { buttonClass } from './blocks';
import { Home } from './home';
import {
  GameRows,
  heroTitleId,
  HeroTitle,
  ProviderStrip,
  RecentlyPlayed,
  Ticker,
} from './home-blocks';

/**
 * The parts of the panel homes of templates 2 to 5 (`panel-home.css`): the hero panel, its copy
 * and the category tiles, in the template's panel look (`pf-panel`).
 */

/** The site's categories as tiles (`pf-panel-home__tiles`, `__tile`) with the template's glyphs. */
export function CategoryTiles({
  glyph,
  wrapHeading = false,
  panelTiles = false,
}: {
  glyph: (key: GameCategoryKey) => ReactNode;
  /** The heading's text in a `<span>`, for templates that decorate it. */
  wrapHeading?: boolean;
  /** Each tile in the template's panel look (`pf-panel`). */
  panelTiles?: boolean;
}) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const id = 'pf-categories-title';
  return (
    <section className="pf-panel-home__section" aria-labelledby={id}>
      <h2 id={id} className="pf-panel-home__heading">
        {wrapHeading ? <span>{t('categories')}</span> : t('categories')}
      </h2>
      <ul className="pf-panel-home__tiles">
        {categories.map((c) => (
          <li key={c.key}>
            <LocalNavLink
              to={c.route}
              className={panelTiles ? 'pf-panel pf-panel-home__tile' : 'pf-panel-home__tile'}
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

/**
 * The hero's welcome (`pf-hero__title`), the site's description (`pf-hero__text`) and Join
 * (Deposit for a player), `pf-panel-home__copy`.
 */
export function HeroCopy() {
  const { t } = useTranslation();
  const { siteName, isAuthenticated } = useSiteHeader();
  return (
    <div className="pf-panel-home__copy">
      <HeroTitle />
      <p className="pf-hero__text">{t('descriptionHome', { site: siteName })}</p>
      <LocalLink to={isAuthenticated ? '/deposit' : '/register'} className={buttonClass('primary')}>
        {isAuthenticated ? t('deposit') : t('register')}
      </LocalLink>
    </div>
  );
}

/**
 * The hero of the panel homes 2 to 4 (`pf-panel-home__hero`): a panel (`pf-hero__main`) with the
 * banner and the welcome beside side banners (`pf-panel-home__side`, each a `pf-hero__card` with
 * its `pf-hero__card-link`): promotions, VIP and `more`.
 */
export function PanelHero({
  more = [],
}: {
  more?: readonly { n: number; to: string; label: ParseKeys<'ui'> }[];
}) {
  const { t } = useTranslation();
  const banners = [
    { n: 2, to: '/promotions', label: 'promotions' },
    { n: 3, to: '/vip', label: 'vip' },
    ...more,
  ] as const;
  return (
    <section className="pf-panel-home__hero" aria-labelledby={heroTitleId}>
      <div className="pf-panel pf-hero__main">
        <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={500} />
        <HeroCopy />
      </div>
      <ul className="pf-panel-home__side">
        {banners.map((b) => (
          <li key={b.n} className="pf-panel pf-hero__card">
            <LazyImage src={`/api/media/banner/${b.n}.svg`} alt="" width={600} height={300} />
            <LocalLink to={b.to} className="pf-hero__card-link">
              {t(b.label)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface PanelSectionsOptions {
  glyph: (key: GameCategoryKey) => ReactNode;
  /** The marquee's leading glyph or badge. */
  badge: ReactNode;
  /** The marquee in the template's panel too. */
  panelMarquee?: boolean;
  /** The category tiles in the template's panel too. */
  panelTiles?: boolean;
  /** Headings with their text in a span, for decoration. */
  wrapHeadings?: boolean;
  /** The providers' logos on tiles in a row (default), or a row that scrolls sideways. */
  providers?: 'tiles' | 'scroll';
}

/**
 * What follows the hero on the panel homes: the announcements, the download bar, category tiles,
 * recently played and the game rows, providers and the top 10 in a panel.
 */
const panelSections = ({
  glyph,
  badge,
  panelMarquee = false,
  panelTiles = false,
  wrapHeadings = false,
  providers = 'tiles',
}: PanelSectionsOptions): Part[] => [
  part(Ticker, { kind: 'marquee', lead: badge, panel: panelMarquee }),
  part(AppDownloadBar),
  part(CategoryTiles, { glyph, wrapHeading: wrapHeadings, panelTiles }),
  part(RecentlyPlayed),
  part(GameRows, { wrap: true }),
  part(ProviderStrip, { panel: true, wrapHeading: wrapHeadings, list: providers }),
  part(PanelTop10),
];

export interface PanelHomeOptions extends PanelSectionsOptions {
  /** The hero. Default the panel hero with its promotions and VIP banners. */
  hero?: Part;
  /** Game cards with the play button under the name (`pf-stacked-cards`). Default true. */
  stackedCards?: boolean;
}

/** The home of the panel templates 2 to 5 (`pf-panel-home`): the hero, then the panel sections. */
export const panelHome = ({
  hero = part(PanelHero),
  stackedCards = true,
  ...sections
}: PanelHomeOptions): Part =>
  part(Home, {
    look: stackedCards ? 'pf-panel-home pf-stacked-cards' : 'pf-panel-home',
    sections: [hero, ...panelSections(sections)],
  });

/** The top 10 in the template's panel (`pf-panel pf-panel-home__top10`). */
function PanelTop10() {
  return (
    <div className="pf-panel pf-panel-home__top10">
      <Top10Panel />
    </div>
  );
}
