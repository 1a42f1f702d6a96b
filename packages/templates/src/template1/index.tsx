import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { Home, Top10 } from '../shared/home';
import * as blocks from '../shared/home-blocks';
import { LobbyLayout } from '../shared/lobby-layout';
import { Hero } from './art';
import * as icons from './icons';
import './template1.css';

/** "Classic lobby": top bar, category row, banner strip. */
const template1: TemplateRecipe<'template1'> = {
  id: 'template1',
  tokens: () => import('./tokens'),
  layout: layoutPart(LobbyLayout, { icons }),
  home: part(Home, {
    look: 'pf-stacked-cards',
    grid: true,
    sections: [
      part(Hero),
      part(blocks.Ticker, {
        kind: 'marquee',
        lead: (
          <span className="t1-marquee__badge">
            <icons.Icon name="megaphone" />
          </span>
        ),
      }),
      part(AppDownloadBar),
      part(blocks.CategorySection, { glyph: icons.categoryGlyph }),
      part(blocks.RecentlyPlayed),
      part(blocks.GameRows, { wrap: true }),
      part(blocks.ProviderStrip, { list: 'tiles' }),
      part(Top10, { wrap: true }),
    ],
  }),
};

export default template1;
