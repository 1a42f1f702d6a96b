export { betFamily, betPick, betTypes, isKnownBetType, teamName } from './bet-line';
export type { BetFamily, BetLine, BetPick, BetType } from './bet-line';
export {
  convertOdds,
  formatOdds,
  fromAmerican,
  fromAsian,
  isDecimalOdds,
  isOddsFormat,
  MAX_FRACTION_DENOMINATOR,
  oddsFormats,
  toAmerican,
  toFractional,
  toHongKong,
  toIndonesian,
  toMalay,
} from './odds';
export type { Fraction, OddsFormat } from './odds';
export { oddsMove, parlayOdds, potentialReturn, settingTakes } from './slip-odds';
export type { OddsMove } from './slip-odds';
export { selectionIdOf } from '../contract/prices';
export { betLabels, betPickKeys, betText, betTypeKey, teamNameLanguage } from './bet-names';
export type { BetLabels, BetText } from './bet-names';
export {
  DEFAULT_ODDS_FORMAT,
  ODDS_FORMAT_COOKIE,
  oddsFormatCookie,
  readOddsFormat,
  writeOddsFormatCookie,
} from './odds-format';
export {
  betSlipRestored,
  betSlipSlice,
  betsPlaced,
  changesAccepted,
  initialBetSlipState,
  lineSelectionId,
  pricesReceived,
  selectBetSlip,
  selectInSlip,
  selectionToggled,
  SLIP_CAPACITY,
  slipChanged,
  slipCleared,
  stakeChanged,
} from './bet-slip-slice';
export type { BetSlipState, SavedBetSlip, SlipEntry, SlipMode } from './bet-slip-slice';
export { holdsSelections } from './bet-slip-selectors';
