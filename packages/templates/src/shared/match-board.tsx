import type { BetLineRecord } from '@playfront/core/contract';
import { betPick, teamName } from '@playfront/core/sports';
import type { Match } from '@playfront/ui/bet-line';
import { BetLine, BetLinePlaceholder, useMatches } from '@playfront/ui/bet-line';
import { PriceButton } from '@playfront/ui/bet-slip';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { LazyImage } from '@playfront/ui/lazy-image';
import { Top10Panel } from '@playfront/ui/top10';
import { LocalLink, useSiteHeader } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameRows, ProviderStrip } from './home-blocks';

/**
 * The sportsbook homes' parts (templates 13 to 15): the hero's call to the sportsbook, the board
 * of upcoming matches and a match's lines with their price buttons, each classed with the
 * template's prefix so its stylesheet gives them its look.
 */

/** The site's upcoming matches as the sportsbook homes print them. */
export type MatchData = ReturnType<typeof useMatches>;

/** Lines of a match a home shows. */
export const LINES_PER_MATCH = 3;

export interface SportsHeroCopyProps {
  /** The template's class prefix: the title is `<prefix>-hero__title`, its id `<prefix>-hero-title`. */
  prefix: string;
  /** The standfirst under the title. */
  text: string;
  /** The standfirst's class; none by default. */
  textClassName?: string;
  /** The sports glyph on the call to action. */
  glyph: ReactNode;
  /** Classes added to the call to action's button classes. */
  ctaClassName?: string;
}

/** The hero's banner, the site's first, drawn first. */
export function HeroBanner() {
  return <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />;
}

/** The hero's welcome, its standfirst and the call to the sportsbook. */
export function SportsHeroCopy({
  prefix: p,
  text,
  textClassName,
  glyph,
  ctaClassName,
}: SportsHeroCopyProps) {
  const { t } = useTranslation();
  const { siteName } = useSiteHeader();
  return (
    <>
      <h1 id={`${p}-hero-title`} className={`${p}-hero__title`}>
        {t('welcome', { site: siteName })}
      </h1>
      <p className={textClassName}>{text}</p>
      <LocalLink
        to="/sports"
        className={`pf-btn ${p}-btn pf-btn--primary${ctaClassName ? ` ${ctaClassName}` : ''}`}
      >
        {glyph}
        {t('sports')}
      </LocalLink>
    </>
  );
}

/** A line's match, bet type and pick in the player's language. */
export function MatchLine({ line, data }: { line: BetLineRecord; data: MatchData }) {
  const { t } = useTranslation();
  return (
    <BetLine
      line={line}
      {...(data.lang ? { language: data.lang } : {})}
      pickLabels={data.pickLabels}
      typeLabels={data.typeLabels}
      versusLabel={t('games_versus')}
    />
  );
}

export interface PriceListProps {
  /** A match's lines (the first three show), or nothing while they load. */
  lines: readonly BetLineRecord[] | null;
  /** Classes of the list, each item and each price. */
  className: string;
  itemClassName: string;
  priceClassName: string;
  /** What stands before a line's price; called without a line for the loading frame. */
  label: (line?: BetLineRecord) => ReactNode;
}

/**
 * A match's lines, each a label and its price button (what the bet slip takes); while the lines
 * load, the same frame with empty prices so nothing moves when they arrive.
 */
