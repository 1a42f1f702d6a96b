// A screen area of its own: the odds formats and bet lines load with /sports, not with every
// template that shows the games area's top-10 panel.
export { SportsScreen } from '../games/sports-screen';
