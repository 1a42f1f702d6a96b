import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-800.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { BarLayout } from '../shared/header-bar';
import { CategoryNav } from '../shared/header-blocks';
import { Home, Top10 } from '../shared/home';
import * as blocks from '../shared/home-blocks';
import { lineGlyph } from '../shared/svg-icon';
import { CategoryBand, Hero, ProviderLoop } from './art';
import { Wave } from './wave';
import './template10.css';

/** "Tropical": wave dividers between bands, a centred logo, the providers looping sideways. */
const template10: TemplateRecipe<'template10'> = {
  id: 'template10',
  tokens: () => import('./tokens'),
  layout: layoutPart(BarLayout, {
    logoHeight: 40,
    row: true,
    drawer: {
      button: 'icon-only',
      label: lineGlyph('M4 7h16M4 12h11M4 17h16'),
      close: lineGlyph('M6 6l12 12M18 6 6 18'),
      home: true,
    },
    account: { register: 'accent', menuButton: 'accent' },
    below: <CategoryNav home />,
    before: <Wave />,
    after: <Wave flip />,
  }),
  home: part(Home, {
    look: 'pf-bar-home',
    sections: [
      part(Hero),
      part(blocks.Ticker, { kind: 'loop' }),
      part(CategoryBand),
      part(blocks.RecentlyPlayed),
      part(blocks.GameRows, { wrap: true }),
      part(ProviderLoop),
      part(Top10),
      part(AppDownloadBar),
    ],
  }),
};

export default template10;
