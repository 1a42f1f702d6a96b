import type { BetLine as BetLineData, BetPick, BetType } from '@playfront/core/sports';
import { betText } from '@playfront/core/sports';
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
  /** Names of the bet types (e.g. from `useMatches().typeLabels`). Default the type's code. */
  typeLabels?: Partial<Record<BetType, string>>;
  /** Word between the teams. Default "vs". */
  versusLabel?: string;
}

/** One bet: the match, the bet type and the pick labelled for that type. */
export function BetLine({
  line,
  language,
  pickLabels,
  typeLabels,
  versusLabel = 'vs',
}: BetLineProps) {
  const text = betText(
    line,
    { picks: { ...betPickLabels, ...pickLabels }, ...(typeLabels ? { types: typeLabels } : {}) },
    language,
  );
  return (
    <div className="pf-bet-line">
      <p className="pf-bet-line__match">
        {text.home} {versusLabel} {text.away}
      </p>
      <p className="pf-bet-line__pick">
        <span className="pf-bet-line__type">{text.type}</span>
        {text.pick && (
          <span className="pf-bet-line__selection">
            {text.pick}
            {text.team && ` · ${text.team}`}
          </span>
        )}
        {text.criteria && <span className="pf-bet-line__criteria">{text.criteria}</span>}
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
