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
  oddsMove,
  parlayOdds,
  potentialReturn,
  toAmerican,
  toFractional,
  toHongKong,
  toIndonesian,
  toMalay,
} from './odds';
export type { Fraction, OddsFormat, OddsMove } from './odds';
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
  acceptChanged,
  betSlipRestored,
  betSlipSlice,
  betSlipToSave,
  betsPlaced,
  changesAccepted,
  initialBetSlipState,
  lineSelectionId,
  parlayStakeChanged,
  pendingBetSlip,
  pricesReceived,
  selectBetSlip,
  selectInSlip,
  selectionRemoved,
  selectionToggled,
  selectSlipSelections,
  SLIP_CAPACITY,
  slipCleared,
  slipModeChanged,
  stakeChanged,
} from './bet-slip-slice';
export type { BetSlipState, SavedBetSlip, SlipEntry, SlipMode } from './bet-slip-slice';
