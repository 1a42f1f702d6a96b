import '@fontsource/exo-2/latin-400.css';
import '@fontsource/exo-2/latin-700.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { BarLayout } from '../shared/header-bar';
import { Home, Top10 } from '../shared/home';
import * as blocks from '../shared/home-blocks';
import { Hero, numbered, Rail, TabBar } from './art';
import './template9.css';

/** "Cyber": clipped corners, a side rail on desktop, a tab bar on phones, monospace digits. */
const template9: TemplateRecipe<'template9'> = {
  id: 'template9',
  tokens: () => import('./tokens'),
  layout: layoutPart(BarLayout, { logoHeight: 32, before: <Rail />, end: <TabBar /> }),
  home: part(Home, {
    look: 'pf-bar-home',
    sections: [
      part(Hero),
      part(blocks.Ticker, { kind: 'loop' }),
      part(blocks.CategorySection, { content: numbered }),
      part(blocks.RecentlyPlayed),
      part(blocks.GameRows, { wrap: true }),
      part(blocks.ProviderStrip, { list: 'row', logoHeight: 48 }),
      part(Top10, { wrap: true }),
      part(AppDownloadBar),
    ],
  }),
};

export default template9;
