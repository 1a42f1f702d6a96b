import { selectOddsFormat, useAppSelector } from '@playfront/core/store';
import { oddsText } from './format-odds';
import './odds.css';

export { oddsText, useFormatOdds } from './format-odds';
// The control has its own module, so pages that only show prices do not load it.
export { OddsFormatSelect } from './odds-format-select';
export type { OddsFormatSelectProps } from './odds-format-select';

/** A decimal price in the player's chosen odds format (decimal until they choose). */
export function Odds({ decimal }: { decimal: number }) {
  const format = useAppSelector(selectOddsFormat);
  return (
    <span className="pf-odds" data-odds-format={format}>
      {oddsText(decimal, format)}
    </span>
  );
}
