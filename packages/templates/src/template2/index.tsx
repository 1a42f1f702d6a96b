import '@fontsource/cinzel/latin-400.css';
import '@fontsource/cinzel/latin-700.css';
import { layoutPart } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { panelHome } from '../shared/panel-home';
import { TabLayout } from '../shared/tab-bar';
import { Crest } from './art';
import * as icons from './icons';
import './template2.css';

/**
 * "Royal casino": the crest over a centred navigation, bottom tabs on phones; a grand framed
 * banner with the welcome, flanked by two smaller framed banners on desktop.
 */
const template2: TemplateRecipe<'template2'> = {
  id: 'template2',
  tokens: () => import('./tokens'),
  layout: layoutPart(TabLayout, {
    icons,
    navGlyphs: false,
    brand: <Crest />,
    accountIcon: true,
    footer: <icons.Icon name="crest" />,
  }),
  home: panelHome({
    glyph: icons.categoryGlyph,
    badge: <icons.Icon name="megaphone" />,
    wrapHeadings: true,
  }),
};

export default template2;
