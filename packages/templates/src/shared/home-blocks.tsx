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
import type { ReactNode } from 'react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Home sections the templates share, every part classed `<prefix>-<part>` (or given its class)
 * so each template's stylesheet gives them its look.
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
  className?: string;
  /** The rows, in this order. Default hot, featured, popular and new. */
  rows?: readonly GameRowKey[];
  /** The rows that carry a See all link. Default every one. */
  more?: readonly GameRowKey[];
  /** Recently played leads the rows, in a row of this class. */
  recent?: string;
}

/**
 * The hot, featured, popular and new game rows (or the ones named in `rows`, in that order), each
 * with its See all link; in a `<div>` classed `className` where one is given.
 */
export function GameRows({ className, rows: keys = allRows, more = keys, recent }: GameRowsProps) {
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
  if (!className) return <Fragment>{list}</Fragment>;
  return (
    <div className={className}>
      {recent && <RecentlyPlayed className={recent} />}
      {list}
    </div>
  );
}

export interface ProviderStripProps {
  /** The template's class prefix: parts are `<prefix>-section`, `-heading` and `-providers`. */
  prefix: string;
  /** The heading's text in a `<span>`, for templates that decorate it. */
  wrapHeading?: boolean;
  /** Classes in place of the prefixed ones. */
  sectionClassName?: string;
  headingClassName?: string;
  listClassName?: string;
  /** The logos' box. Default 96 × 40. */
  logoWidth?: number;
  logoHeight?: number;
  /** Logos as `LazyImage`s (a reserved box with a placeholder) in place of plain lazy `<img>`s. */
  lazyImage?: boolean;
  /** Sports books first, then the live casino the site also offers (the sportsbook homes). */
  sportsFirst?: boolean;
}

