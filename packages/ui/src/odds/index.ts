export { oddsText, useFormatOdds } from './format-odds';
export { Odds } from './odds';
export { OddsFormatSelect } from './odds-format-select';
export type { OddsFormatSelectProps } from './odds-format-select';
