import '@fontsource/oswald/latin-500.css';
import '@fontsource/oswald/latin-700.css';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import * as blocks from '../shared/home-blocks';
import { LobbyLayout } from '../shared/lobby-layout';
import { casinoSections, SportsHome } from '../shared/match-board';
import { Hero, SportsBoard } from './art';
import * as icons from './icons';
import './template13.css';

/**
 * "Stadium": sports lead the navigation; the match of the day under floodlights, the odds board
 * with its league filter, then the casino.
 */
const template13: TemplateRecipe<'template13'> = {
  id: 'template13',
  tokens: () => import('./tokens'),
  layout: layoutPart(LobbyLayout, { icons, strip: true, lead: ['sportsbook'] }),
  home: part(SportsHome, {
    sections: [
      part(Hero),
      part(blocks.Ticker, { kind: 'running', lead: <icons.Icon name="megaphone" /> }),
      part(blocks.CategorySection, { nav: true, sportsFirst: true, glyph: icons.categoryGlyph }),
      part(SportsBoard),
      part(blocks.BannerLinks),
      ...casinoSections,
    ],
  }),
};

export default template13;
