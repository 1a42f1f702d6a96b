import type { Game } from '@playfront/core/games';
import { gameTitle } from '@playfront/core/games';
import type { GameActions } from '@playfront/ui/games';
import { GameRow } from '@playfront/ui/games';
import { LazyImage } from '@playfront/ui/lazy-image';
import { useGameActions as useScreenGameActions } from '@playfront/ui/game-actions';
import { RecentlyPlayed as RecentlyPlayedRow } from '@playfront/ui/recently-played';
import {
  LocalLink,
  useCategoryLinks,
  useGameRows,
  useLanguage,
  useLoginAction,
  useSiteHeader,
  useSiteProviders,
} from '@playfront/ui/site';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import type { ButtonLook } from './blocks';
import { buttonClass } from './blocks';

/**
 * Home sections the templates share, each part with its own `pf-<section>` class; the template's
 * stylesheet gives them its look.
 */

export type GameRowKey = 'hot' | 'featured' | 'popular' | 'new';

const rowTitles = {
  hot: 'hotGames',
  featured: 'featured',
  popular: 'popular',
  new: 'newGames',
} as const;
const rowMore = { hot: '/hot', featured: '/slots', popular: '/casino', new: '/slots' };
const allRows: readonly GameRowKey[] = ['hot', 'featured', 'popular', 'new'];

/** Play, favourite and their labels, as every game list of a home takes them. */
export function useGameActions(): GameActions & { moreLabel: string } {
  const { t } = useTranslation();
  return {
    ...useScreenGameActions(),
    favouriteLabel: t('addFavourite'),
    moreLabel: t('seeAll'),
  };
}

/** A game's name in the page's language: its Chinese title on Chinese pages. */
export function useGameName(): (game: Game) => string {
  const { language } = useLanguage();
  return (game) => gameTitle(game, language);
}

export interface GameRowsProps {
  /** The rows, in this order. Default hot, featured, popular and new. */
  rows?: readonly GameRowKey[];
  /** The rows that carry a See all link. Default every one. */
  more?: readonly GameRowKey[];
  /** The rows in a `<div>` of their own, `pf-game-rows`. */
  wrap?: boolean;
  /** Recently played leads the rows, in the wrapper. */
  recent?: boolean;
}

/**
 * The hot, featured, popular and new game rows (or the ones named in `rows`, in that order), each
 * with its See all link.
 */
export function GameRows({
  rows: keys = allRows,
  more = keys,
  wrap = false,
  recent,
}: GameRowsProps) {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const rows = useGameRows();
  const actions = useGameActions();
  const list = keys.map((key) => (
    <GameRow
      key={key}
      title={t(rowTitles[key])}
      games={rows[key]}
      {...(more.includes(key) ? { moreHref: localize(rowMore[key]) } : {})}
      {...actions}
    />
  ));
  if (!wrap) return <Fragment>{list}</Fragment>;
  return (
    <div className="pf-game-rows">
      {recent && <RecentlyPlayed />}
      {list}
    </div>
  );
}

/** How the providers' logos are laid out: a preset of the list (`presets.css` and others). */
const providerLists = {
  tiles: 'pf-logo-tiles',
  row: 'pf-logo-row',
  scroll: 'pf-scroll-row',
  columns: 'pf-columns',
  plain: '',
} as const;

export interface ProviderStripProps {
  /** The list's layout. Default plain (the template's stylesheet lays it out). */
  list?: keyof typeof providerLists;
  /** A section of the panel home (`pf-panel-home__section`, `__heading`). */
  panel?: boolean;
  /** The heading's text in a `<span>`, for templates that decorate it. */
  wrapHeading?: boolean;
  /** The logos' box. Default 96 × 40. */
  logoWidth?: number;
  logoHeight?: number;
  /** Logos as `LazyImage`s (a reserved box with a placeholder) in place of plain lazy `<img>`s. */
  lazyImage?: boolean;
  /** Sports books first, then the live casino the site also offers (the sportsbook homes). */
  sportsFirst?: boolean;
}

/**
 * The providers as a strip of logos (`pf-providers`, `__title`, `__list`), focusable so the
 * keyboard scrolls it.
 */
