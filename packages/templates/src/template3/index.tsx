import '@fontsource/orbitron/latin-500.css';
import '@fontsource/orbitron/latin-800.css';
import { layoutPart } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { panelHome } from '../shared/panel-home';
import { TabLayout } from '../shared/tab-bar';
import * as icons from './icons';
import './template3.css';

/**
 * "Neon arcade": a desktop side rail (from 1200px) of icons with labels, the current one lit; an
 * arcade "screen" banner with the welcome, next to two lit side banners.
 */
const template3: TemplateRecipe<'template3'> = {
  id: 'template3',
  tokens: () => import('./tokens'),
  layout: layoutPart(TabLayout, { icons, rail: true }),
  home: panelHome({
    glyph: icons.categoryGlyph,
    panelMarquee: true,
    badge: (
      <span className="t3-marquee__badge">
        <icons.Icon name="megaphone" />
      </span>
    ),
  }),
};

export default template3;
