import type { BetLine as BetLineData, BetPick } from '@playfront/core/sports';
import { betPick, teamName } from '@playfront/core/sports';
import './bet-line.css';

/** Default English names of the picks. */
export const betPickLabels: Record<BetPick, string> = {
  home: 'Home',
  away: 'Away',
  draw: 'Draw',
  over: 'Over',
  under: 'Under',
  odd: 'Odd',
  even: 'Even',
};

export interface BetLineProps {
  line: BetLineData;
  /** Language suffix of localized team names (home_name_{lang}); falls back to the team name. */
  language?: string;
  /** Names of the picks. Default English (Home, Away, Draw, Over, Under, Odd, Even). */
  pickLabels?: Partial<Record<BetPick, string>>;
  /** Word between the teams. Default "vs". */
  versusLabel?: string;
}

/** One bet: the match, the bet type and the pick labelled for that type. */
export function BetLine({ line, language, pickLabels, versusLabel = 'vs' }: BetLineProps) {
  const labels = { ...betPickLabels, ...pickLabels };
  const home = teamName(line, 'home', language);
  const away = teamName(line, 'away', language);
  const pick = betPick(line.bet_type, line.home_away);
  const team = pick === 'home' ? home : pick === 'away' ? away : undefined;
  const criteria =
    line.criteria1 === null || line.criteria1 === undefined ? '' : String(line.criteria1);
  return (
    <div className="pf-bet-line">
      <p className="pf-bet-line__match">
        {home} {versusLabel} {away}
      </p>
      <p className="pf-bet-line__pick">
        <span className="pf-bet-line__type">{line.bet_type}</span>
        {pick && (
          <span className="pf-bet-line__selection">
            {labels[pick]}
            {team && ` · ${team}`}
          </span>
        )}
        {criteria && <span className="pf-bet-line__criteria">{criteria}</span>}
      </p>
    </div>
  );
}

/** A bet line's empty frame, the same height as a line, for lists waiting for their lines. */
export function BetLinePlaceholder() {
  return (
    <div className="pf-bet-line" aria-hidden="true">
      <p className="pf-bet-line__match">&nbsp;</p>
      <p className="pf-bet-line__pick">&nbsp;</p>
    </div>
  );
}
