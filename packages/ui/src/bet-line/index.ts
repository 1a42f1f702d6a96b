export { BetLine, BetLinePlaceholder, betPickLabels } from './bet-line';
export type { BetLineProps } from './bet-line';
export { groupByMatch, useMatches } from './matches';
export type { Match } from './matches';
