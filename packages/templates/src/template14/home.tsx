import { KickoffTime } from '@playfront/ui/bet-line';
import { PriceButton } from '@playfront/ui/bet-slip';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryGlyph, Icon } from './icons';
import { CategorySection, Ticker } from '../shared/home-blocks';
import type { MatchData } from '../shared/match-board';
import {
  betLineLabel,
  HeroBanner,
  LINES_PER_MATCH,
  MatchBoard,
  SportsHeroCopy,
  SportsHome,
} from '../shared/match-board';

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="t14-hero" aria-labelledby="t14-hero-title">
      <HeroBanner />
      <div className="t14-hero__board">
        <SportsHeroCopy
          prefix="t14"
          text={t('t14_bannerText')}
          textClassName="t14-hero__text"
          glyph={<Icon name="ball" />}
        />
      </div>
    </section>
  );
}

/** Lines on the home page: five matches, three lines each. */
const BOARD_MATCHES = 5;
const BOARD_ROWS = BOARD_MATCHES * LINES_PER_MATCH;

/** The dense table: match, bet and LED odds; `children` are its rows. */
function BetTable({ children, hidden }: { children: ReactNode; hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="t14-table-wrap" {...(hidden ? { 'aria-hidden': true } : {})}>
      <table className="t14-table">
        <thead>
          <tr>
            <th scope="col">{t('t14_match')}</th>
            <th scope="col">{t('t14_bet')}</th>
            <th scope="col" className="t14-num">
              {t('t14_odds')}
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Every upcoming line in one dense table; its frame holds while they load. */
function Board({ data }: { data: MatchData }) {
  const rows = data.matches
    .slice(0, BOARD_MATCHES)
    .flatMap((m) => m.lines.slice(0, LINES_PER_MATCH));
  const label = betLineLabel(data);
  return (
    <MatchBoard
      prefix="t14"
      className="t14-board"
      titleClassName="t14-title"
      data={data}
      empty={rows.length === 0}
      placeholder={
        <BetTable hidden>
          {Array.from({ length: BOARD_ROWS }, (_, i) => (
            <tr key={i}>
              <td>
                <span className="t14-table__league">&nbsp;</span>
                <span className="t14-table__time">&nbsp;</span>
              </td>
              <td>{label()}</td>
              <td className="t14-num">
                <span className="t14-led">&nbsp;</span>
              </td>
            </tr>
          ))}
        </BetTable>
      }
    >
      <BetTable>
        {rows.map((line) => (
          <tr key={`${line.match_id}-${line.bet_type}-${line.home_away}`}>
            <td>
              <span className="t14-table__league">{line.league}</span>
              <KickoffTime iso={line.kickoff} className="t14-table__time" />
            </td>
            <td>{label(line)}</td>
            <td className="t14-num">
              <PriceButton line={line} className="t14-led" />
            </td>
          </tr>
        ))}
      </BetTable>
    </MatchBoard>
  );
}

export function Home() {
  return (
    <SportsHome
      prefix="t14"
      rowsClassName="t14-rows"
      recentClassName="t14-rows"
      providersClassName=""
      headingClassName="t14-title"
      providerListClassName="t14-providers pf-scroll-row"
    >
      {(data) => (
        <>
          <Hero />
          <Ticker
            className="t14-news"
            lead={<Icon name="megaphone" />}
            listClassName="t14-news__list"
          />
          <Board data={data} />
          <CategorySection
            id="t14-cats-title"
            sportsFirst
            headingClassName="t14-title"
            listClassName="t14-tiles"
            linkClassName="t14-tile"
            glyph={categoryGlyph}
          />
        </>
      )}
    </SportsHome>
  );
}
