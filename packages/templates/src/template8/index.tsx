import '@fontsource/bebas-neue/latin-400.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { BarLayout } from '../shared/header-bar';
import { CategoryNav } from '../shared/header-blocks';
import { Home, Top10 } from '../shared/home';
import * as blocks from '../shared/home-blocks';
import { lineGlyph } from '../shared/svg-icon';
import { BadgedGrid, FooterSign, Hero } from './art';
import './template8.css';

/** "Vegas strip": marquee bulbs, the categories under the header row, dense badged grids. */
const template8: TemplateRecipe<'template8'> = {
  id: 'template8',
  tokens: () => import('./tokens'),
  layout: layoutPart(BarLayout, {
    logoHeight: 36,
    row: true,
    drawer: {
      button: 'icon-only',
      label: lineGlyph('M4 6h16M4 12h16M4 18h16'),
      close: lineGlyph('M6 6l12 12M18 6 6 18'),
    },
    account: { login: 'plain', register: 'primary', deposit: 'primary', depositAlways: true },
    below: <CategoryNav />,
    footer: <FooterSign />,
  }),
  home: part(Home, {
    look: 'pf-bar-home',
    sections: [
      part(Hero),
      part(blocks.Ticker, { kind: 'loop' }),
      part(blocks.CategorySection),
      part(BadgedGrid, { row: 'hot' }),
      part(blocks.RecentlyPlayed),
      part(blocks.GameRows, { rows: ['featured', 'popular'] }),
      part(BadgedGrid, { row: 'new' }),
      part(blocks.ProviderStrip, { list: 'row', logoHeight: 48 }),
      part(Top10),
      part(AppDownloadBar),
    ],
  }),
};

export default template8;
