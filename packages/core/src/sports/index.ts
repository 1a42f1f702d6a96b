export { betFamily, betPick, betTypes, isKnownBetType, teamName } from './bet-line';
export type { BetFamily, BetLine, BetPick, BetType } from './bet-line';