export function PriceList({
  lines,
  className,
  itemClassName,
  priceClassName,
  label,
}: PriceListProps) {
  if (!lines)
    return (
      <ul className={className}>
        {Array.from({ length: LINES_PER_MATCH }, (_, i) => (
          <li key={i} className={itemClassName}>
            {label()}
            <span className={priceClassName}>&nbsp;</span>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={className}>
      {lines.slice(0, LINES_PER_MATCH).map((line) => (
        <li key={`${line.bet_type}-${line.home_away}`} className={itemClassName}>
          {label(line)}
          <PriceButton line={line} className={priceClassName} />
        </li>
      ))}
    </ul>
  );
}

/** A line's bet type and pick in the player's language, and the team a home or away pick backs. */
export interface LinePick {
  type: string | undefined;
  pick: string;
  team: string | undefined;
}

export function linePick(line: BetLineRecord, data: MatchData): LinePick {
  const pick = betPick(line.bet_type, line.home_away);
  return {
    type: data.typeLabels[line.bet_type],
    pick: pick ? data.pickLabels[pick] : '',
    team: pick === 'home' || pick === 'away' ? teamName(line, pick, data.lang) : undefined,
  };
}

export interface PickPricesProps extends Omit<PriceListProps, 'lines' | 'label'> {
  /** The match, or nothing while the lines load. */
  match: Match | null;
  data: MatchData;
  /** The class of each line's label. */
  labelClassName: string;
  /** A line's label from its pick. */
  children: (pick: LinePick, line: BetLineRecord) => ReactNode;
}

/** A match's first lines as short picks (type and pick) with their prices. */
export function PickPrices({ match, data, labelClassName, children, ...classes }: PickPricesProps) {
  return (
    <PriceList
      {...classes}
      lines={match ? match.lines : null}
      label={(line) => (
        <span className={labelClassName}>
          {line ? children(linePick(line, data), line) : '\u00a0'}
        </span>
      )}
    />
  );
}

/** A line told as the bet line (match, type and pick), or its frame while the lines load. */
export const betLineLabel = (data: MatchData) => (line?: BetLineRecord) =>
  line ? <MatchLine line={line} data={data} /> : <BetLinePlaceholder />;

export interface MatchBoardProps {
  /** The template's class prefix: parts are `<prefix>-head`, `-more` and `-status`. */
  prefix: string;
  /** The section's class and its heading's class. */
  className: string;
  titleClassName: string;
  data: MatchData;
  /** Nothing to show once loaded (no matches, or none in the chosen league). */
  empty: boolean;
  /** Between the heading and the matches: a league filter. */
  filter?: ReactNode;
  /** The board's frame while the lines load. */
  placeholder: ReactNode;
  /** The matches. */
  children: ReactNode;
}

/**
 * Upcoming matches under a heading with the way to the sportsbook: while the lines load the
 * template's frame holds the space (and a screen reader hears that they are loading); with none,
 * a line saying so.
 */
export function MatchBoard({
  prefix: p,
  className,
  titleClassName,
  data,
  empty,
  filter,
  placeholder,
  children,
}: MatchBoardProps) {
  const { t } = useTranslation();
  const id = `${p}-board-title`;
  return (
    <section className={className} aria-labelledby={id} aria-busy={data.loading}>
      <div className={`${p}-head`}>
        <h2 id={id} className={titleClassName}>
          {t('games_upcomingMatches')}
        </h2>
        <LocalLink to="/sports" className={`${p}-more`}>
          {t('seeAll')}
        </LocalLink>
      </div>
      {filter}
      {data.loading ? (
        <>
          <p className="pf-sr-only" role="status">
            {t('loading')}
          </p>
          {placeholder}
        </>
      ) : empty ? (
        <p className={`${p}-status`}>{t('games_noMatches')}</p>
      ) : (
        children
      )}
    </section>
  );
}

export interface MatchListProps {
  /** The template's class prefix: the list is `<prefix>-matches`. */
  prefix: string;
  /** The matches; without them, `count` empty frames while the lines load. */
  matches?: readonly Match[];
  count?: number;
  /** A match's card, or its empty frame for `null`. */
  item: (match: Match | null) => ReactNode;
}

/** A board's matches as a list of the template's cards, or their frames hidden while they load. */
export function MatchList({ prefix: p, matches, count = 0, item }: MatchListProps) {
  return (
    <ul className={`${p}-matches`} aria-hidden={matches ? undefined : true}>
      {matches
        ? matches.map((match) => <li key={match.id}>{item(match)}</li>)
        : Array.from({ length: count }, (_, i) => <li key={i}>{item(null)}</li>)}
    </ul>
  );
}

export interface CasinoBelowProps {
  /** The template's class prefix: the providers' heading id is `<prefix>-providers-title`. */
  prefix: string;
  /** Class of the rows' wrapper and of the recently played row. */
  rowsClassName: string;
  recentClassName: string;
  /** Classes of the providers' section, heading and list. */
  providersClassName: string;
  headingClassName: string;
  providerListClassName: string;
}

/**
 * What a sportsbook home offers below the sports: recently played and the casino rows (hot with
 * its See all), the providers with the sports books first, the top 10 and the download bar.
 */
export function CasinoBelow({
  prefix,
  rowsClassName,
  recentClassName,
  providersClassName,
  headingClassName,
  providerListClassName,
}: CasinoBelowProps) {
  return (
    <>
      <GameRows className={rowsClassName} recent={recentClassName} more={['hot']} />
      <ProviderStrip
        prefix={prefix}
        sectionClassName={providersClassName}
        headingClassName={headingClassName}
        listClassName={providerListClassName}
        logoWidth={120}
        logoHeight={48}
        lazyImage
        sportsFirst
      />
      <Top10Panel />
      <AppDownloadBar />
    </>
  );
}

export interface SportsHomeProps extends Omit<CasinoBelowProps, 'prefix'> {
  /** The template's class prefix: the home is `<prefix>-home`. */
  prefix: string;
  /** The template's sections above the casino, in its order, given the upcoming matches. */
  children: (data: MatchData) => ReactNode;
}

/** A sportsbook home: the template's sections on the upcoming matches, then the casino below. */
export function SportsHome({ prefix, children, ...casino }: SportsHomeProps) {
  const data = useMatches();
  return (
    <div className={`${prefix}-home`}>
      {children(data)}
      <CasinoBelow prefix={prefix} {...casino} />
    </div>
  );
}
