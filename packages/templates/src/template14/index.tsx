import '@fontsource/barlow-condensed/latin-500.css';
import '@fontsource/barlow-condensed/latin-700.css';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { AppLayout } from '../shared/app-layout';
import * as blocks from '../shared/home-blocks';
import { casinoSections, SportsHome } from '../shared/match-board';
import { Board, Hero, ScoreTicker } from './art';
import * as icons from './icons';
import './template14.css';

/**
 * "Scoreboard": the app frame with a sports rail and a live ticker of the upcoming matches; every
 * upcoming line in one dense table of LED odds.
 */
const template14: TemplateRecipe<'template14'> = {
  id: 'template14',
  tokens: () => import('./tokens'),
  layout: layoutPart(AppLayout, {
    icons,
    lead: ['sportsbook'],
    panelLabel: 't14_sportsRail',
    accountMenu: true,
    headerEnd: <ScoreTicker />,
    sheetAccount: 'menu',
    touchGames: true,
  }),
  home: part(SportsHome, {
    sections: [
      part(Hero),
      part(blocks.Ticker, { kind: 'still', lead: <icons.Icon name="megaphone" /> }),
      part(Board),
      part(blocks.CategorySection, { sportsFirst: true, glyph: icons.categoryGlyph }),
      ...casinoSections,
    ],
  }),
};

export default template14;
