import '@fontsource/lora/latin-400.css';
import '@fontsource/montserrat/latin-700.css';
import { AppDownloadBar } from '@playfront/ui/download-bar';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { Column, Columns } from '../shared/columns';
import { Home, Top10 } from '../shared/home';
import * as blocks from '../shared/home-blocks';
import { LobbyLayout } from '../shared/lobby-layout';
import * as icons from './icons';
import { LeadStory, WireLabel } from './art';
import './template12.css';

/**
 * "Magazine": the masthead and its section row; the wire, then the lead story, the sections and
 * the rows in the main column beside a sidebar from 769px.
 */
const template12: TemplateRecipe<'template12'> = {
  id: 'template12',
  tokens: () => import('./tokens'),
  layout: layoutPart(LobbyLayout, { icons, strip: true }),
  home: part(Home, {
    sections: [
      part(blocks.Ticker, { kind: 'running', lead: <WireLabel /> }),
      part(Columns, {
        sections: [
          part(Column, {
            sections: [
              part(LeadStory),
              // The categories as the magazine's sections.
              part(blocks.CategorySection, { glyph: icons.categoryGlyph }),
              part(blocks.GameRows, { wrap: true, recent: true, more: ['hot'] }),
            ],
          }),
          part(Column, {
            side: true,
            sections: [
              part(Top10),
              part(blocks.ProviderStrip, {
                list: 'columns',
                logoWidth: 120,
                logoHeight: 48,
                lazyImage: true,
              }),
              part(AppDownloadBar),
            ],
          }),
        ],
      }),
    ],
  }),
};

export default template12;
