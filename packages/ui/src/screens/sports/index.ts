// /sports is its own screen area: the game pages' chunk, which templates share, stays without
// the bet lines' price buttons.
export { SportsScreen } from '../games/sports-screen';