/** The providers as a strip of logos, focusable so the keyboard scrolls it. */
export function ProviderStrip({
  prefix: p,
  wrapHeading,
  sectionClassName = `${p}-section`,
  headingClassName = `${p}-heading`,
  listClassName = `${p}-providers`,
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
  const id = `${p}-providers-title`;
  return (
    <section className={sectionClassName || undefined} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {wrapHeading ? <span>{t('providers')}</span> : t('providers')}
      </h2>
      <ul className={listClassName} aria-labelledby={id} tabIndex={0}>
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

export interface TickerProps {
  /** Class of the `<section>`. */
  className: string;
  /**
   * The parts classed from `className`: `window`, a `__window` the `__track` list moves in;
   * `loop`, a `-track` holding a `-list` and its `-copy`.
   */
  parts?: 'window' | 'loop';
  /** Class of the list (where `parts` does not name it). */
  listClassName?: string;
  /** Class of the window the list moves in; without it the list sits in the section. */
  trackClassName?: string;
  /** Class of a second copy of the list, hidden from screen readers, so a loop joins up. */
  copyClassName?: string;
  /** What leads the line: the template's glyph or badge. */
  lead?: ReactNode;
}

/**
 * The operator's announcements as a ticker: the template's glyph, the list, and where the
 * template loops it a copy hidden from screen readers. Nothing when there are none.
 */
export function Ticker({ className, parts, lead, ...classes }: TickerProps) {
  const window = parts === 'window';
  const {
    trackClassName = parts && className + (window ? '__window' : '-track'),
    listClassName = parts && className + (window ? '__track' : '-list'),
    copyClassName = parts === 'loop' ? `${className}-copy` : undefined,
  } = classes;
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  const lines = announcements.map((line, i) => <li key={i}>{line}</li>);
  const lists = (
    <>
      <ul className={listClassName}>{lines}</ul>
      {copyClassName && (
        <ul className={`${listClassName} ${copyClassName}`} aria-hidden="true">
          {lines}
        </ul>
      )}
    </>
  );
  return (
    <section className={className} aria-label={t('announcements')}>
      {lead}
      {trackClassName ? <div className={trackClassName}>{lists}</div> : lists}
    </section>
  );
}

export interface HeroActionsProps {
  /** Class of the guest's wrapper. */
  className: string;
  /** Class of Join and of Deposit. */
  primaryClassName: string;
  /** Class of Log in. */
  secondaryClassName: string;
  /** The wrapper's element. Default `div`. */
  as?: 'div' | 'p';
}

/** The hero's call to action: Join and Log in for a guest, Deposit for a signed-in player. */
export function HeroActions({
  className,
  primaryClassName,
  secondaryClassName,
  as: Wrapper = 'div',
}: HeroActionsProps) {
  const { t } = useTranslation();
  const { isAuthenticated } = useSiteHeader();
  const login = useLoginAction();
  if (isAuthenticated)
    return (
      <LocalLink to="/deposit" className={primaryClassName}>
        {t('deposit')}
      </LocalLink>
    );
  return (
    <Wrapper className={className}>
      <LocalLink to="/register" className={primaryClassName}>
        {t('register')}
      </LocalLink>
      <button type="button" className={secondaryClassName} onClick={login}>
        {t('login')}
      </button>
    </Wrapper>
  );
}

export interface HeroWelcomeProps extends Partial<HeroActionsProps> {
  /** The template's class prefix: the title's id is `<prefix>-hero-title`, the call to action
   * `<prefix>-hero-actions` with `pf-btn--big` buttons of `<prefix>-btn` unless given. */
  prefix: string;
  /** Classes of the title and of the site's description under it. */
  titleClassName: string;
  textClassName: string;
}

/** The hero's welcome: the site's name as the page title, its description and the call to action. */
export function HeroWelcome({
  prefix: p,
  titleClassName,
  textClassName,
  className = `${p}-hero-actions`,
  primaryClassName = `pf-btn ${p}-btn pf-btn--primary pf-btn--big`,
  secondaryClassName = `pf-btn ${p}-btn pf-btn--big`,
  as,
}: HeroWelcomeProps) {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <>
      <h1 id={`${p}-hero-title`} className={titleClassName}>
        {t('welcome', { site: siteName })}
      </h1>
      <p className={textClassName}>{t('descriptionHome', { site: siteName })}</p>
      <HeroActions
        className={className}
        primaryClassName={primaryClassName}
        secondaryClassName={secondaryClassName}
        {...(as ? { as } : {})}
      />
    </>
  );
}

type CategoryLink = ReturnType<typeof useCategoryLinks>[number];

export interface CategorySectionProps {
  /** The heading's id. */
  id: string;
  /** Classes of the `<section>`, the heading, the list and each link. */
  className?: string;
  headingClassName?: string;
  listClassName: string;
  linkClassName: string;
  /** A numbered list (`<ol>`). */
  ordered?: boolean;
  /** Sports first, then the other categories (the sportsbook homes). */
  sportsFirst?: boolean;
  /** A `<nav>` named by the heading's text in place of a headed section. */
  nav?: boolean;
  /** The template's glyph of a category, before its name in a `<span>`. */
  glyph?: (key: CategoryLink['key']) => ReactNode;
  /** A link's content; the category's name (after its glyph) by default. */
  children?: (category: CategoryLink, index: number) => ReactNode;
}

/** The game categories under a Categories heading, each linking to its page. */
export function CategorySection({
  id,
  className,
  headingClassName,
  listClassName,
  linkClassName,
  ordered,
  sportsFirst,
  nav,
  glyph,
  children = glyph
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
  const list = (
    <List className={listClassName || undefined}>
      {categories.map((c, i) => (
        <li key={c.key}>
          <LocalLink to={c.route} className={linkClassName}>
            {children(c, i)}
          </LocalLink>
        </li>
      ))}
    </List>
  );
  if (nav)
    return (
      <nav className={className} aria-label={t('categories')}>
        {list}
      </nav>
    );
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {t('categories')}
      </h2>
      {list}
    </section>
  );
}

export interface BannerLinksProps {
  /** The banners: the image's number, where it leads, its caption. Default promotions and VIP. */
  banners?: readonly { n: number; to: string; label: string }[];
  /** Classes of the list, each link and each caption. */
  className: string;
  linkClassName: string;
  labelClassName: string;
  /** The first banner is the page's main image. */
  priorityFirst?: boolean;
}

/** Banner images as links, each captioned from the texts. */
export function BannerLinks({
  banners: given,
  className,
  linkClassName,
  labelClassName,
  priorityFirst = false,
}: BannerLinksProps) {
  const { t } = useTranslation();
  const banners = given ?? [
    { n: 2, to: '/promotions', label: t('promotions') },
    { n: 5, to: '/vip', label: t('vip') },
  ];
  return (
    <ul className={className}>
      {banners.map((b, i) => (
        <li key={b.n}>
          <LocalLink to={b.to} className={linkClassName}>
            <LazyImage
              priority={priorityFirst && i === 0}
              src={`/api/media/banner/${b.n}.svg`}
              alt=""
              width={1200}
              height={400}
            />
            <span className={labelClassName}>{b.label}</span>
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}

/** The games the player opened last; hidden for a guest and before the first game. */
export function RecentlyPlayed({ className }: { className: string }) {
  return <RecentlyPlayedRow className={className} />;
}
