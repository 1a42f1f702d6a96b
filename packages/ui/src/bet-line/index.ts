export { BetLine, BetLinePlaceholder, betPickLabels } from './bet-line';
export type { BetLineProps } from './bet-line';
