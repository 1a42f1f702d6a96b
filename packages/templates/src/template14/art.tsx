import { teamName } from '@playfront/core/sports';
import { KickoffTime, useMatches } from '@playfront/ui/bet-line';
import { PriceButton } from '@playfront/ui/bet-slip';
import type { ReactNode } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { heroTitleId } from '../shared/home-blocks';
import {
  betLineLabel,
  HeroBanner,
  LINES_PER_MATCH,
  MatchBoard,
  SportsHeroCopy,
  useMatchData,
} from '../shared/match-board';
import { Icon } from './icons';

/** The hero: the banner under the scoreboard's welcome and the way to the sportsbook. */
export function Hero() {
  return (
    <section className="t14-hero" aria-labelledby={heroTitleId}>
      <HeroBanner />
      <div className="t14-hero__board">
        <SportsHeroCopy text="t14_bannerText" glyph={<Icon name="ball" />} />
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
export function Board() {
  const data = useMatchData();
  const rows = data.matches
    .slice(0, BOARD_MATCHES)
    .flatMap((m) => m.lines.slice(0, LINES_PER_MATCH));
  const label = betLineLabel(data);
  return (
    <MatchBoard
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

/** Upcoming matches scrolling across the board; static when the visitor asks for less motion. */
export function ScoreTicker() {
  const { t } = useTranslation();
  const data = useMatches();
  // Held open while the lines load, so the page does not move down when they arrive.
  if (!data.loading && data.matches.length === 0) return null;
  return (
    <section
      className="t14-ticker pf-ticker"
      aria-label={t('t14_liveScores')}
      aria-busy={data.loading}
    >
      <p className="t14-ticker__label" aria-hidden="true">
        {t('t14_liveScores')}
      </p>
      <div className="pf-ticker__window">
        <ul className="pf-ticker__track">
          {data.matches.map(({ id, first }) => (
            <li key={id} className="t14-ticker__item">
              <span>{teamName(first, 'home', data.lang)}</span>
              <span className="t14-led">{data.odds(first.odds)}</span>
              <span>{teamName(first, 'away', data.lang)}</span>
              <KickoffTime iso={first.kickoff} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
