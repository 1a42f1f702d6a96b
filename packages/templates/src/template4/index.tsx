import '@fontsource/playfair-display/latin-700.css';
import { layoutPart, part } from '../recipe/part';
import type { TemplateRecipe } from '../recipe/types';
import { LobbyLayout } from '../shared/lobby-layout';
import { panelHome, PanelHero } from '../shared/panel-home';
import * as icons from './icons';
import { MainMenu } from './art';
import './template4.css';

/**
 * "Jade palace": a two-level menu in the top bar, an ornament over the footer; a scroll-like
 * banner with the welcome on a paper panel, then captioned side banners.
 */
const template4: TemplateRecipe<'template4'> = {
  id: 'template4',
  tokens: () => import('./tokens'),
  layout: layoutPart(LobbyLayout, {
    icons,
    menu: <MainMenu />,
    footer: <div className="t4-ornament" aria-hidden="true" />,
  }),
  home: panelHome({
    hero: part(PanelHero, { more: [{ n: 4, to: '/hot', label: 'hotGames' }] }),
    stackedCards: false,
    glyph: icons.categoryGlyph,
    badge: <icons.Icon name="megaphone" />,
    wrapHeadings: true,
  }),
};

export default template4;
