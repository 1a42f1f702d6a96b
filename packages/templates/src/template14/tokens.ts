import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { appFrame, lobbyButton } from '../shared/presets';

/** template14 "Scoreboard": a dark board lit by LED digits; each variant its own lamp colour. */
export const palettes: Palettes<'template14'> = {
  turf: {
    bg: '#050a07',
    surface: '#0d1711',
    fg: '#e9f5ec',
    muted: '#9cb8a4',
    primary: '#26d07c',
    'primary-contrast': '#021008',
    accent: '#ffd23f',
    border: '#1f3527',
    success: '#4be08f',
    warning: '#ffc53d',
    danger: '#ff7a6b',
  },
  flare: {
    bg: '#0d0604',
    surface: '#1c0e09',
    fg: '#fff0ea',
    muted: '#d6aa98',
    primary: '#ff6a2b',
    'primary-contrast': '#1a0700',
    accent: '#ffe066',
    border: '#40231a',
    success: '#59dd8f',
    warning: '#ffc53d',
    danger: '#ff8c8c',
  },
  court: {
    bg: '#040914',
    surface: '#0b1426',
    fg: '#e8f0ff',
    muted: '#9fb1d4',
    primary: '#36b3ff',
    'primary-contrast': '#01101c',
    accent: '#ff5fa2',
    border: '#1c2b4a',
    success: '#4be08f',
    warning: '#ffc53d',
    danger: '#ff7f7f',
  },
  medal: {
    bg: '#0c0a05',
    surface: '#19150b',
    fg: '#fbf5e4',
    muted: '#cbbd98',
    primary: '#e0b43a',
    'primary-contrast': '#140f00',
    accent: '#c0d6e4',
    border: '#3a321a',
    success: '#66dc95',
    warning: '#ffb86b',
    danger: '#ff8a7a',
  },
  tunnel: {
    bg: '#0a0a0c',
    surface: '#16161b',
    fg: '#f2f2f5',
    muted: '#aeaeb9',
    primary: '#c6ff3d',
    'primary-contrast': '#0f1400',
    accent: '#b18cff',
    border: '#2e2e38',
    success: '#4be08f',
    warning: '#ffc53d',
    danger: '#ff7f7f',
  },
};

export const shape: Shape = {
  radius: '4px',
  'radius-lg': '8px',
  shadow: '0 0 0 1px rgb(255 255 255 / 0.04), 0 12px 28px rgb(0 0 0 / 0.5)',
  'font-body': '"Barlow Condensed", "Arial Narrow", system-ui, sans-serif',
  'font-display': '"Barlow Condensed", "Arial Narrow", system-ui, sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    ...appFrame,
    '--pf-skip-weight': '600',
    '--pf-brand-size': '1.5rem',
    '--pf-brand-tracking': '0.06em',
    '--pf-brand-case': 'uppercase',
    '--pf-board-status-padding': '1rem',
    '--pf-board-status-border': '1px dashed var(--pf-border)',
    '--pf-overlay-bg': 'color-mix(in srgb, var(--pf-fg) 45%, transparent)',
    '--pf-drawer-title-font': 'var(--pf-font-display)',
    '--pf-drawer-title-tracking': '0.04em',
    '--pf-drawer-title-case': 'uppercase',
    '--pf-categories-display': 'grid',
    '--pf-categories-columns': 'repeat(auto-fill, minmax(7rem, 1fr))',
    '--pf-categories-gap': '0.375rem',
    '--pf-category-align': 'center',
    '--pf-category-gap': '0.5rem',
    '--pf-category-height': '2.75rem',
    '--pf-category-padding': '0.375rem 0.625rem',
    '--pf-category-border': '1px solid var(--pf-border)',
    '--pf-category-radius': 'var(--pf-radius)',
    '--pf-category-bg': 'var(--pf-surface)',
    '--pf-category-weight': '700',
    '--pf-category-case': 'uppercase',
    '--pf-provider-flex': 'none',
    '--pf-provider-width': '7rem',
    '--pf-provider-padding': '0.25rem',
    '--pf-provider-border': '1px solid var(--pf-border)',
    '--pf-provider-bg': 'var(--pf-surface)',
    '--pf-footer-padding': '1rem 0.75rem',
    '--pf-footer-rule': '2px solid var(--pf-primary)',
    '--pf-footer-color': 'var(--pf-muted)',
    '--pf-footer-size': '0.9375rem',
    // The scoreboard's header: scan lines over the page's colour, a lamp-coloured rule.
    '--pf-app-bar-rule': '2px solid var(--pf-primary)',
    '--pf-app-bar-bg':
      'repeating-linear-gradient(0deg, color-mix(in srgb, var(--pf-fg) 3%, transparent) 0 1px, transparent 1px 4px), var(--pf-bg)',
  },
  769: {
    '--pf-footer-padding': '1.5rem 1.25rem',
    // A rail of links beside the page in place of the tab bar.
    '--pf-app-tabbar-display': 'none',
    '--pf-app-bar-padding': '0.5rem 1.25rem',
    '--pf-app-frame-display': 'grid',
    '--pf-app-frame-columns': '14rem minmax(0, 1fr)',
    '--pf-app-panel-position': 'sticky',
    '--pf-app-panel-top': '6.5rem',
    '--pf-app-panel-display': 'grid',
    '--pf-app-panel-content': 'start',
    '--pf-app-panel-gap': '1rem',
    '--pf-app-panel-max-height': 'calc(100vh - 6.5rem)',
    '--pf-app-panel-padding': '0.75rem 0.5rem',
    '--pf-app-panel-overflow': 'auto',
    '--pf-app-panel-rule': '1px solid var(--pf-border)',
    '--pf-app-panel-bg': 'var(--pf-surface)',
    '--pf-app-balance': 'grid',
    '--pf-main-padding': '1rem 1.25rem 2rem',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...lobbyButton,
    '--pf-btn-tracking': '0.04em',
    '--pf-btn-case': 'uppercase',
  },
  icon: {
    '--pf-icon-size': '1.375rem',
  },
};
