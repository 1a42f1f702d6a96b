export { toGame } from './game';
export type { Game } from './game';
