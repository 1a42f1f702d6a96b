import '@fontsource/space-grotesk/latin-400.css';
import '@fontsource/space-grotesk/latin-700.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { Top10 } from '../shared/home';
import { CategorySection, GameRows, ProviderStrip, Ticker } from '../shared/home-blocks';
import { LobbyLayout } from '../shared/lobby-layout';
import { SportsHome } from '../shared/match-board';
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
      part(Ticker, { kind: 'running', lead: <icons.Icon name="megaphone" /> }),
      part(Matches),
      part(CategorySection, { sportsFirst: true, columns: true, glyph: icons.categoryGlyph }),
      part(GameRows, { wrap: true, recent: true, more: ['hot'] }),
      part(ProviderStrip, {
        list: 'scroll',
        logoWidth: 120,
        logoHeight: 48,
        lazyImage: true,
        sportsFirst: true,
      }),
      part(Top10),
      part(AppDownloadBar),
    ],
  }),
};

export default template15;