export function ProviderStrip({
  list = 'plain',
  panel = false,
  wrapHeading,
  logoWidth = 96,
  logoHeight = 40,
  lazyImage = false,
  sportsFirst = false,
}: ProviderStripProps) {
  const all = useSiteProviders();
  const sports = useSiteProviders('sportsbook');
  const casino = useSiteProviders('casino');
  const providerLogos = sportsFirst ? [...sports, ...casino] : all;
  const { t } = useTranslation();
  const id = 'pf-providers-title';
  const preset = providerLists[list];
  return (
    <section
      className={panel ? 'pf-providers pf-panel-home__section' : 'pf-providers'}
      aria-labelledby={id}
    >
      <h2
        id={id}
        className={panel ? 'pf-providers__title pf-panel-home__heading' : 'pf-providers__title'}
      >
        {wrapHeading ? <span>{t('providers')}</span> : t('providers')}
      </h2>
      <ul
        className={preset ? `pf-providers__list ${preset}` : 'pf-providers__list'}
        aria-labelledby={id}
        tabIndex={0}
      >
        {providerLogos.map((provider) => (
          <li key={provider.code}>
            <LocalLink to={provider.route}>
              {lazyImage ? (
                <LazyImage
                  src={provider.logo}
                  alt={provider.name}
                  width={logoWidth}
                  height={logoHeight}
                />
              ) : (
                <img
                  src={provider.logo}
                  alt={provider.name}
                  width={logoWidth}
                  height={logoHeight}
                  loading="lazy"
                />
              )}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * How the announcements move: `marquee` (the list and its copy across a window, `marquee.css`),
 * `running` (across a window from the side, `ticker.css`), `loop` (a strip that loops sideways,
 * `loop-ticker.css`) or `still` (a list that stays).
 */
export type TickerKind = 'marquee' | 'running' | 'loop' | 'still';

const tickers: Record<
  TickerKind,
  [section: string, viewport?: string, list?: string, copy?: string]
> = {
  marquee: ['pf-marquee', 'pf-marquee__viewport', 'pf-marquee__track', 'pf-marquee__copy'],
  running: ['pf-ticker', 'pf-ticker__window', 'pf-ticker__track'],
  loop: ['pf-loop-ticker', 'pf-loop', 'pf-loop__list', 'pf-loop__copy'],
  still: ['pf-news', undefined, 'pf-news__list'],
};

export interface TickerProps {
  kind: TickerKind;
  /** What leads the line: the template's glyph or badge. */
  lead?: ReactNode;
  /** The bar in the template's panel (`pf-panel`). */
  panel?: boolean;
}

/**
 * The operator's announcements as a ticker: the template's glyph, the list, and where it loops a
 * copy hidden from screen readers. Nothing when there are none.
 */
export function Ticker({ kind, lead, panel = false }: TickerProps) {
  const [section, viewport, list, copy] = tickers[kind];
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  const lines = announcements.map((line, i) => <li key={i}>{line}</li>);
  const lists = (
    <>
      <ul className={list}>{lines}</ul>
      {copy && (
        <ul className={`${list} ${copy}`} aria-hidden="true">
          {lines}
        </ul>
      )}
    </>
  );
  return (
    <section className={panel ? `pf-panel ${section}` : section} aria-label={t('announcements')}>
      {lead}
      {viewport ? <div className={viewport}>{lists}</div> : lists}
    </section>
  );
}

export interface HeroActionsProps {
  /** How Join (Deposit) and Log in are drawn. Default big, Join primary. */
  primary?: ButtonLook;
  secondary?: ButtonLook;
  /** The wrapper's element. Default `div`. */
  as?: 'div' | 'p';
}

/**
 * The hero's call to action, `pf-hero-actions`: Join and Log in for a guest, Deposit for a
 * signed-in player.
 */
export function HeroActions({
  primary = 'big-primary',
  secondary = 'big',
  as: Wrapper = 'div',
}: HeroActionsProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  const login = useLoginAction();
  if (isAuthenticated)
    return (
      <LocalLink to="/deposit" className={buttonClass(primary)}>
        {t('deposit')}
      </LocalLink>
    );
  return (
    <Wrapper className="pf-hero-actions">
      <LocalLink to="/register" className={buttonClass(primary)}>
        {t('register')}
      </LocalLink>
      <button type="button" className={buttonClass(secondary)} onClick={login}>
        {t('login')}
      </button>
    </Wrapper>
  );
}

/** Id of the hero's title, which names the hero section. */
export const heroTitleId = 'pf-hero-title';

/** The page's title in the hero, `pf-hero__title`: the welcome to the site, which names the hero. */
export function HeroTitle() {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <h1 id={heroTitleId} className="pf-hero__title">
      {t('welcome', { site: siteName })}
    </h1>
  );
}

/**
 * The hero's welcome: the site's name as the page title (`pf-hero__title`), its description
 * (`pf-hero__text`) and the call to action.
 */
export function HeroWelcome(actions: HeroActionsProps) {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <>
      <HeroTitle />
      <p className="pf-hero__text">{t('descriptionHome', { site: siteName })}</p>
      <HeroActions {...actions} />
    </>
  );
}

type CategoryLink = ReturnType<typeof useCategoryLinks>[number];

export interface CategorySectionProps {
  /** A numbered list (`<ol>`). */
  ordered?: boolean;
  /** The list as three columns (`pf-columns`). */
  columns?: boolean;
  /** Sports first, then the other categories (the sportsbook homes). */
  sportsFirst?: boolean;
  /** A `<nav>` named by the heading's text in place of a headed section. */
  nav?: boolean;
  /** The template's glyph of a category, before its name in a `<span>`. */
  glyph?: (key: CategoryLink['key']) => ReactNode;
  /** A link's content; the category's name (after its glyph) by default. */
  content?: (category: CategoryLink, index: number) => ReactNode;
}

/**
 * The game categories (`pf-categories`, `__title`, `__list`, `__link`) under a Categories
 * heading, each linking to its page.
 */
export function CategorySection({
  ordered,
  columns,
  sportsFirst,
  nav,
  glyph,
  content = glyph
    ? (c) => (
        <>
          {glyph(c.key)}
          <span>{c.label}</span>
        </>
      )
    : (c) => c.label,
}: CategorySectionProps) {
  const { t } = useTranslation();
  const links = useCategoryLinks();
  const categories = sportsFirst
    ? [
        ...links.filter((c) => c.key === 'sportsbook'),
        ...links.filter((c) => c.key !== 'sportsbook'),
      ]
    : links;
  const List = ordered ? 'ol' : 'ul';
  const id = 'pf-categories-title';
  const list = (
    <List className={columns ? 'pf-categories__list pf-columns' : 'pf-categories__list'}>
      {categories.map((c, i) => (
        <li key={c.key}>
          <LocalLink to={c.route} className="pf-categories__link">
            {content(c, i)}
          </LocalLink>
        </li>
      ))}
    </List>
  );
  if (nav)
    return (
      <nav className="pf-categories" aria-label={t('categories')}>
        {list}
      </nav>
    );
  return (
    <section className="pf-categories" aria-labelledby={id}>
      <h2 id={id} className="pf-categories__title">
        {t('categories')}
      </h2>
      {list}
    </section>
  );
}

export interface BannerLinksProps {
  /** The banners: the image's number, where it leads, its caption's text. Default promotions and VIP. */
  banners?: readonly { n: number; to: string; label: ParseKeys<'ui'> }[];
  /** The first banner is the page's main image. */
  priorityFirst?: boolean;
}

const defaultBanners = [
  { n: 2, to: '/promotions', label: 'promotions' },
  { n: 5, to: '/vip', label: 'vip' },
] as const;

/** Banner images as links (`pf-banners`, `__link`), each captioned (`__label`) from the texts. */
export function BannerLinks({ banners: given, priorityFirst = false }: BannerLinksProps) {
  const { t } = useTranslation();
  const banners = given ?? defaultBanners;
  return (
    <ul className="pf-banners">
      {banners.map((b, i) => (
        <li key={b.n}>
          <LocalLink to={b.to} className="pf-banners__link">
            <LazyImage
              priority={priorityFirst && i === 0}
              src={`/api/media/banner/${b.n}.svg`}
              alt=""
              width={1200}
              height={400}
            />
            <span className="pf-banners__label">{t(b.label)}</span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The games the player opened last, `pf-recent-rows`; hidden for a guest and before the first
 * game.
 */
export function RecentlyPlayed() {
  return <RecentlyPlayedRow className="pf-recent-rows" />;
}
