import type { BetLineRecord } from '@playfront/core/contract';
import { betPick, teamName } from '@playfront/core/sports';
import type { Match } from '@playfront/ui/bet-line';
import { BetLine, BetLinePlaceholder, useMatches } from '@playfront/ui/bet-line';
import { PriceButton } from '@playfront/ui/bet-slip';
import { LazyImage } from '@playfront/ui/lazy-image';
import { LocalLink } from '@playfront/ui/site';
import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import type { Part } from '../recipe/part';
import { part, Parts } from '../recipe/part';
import { buttonClass } from './blocks';
import { Top10 } from './home';
import { GameRows, HeroTitle, ProviderStrip } from './home-blocks';

/**
 * The sportsbook homes' parts (templates 13 to 15): the hero's call to the sportsbook, the board
 * of upcoming matches (`pf-board`) and a match's lines with their price buttons, each with its own
 * `pf-` classes; the template's stylesheet gives them its look.
 */

/** The site's upcoming matches as the sportsbook homes print them. */
export type MatchData = ReturnType<typeof useMatches>;

/** Lines of a match a home shows. */
export const LINES_PER_MATCH = 3;

const MatchDataContext = createContext<MatchData | null>(null);

/** The upcoming matches the sportsbook home read once, for its sections. */
export function useMatchData(): MatchData {
  const data = useContext(MatchDataContext);
  if (!data) throw new Error('useMatchData must be inside a SportsHome');
  return data;
}

export interface SportsHeroCopyProps {
  /** The standfirst under the title (`pf-hero__text`): a key of the texts. */
  text: 't13_bannerText' | 't14_bannerText' | 't15_bannerText';
  /** The sports glyph on the call to action (`pf-hero__cta`). */
  glyph: ReactNode;
}

/** The hero's banner, the site's first, drawn first. */
export function HeroBanner() {
  return <LazyImage priority src="/api/media/banner/1.svg" alt="" width={1200} height={400} />;
}

/** The hero's welcome (`pf-hero__title`), its standfirst and the call to the sportsbook. */
export function SportsHeroCopy({ text, glyph }: SportsHeroCopyProps) {
  const { t } = useTranslation();
  return (
    <>
      <HeroTitle />
      <p className="pf-hero__text">{t(text)}</p>
      <LocalLink to="/sports" className={buttonClass('primary', 'pf-hero__cta')}>
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

/**
 * How a match's lines are listed: as picks (`pf-picks`, `pf-pick`, `pf-pick__price`), short
 * chips of type and pick, or as bet lines (`pf-lines`, `pf-line`, `pf-line__price`).
 */
const priceLists = {
  picks: ['pf-picks', 'pf-pick', 'pf-pick__price'],
  lines: ['pf-lines', 'pf-line', 'pf-line__price'],
} as const;

export interface PriceListProps {
  /** A match's lines (the first three show), or nothing while they load. */
  lines: readonly BetLineRecord[] | null;
  /** Picks or bet lines. */
  kind: keyof typeof priceLists;
  /** The list as three columns (`pf-columns`). */
  columns?: boolean;
  /** What stands before a line's price; called without a line for the loading frame. */
  label: (line?: BetLineRecord) => ReactNode;
}

/**
 * A match's lines, each a label and its price button (what the bet slip takes); while the lines
 * load, the same frame with empty prices so nothing moves when they arrive.
 */
export function PriceList({ lines, kind, columns = false, label }: PriceListProps) {
  const [list, item, price] = priceLists[kind];
  const className = columns ? `${list} pf-columns` : list;
  if (!lines)
    return (
      <ul className={className}>
        {Array.from({ length: LINES_PER_MATCH }, (_, i) => (
          <li key={i} className={item}>
            {label()}
            <span className={price}>&nbsp;</span>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={className}>
      {lines.slice(0, LINES_PER_MATCH).map((line) => (
        <li key={`${line.bet_type}-${line.home_away}`} className={item}>
          {label(line)}
          <PriceButton line={line} className={price} />
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

export interface PickPricesProps {
  /** The match, or nothing while the lines load. */
  match: Match | null;
  data: MatchData;
  /** The picks as three columns (`pf-columns`). */
  columns?: boolean;
  /** A line's label (`pf-pick__label`) from its pick. */
  children: (pick: LinePick, line: BetLineRecord) => ReactNode;
}

/** A match's first lines as short picks (type and pick) with their prices. */
export function PickPrices({ match, data, columns, children }: PickPricesProps) {
  return (
    <PriceList
      kind="picks"
      columns={columns}
      lines={match ? match.lines : null}
      label={(line) => (
        <span className="pf-pick__label">
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
 * Upcoming matches (`pf-board`) under a heading (`pf-board__head`, `__title`) with the way to the
 * sportsbook (`pf-board__more`): while the lines load the template's frame holds the space (and a
 * screen reader hears that they are loading); with none, a line saying so (`pf-board__status`).
 */
export function MatchBoard({ empty, filter, placeholder, children }: MatchBoardProps) {
  const { t } = useTranslation();
  const data = useMatchData();
  const id = 'pf-board-title';
  return (
    <section className="pf-board" aria-labelledby={id} aria-busy={data.loading}>
      <div className="pf-board__head">
        <h2 id={id} className="pf-board__title">
          {t('games_upcomingMatches')}
        </h2>
        <LocalLink to="/sports" className="pf-board__more">
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
        <p className="pf-board__status">{t('games_noMatches')}</p>
      ) : (
        children
      )}
    </section>
  );
}

export interface MatchListProps {
  /** The matches; without them, `count` empty frames while the lines load. */
  matches?: readonly Match[];
  count?: number;
  /** A match's card, or its empty frame for `null`. */
  item: (match: Match | null) => ReactNode;
}

/** A board's matches as a list (`pf-matches`) of the template's cards, or their frames hidden while they load. */
export function MatchList({ matches, count = 0, item }: MatchListProps) {
  return (
    <ul className="pf-matches" aria-hidden={matches ? undefined : true}>
      {matches
        ? matches.map((match) => <li key={match.id}>{item(match)}</li>)
        : Array.from({ length: count }, (_, i) => <li key={i}>{item(null)}</li>)}
    </ul>
  );
}

/**
 * What a sportsbook home offers below the sports: recently played and the casino rows (hot with
 * its See all), the providers with the sports books first, the top 10 and the download bar.
 */
export const casinoSections: readonly Part[] = [
  part(GameRows, { wrap: true, recent: true, more: ['hot'] }),
  part(ProviderStrip, {
    list: 'scroll',
    logoWidth: 120,
    logoHeight: 48,
    lazyImage: true,
    sportsFirst: true,
  }),
  part(Top10),
  part(AppDownloadBar),
];

/**
 * A sportsbook home, `pf-home`: the upcoming matches read once for its sections (`useMatchData`),
 * in the recipe's order.
 */
export function SportsHome({ sections }: { sections: readonly Part[] }) {
  const data = useMatches();
  return (
    <MatchDataContext.Provider value={data}>
      <div className="pf-home pf-grid-home">
        <Parts parts={sections} />
      </div>
    </MatchDataContext.Provider>
  );
}
