import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/lora/latin-500.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { BarLayout } from '../shared/header-bar';
import { CategoryNav } from '../shared/header-blocks';
import { Home, Top10 } from '../shared/home';
import * as blocks from '../shared/home-blocks';
import { FooterName, Hero, Notes, Split, Word } from './art';
import './template7.css';

/**
 * "Minimal editorial": serif headings, text buttons, the categories in the header row; a ranked
 * chart of popular games beside the hot ones.
 */
const template7: TemplateRecipe<'template7'> = {
  id: 'template7',
  tokens: () => import('./tokens'),
  layout: layoutPart(BarLayout, {
    logoHeight: 32,
    nav: <CategoryNav />,
    account: { login: 'text', deposit: 'plain', menuButton: 'text', signOut: 'text' },
    drawer: {
      button: 'text',
      label: <Word text="menu" />,
      closeButton: 'text',
      close: <Word text="close" />,
    },
    drawerLast: true,
    footer: <FooterName />,
  }),
  home: part(Home, {
    look: 'pf-bar-home',
    sections: [
      part(Hero),
      part(Notes),
      part(blocks.CategorySection, { ordered: true }),
      part(Split),
      part(blocks.RecentlyPlayed),
      part(blocks.GameRows, { rows: ['featured', 'new'] }),
      part(blocks.ProviderStrip, { logoWidth: 88, logoHeight: 44 }),
      part(Top10),
      part(AppDownloadBar),
    ],
  }),
};

export default template7;
