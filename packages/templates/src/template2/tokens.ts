import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { panelHeroDesktop, panelHeroTablet, snugButton } from '../shared/presets';

/** template2 "Royal casino": deep velvet grounds with metallic accents; gold is the ivory daylight variant. */
export const palettes: Palettes<'template2'> = {
  royal: {
    bg: '#0b1030',
    surface: '#141c47',
    fg: '#f6f1e3',
    muted: '#c2bca8',
    primary: '#d4af37',
    'primary-contrast': '#1a1405',
    accent: '#8fa8ff',
    border: '#3a3f72',
    success: '#5fd38d',
    warning: '#f2c14e',
    danger: '#ff8a80',
  },
  crimson: {
    bg: '#1a0609',
    surface: '#2b0d12',
    fg: '#fbefe9',
    muted: '#dcb5ad',
    primary: '#e8485c',
    'primary-contrast': '#1a0205',
    accent: '#e9c46a',
    border: '#5a2229',
    success: '#6fd49a',
    warning: '#f6c453',
    danger: '#ff9e9e',
  },
  teal: {
    bg: '#04191a',
    surface: '#0a2a2b',
    fg: '#eefaf7',
    muted: '#a9cbc5',
    primary: '#2ec4b6',
    'primary-contrast': '#021413',
    accent: '#e3c27a',
    border: '#1f4a4a',
    success: '#7be0a5',
    warning: '#f5c76a',
    danger: '#ff9a8f',
  },
  gold: {
    bg: '#f7f0df',
    surface: '#fffaee',
    fg: '#2a1f0c',
    muted: '#5f4f31',
    primary: '#7a5a0c',
    'primary-contrast': '#ffffff',
    accent: '#8b1e3f',
    border: '#c9b27a',
    success: '#2e7d32',
    warning: '#8f5a00',
    danger: '#b42318',
  },
  slate: {
    bg: '#14171c',
    surface: '#1e232b',
    fg: '#eef1f5',
    muted: '#b3bac6',
    primary: '#c3cbd8',
    'primary-contrast': '#14171c',
    accent: '#d9b65c',
    border: '#3b4350',
    success: '#6dd39a',
    warning: '#f0c35a',
    danger: '#ff8f8f',
  },
};

export const shape: Shape = {
  radius: '4px',
  'radius-lg': '8px',
  shadow: '0 10px 30px rgb(0 0 0 / 0.45)',
  'font-body': 'Georgia, "Times New Roman", serif',
  'font-display': 'Cinzel, Georgia, serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-tab-color': 'var(--pf-muted)',
    '--pf-account-panel-border': '3px double var(--pf-accent)',
    '--pf-frame-bg':
      'radial-gradient(ellipse at top, color-mix(in srgb, var(--pf-accent) 12%, transparent), transparent 60%), var(--pf-bg)',
    '--pf-skip-radius': '0',
    '--pf-main-width': '76rem',
    '--pf-panel-home-heading-size': '1.375rem',
    '--pf-panel-home-heading-tracking': '0.08em',
    '--pf-panel-home-tile-min': '7rem',
    '--pf-marquee-duration': '32s',
    '--pf-logo-tile-border': '3px double var(--pf-border)',
    '--pf-tabs-space': '4.5rem',
    '--pf-tabs-chat-bottom': 'calc(3.75rem + 4px + 0.75rem + env(safe-area-inset-bottom))',
    '--pf-tab-nav-display': 'none',
    '--pf-hero-image-min': '14rem',
    '--pf-tab-account-gap': '0.5rem',
    '--pf-overlay-bg': 'color-mix(in srgb, var(--pf-bg) 75%, transparent)',
    // The sheet links, in the sheet and in the account menu.
    '--pf-tab-sheet-link-border': '3px double var(--pf-border)',
    '--pf-drawer-title-font': 'var(--pf-font-display)',
    '--pf-drawer-title-tracking': '0.08em',
    '--pf-footer-justify': 'center',
    '--pf-footer-padding': '2rem 1rem',
    '--pf-footer-rule': '4px double var(--pf-accent)',
    '--pf-footer-bg': 'var(--pf-surface)',
    '--pf-footer-color': 'var(--pf-muted)',
    '--pf-footer-align': 'center',
  },
  768: panelHeroTablet,
  1200: panelHeroDesktop,
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...snugButton,
    '--pf-btn-border': '3px double var(--pf-accent)',
    '--pf-btn-font': 'var(--pf-font-display)',
    '--pf-btn-weight': '700',
    '--pf-btn-tracking': '0.06em',
    '--pf-btn-case': 'uppercase',
    '--pf-btn-hover-border': 'var(--pf-accent)',
    '--pf-btn-primary-border': 'var(--pf-primary-contrast)',
    '--pf-btn-primary-shadow': '0 0 0 1px var(--pf-primary)',
  },
  icon: {
    '--pf-icon-size': '1.375rem',
    '--pf-icon-stroke': '1.75',
  },
};
