export { Odds, OddsFormatSelect, oddsText, useFormatOdds } from './odds';
export type { OddsFormatSelectProps } from './odds';
