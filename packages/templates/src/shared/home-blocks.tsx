import type { GameActions } from '@playfront/ui/games';
import { gameTitle } from '@playfront/core/games';
import { GameRow } from '@playfront/ui/games';
import { RecentlyPlayed as RecentlyPlayedRow } from '@playfront/ui/screens/games';
import {
  LocalLink,
  useCategoryLinks,
  useFavourites,
  useGameRows,
  useLanguage,
  useLoginAction,
  usePlayGame,
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
  const play = usePlayGame();
  const { isFavourite, toggle } = useFavourites();
  const { language } = useLanguage();
  return {
    onPlay: play,
    nameOf: (game) => gameTitle(game, language),
    isFavourite,
    onToggleFavourite: toggle,
    playLabel: t('playNow'),
    favouriteLabel: t('addFavourite'),
    moreLabel: t('seeAll'),
  };
}

/**
 * The hot, featured, popular and new game rows (or the ones named in `rows`, in that order), each
 * with its See all link; in a `<div>` classed `className` where one is given.
 */
export function GameRows({
  className,
  rows: keys = allRows,
}: {
  className?: string;
  rows?: readonly GameRowKey[];
}) {
  const { t } = useTranslation();
  const { localize } = useLanguage();
  const rows = useGameRows();
  const actions = useGameActions();
  const list = keys.map((key) => (
    <GameRow
      key={key}
      title={t(rowTitles[key])}
      games={rows[key]}
      moreHref={localize(rowMore[key])}
      {...actions}
    />
  ));
  return className ? <div className={className}>{list}</div> : <Fragment>{list}</Fragment>;
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
}: ProviderStripProps) {
  const providerLogos = useSiteProviders();
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
              <img
                src={provider.logo}
                alt={provider.name}
                width={logoWidth}
                height={logoHeight}
                loading="lazy"
              />
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface TickerProps {
  /** Class of the `<section>`, of the moving track, of both lists, and of the visual copy. */
  className: string;
  trackClassName: string;
  listClassName: string;
  copyClassName: string;
}

/**
 * The operator's announcements as a looping ticker: the list, then a copy hidden from screen
 * readers so the loop joins up. Nothing when there are none.
 */
export function Ticker({ className, trackClassName, listClassName, copyClassName }: TickerProps) {
  const { t } = useTranslation();
  const { announcements } = useSiteHeader();
  if (announcements.length === 0) return null;
  const lines = announcements.map((line, i) => <li key={i}>{line}</li>);
  return (
    <section className={className} aria-label={t('announcements')}>
      <div className={trackClassName}>
        <ul className={listClassName}>{lines}</ul>
        <ul className={`${listClassName} ${copyClassName}`} aria-hidden="true">
          {lines}
        </ul>
      </div>
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

type CategoryLink = ReturnType<typeof useCategoryLinks>[number];

export interface CategorySectionProps {
  /** The heading's id. */
  id: string;
  /** Classes of the `<section>`, the heading, the list and each link. */
  className?: string;
  headingClassName: string;
  listClassName: string;
  linkClassName: string;
  /** A numbered list (`<ol>`). */
  ordered?: boolean;
  /** A link's content; the category's name by default. */
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
  children = (c) => c.label,
}: CategorySectionProps) {
  const { t } = useTranslation();
  const categories = useCategoryLinks();
  const List = ordered ? 'ol' : 'ul';
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        {t('categories')}
      </h2>
      <List className={listClassName}>
        {categories.map((c, i) => (
          <li key={c.key}>
            <LocalLink to={c.route} className={linkClassName}>
              {children(c, i)}
            </LocalLink>
          </li>
        ))}
      </List>
    </section>
  );
}

/** The games the player opened last; hidden for a guest and before the first game. */
export function RecentlyPlayed({ className }: { className: string }) {
  return <RecentlyPlayedRow className={className} />;
}
