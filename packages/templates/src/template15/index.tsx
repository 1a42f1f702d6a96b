import '@fontsource/space-grotesk/latin-400.css';
import '@fontsource/space-grotesk/latin-700.css';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import * as blocks from '../shared/home-blocks';
import { LobbyLayout } from '../shared/lobby-layout';
import { casinoSections, SportsHome } from '../shared/match-board';
import { Hero, Matches, Sections } from './art';
import * as icons from './icons';
import './template15.css';

/**
 * "Pitch": sports first in the navigation, the Sports / Games / Live tabs under it; match cards
 * with two teams facing, then the casino.
 */
const template15: TemplateRecipe<'template15'> = {
  id: 'template15',
  tokens: () => import('./tokens'),
  layout: layoutPart(LobbyLayout, {
    icons,
    strip: true,
    lead: ['sportsbook'],
    headerEnd: <Sections />,
  }),
  home: part(SportsHome, {
    sections: [
      part(Hero),
      part(blocks.Ticker, { kind: 'running', lead: <icons.Icon name="megaphone" /> }),
      part(Matches),
      part(blocks.CategorySection, {
        sportsFirst: true,
        columns: true,
        glyph: icons.categoryGlyph,
      }),
      ...casinoSections,
    ],
  }),
};

export default template15;
