import '@fontsource/fredoka/latin-500.css';
import '@fontsource/fredoka/latin-700.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { BarLayout } from '../shared/header-bar';
import { CategoryNav } from '../shared/header-blocks';
import { Home, Top10 } from '../shared/home';
import * as blocks from '../shared/home-blocks';
import { AccountLabel, Hero, tile, Welcome } from './art';
import { CloseGlyph, MenuGlyph } from './icons';
import './template6.css';

/**
 * "Fruit machine": chunky buttons, the category tiles first, then the announcements, the hero and
 * the games.
 */
const template6: TemplateRecipe<'template6'> = {
  id: 'template6',
  tokens: () => import('./tokens'),
  layout: layoutPart(BarLayout, {
    logoHeight: 40,
    drawer: { button: 'icon-only', label: <MenuGlyph />, close: <CloseGlyph />, home: true },
    account: { register: 'accent', menuLabel: <AccountLabel /> },
    before: <CategoryNav home />,
    footer: <div className="t6-stripe" aria-hidden="true" />,
  }),
  home: part(Home, {
    look: 'pf-bar-home',
    sections: [
      part(Welcome),
      part(blocks.CategorySection, { content: tile }),
      part(blocks.Ticker, { kind: 'loop' }),
      part(Hero),
      part(blocks.RecentlyPlayed),
      part(blocks.GameRows, { wrap: true }),
      part(blocks.ProviderStrip, { list: 'row', logoHeight: 48 }),
      part(Top10, { wrap: true }),
      part(AppDownloadBar),
    ],
  }),
};

export default template6;
