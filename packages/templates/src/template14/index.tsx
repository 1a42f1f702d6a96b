import '@fontsource/barlow-condensed/latin-500.css';
import '@fontsource/barlow-condensed/latin-700.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { AppLayout } from '../shared/app-layout';
import { Top10 } from '../shared/home';
import { CategorySection, GameRows, ProviderStrip, Ticker } from '../shared/home-blocks';
import { SportsHome } from '../shared/match-board';
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
      part(Ticker, { kind: 'still', lead: <icons.Icon name="megaphone" /> }),
      part(Board),
      part(CategorySection, { sportsFirst: true, glyph: icons.categoryGlyph }),
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

export default template14;
