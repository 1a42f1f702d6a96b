import '@fontsource/rubik/latin-400.css';
import '@fontsource/rubik/latin-600.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { AppLayout } from '../shared/app-layout';
import { Column } from '../shared/columns';
import { Home, Top10 } from '../shared/home';
import * as blocks from '../shared/home-blocks';
import { GameLists, Hello } from './art';
import * as icons from './icons';
import './template11.css';

/**
 * "Compact app": a 480px column with an app bar, a side panel from 769px, a tab bar and menu
 * sheet below; the game lists behind a segmented control.
 */
const template11: TemplateRecipe<'template11'> = {
  id: 'template11',
  tokens: () => import('./tokens'),
  // Not "categories": a category page has its own category nav of that name.
  layout: layoutPart(AppLayout, { icons, panelLabel: 'menu', sheetAccount: 'group' }),
  home: part(Home, {
    sections: [
      part(Column, {
        sections: [
          part(Hello),
          // Swipeable banners, captioned from the texts.
          part(blocks.BannerLinks, {
            priorityFirst: true,
            banners: [
              { n: 1, to: '/promotions', label: 't11_bannerText' },
              { n: 3, to: '/promotions', label: 'promotions' },
              { n: 5, to: '/vip', label: 'vip' },
            ],
          }),
          part(blocks.Ticker, { kind: 'running', lead: <icons.Icon name="megaphone" /> }),
          part(blocks.CategorySection, { glyph: icons.categoryGlyph }),
          part(blocks.RecentlyPlayed),
          part(GameLists),
          part(blocks.ProviderStrip, { lazyImage: true }),
        ],
      }),
      part(Column, { side: true, sections: [part(Top10), part(AppDownloadBar)] }),
    ],
  }),
};

export default template11;
