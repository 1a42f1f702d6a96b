export { BetLine, BetLinePlaceholder, betPickLabels } from './bet-line';
export type { BetLineProps } from './bet-line';
export { KickoffTime } from './kickoff-time';
export type { KickoffTimeProps } from './kickoff-time';
export { groupByMatch, useMatches } from './matches';
export type { Match } from './matches';
