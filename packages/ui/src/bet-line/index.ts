export { BetLine, betPickLabels } from './bet-line';
export type { BetLineProps } from './bet-line';
