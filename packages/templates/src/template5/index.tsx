import '@fontsource/poppins/latin-400.css';
import '@fontsource/poppins/latin-600.css';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { panelHome } from '../shared/panel-home';
import { TabLayout } from '../shared/tab-bar';
import { Hero } from './art';
import * as icons from './icons';
import './template5.css';

/**
 * "Aurora": glass over a blurred backdrop, the navigation as pill chips in a sideways-scrolling
 * strip; a glass card with the welcome beside the main banner, then a strip of promo banners.
 */
const template5: TemplateRecipe<'template5'> = {
  id: 'template5',
  tokens: () => import('./tokens'),
  layout: layoutPart(TabLayout, {
    icons,
    backdrop: <div className="t5-backdrop" aria-hidden="true" />,
  }),
  home: panelHome({
    hero: part(Hero),
    glyph: (key) => <span className="pf-dot">{icons.categoryGlyph(key)}</span>,
    panelMarquee: true,
    panelTiles: true,
    providers: 'scroll',
    badge: (
      <span className="pf-dot t5-marquee__badge">
        <icons.Icon name="megaphone" />
      </span>
    ),
  }),
};

export default template5;
