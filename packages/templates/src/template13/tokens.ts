import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { lobbyButton, stripDesktop } from '../shared/presets';

/** template13 "Stadium": night match under floodlights; each variant a different ground. */
export const palettes: Palettes<'template13'> = {
  pitch: {
    bg: '#07140d',
    surface: '#0f2418',
    fg: '#effaf2',
    muted: '#a3c4ae',
    primary: '#3ddc84',
    'primary-contrast': '#03140a',
    accent: '#e8f56a',
    border: '#24503a',
    success: '#5ee89a',
    warning: '#ffc94d',
    danger: '#ff8577',
  },
  derby: {
    bg: '#170709',
    surface: '#2a0f14',
    fg: '#fff1f2',
    muted: '#dcaab2',
    primary: '#ff4d63',
    'primary-contrast': '#1a0205',
    accent: '#7fd6ff',
    border: '#5a2530',
    success: '#5ee89a',
    warning: '#ffc94d',
    danger: '#ff9b8f',
  },
  arena: {
    bg: '#060c1f',
    surface: '#0e1838',
    fg: '#eef3ff',
    muted: '#a5b4dd',
    primary: '#4d8dff',
    'primary-contrast': '#020818',
    accent: '#ff9f43',
    border: '#24346b',
    success: '#5ee89a',
    warning: '#ffd166',
    danger: '#ff8a8a',
  },
  trophy: {
    bg: '#120e04',
    surface: '#241c09',
    fg: '#fff9e8',
    muted: '#d6c59a',
    primary: '#f2b705',
    'primary-contrast': '#181000',
    accent: '#f4f1e6',
    border: '#4d3d14',
    success: '#6fe3a0',
    warning: '#ffb347',
    danger: '#ff8f7a',
  },
  stadium: {
    bg: '#eef1f4',
    surface: '#ffffff',
    fg: '#10161f',
    muted: '#4a5564',
    primary: '#0b6e4f',
    'primary-contrast': '#ffffff',
    accent: '#c2410c',
    border: '#c5ccd6',
    success: '#15803d',
    warning: '#a16207',
    danger: '#c81e1e',
  },
};

export const shape: Shape = {
  radius: '6px',
  'radius-lg': '14px',
  shadow: '0 10px 30px rgb(0 0 0 / 0.35)',
  'font-body': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'font-display': '"Oswald", "Arial Narrow", Impact, sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-frame-bg':
      'radial-gradient(60rem 28rem at 10% -6rem, color-mix(in srgb, var(--pf-accent) 14%, transparent), transparent 70%), radial-gradient(60rem 28rem at 90% -6rem, color-mix(in srgb, var(--pf-primary) 16%, transparent), transparent 70%), var(--pf-bg)',
    '--pf-frame-display': 'block',
    '--pf-main-padding': '0.75rem 0.75rem 2rem',
    '--pf-ticker-from': '60vw',
    '--pf-ticker-still-padding': '0',
    '--pf-drawer-title-font': 'var(--pf-font-display)',
    '--pf-drawer-title-tracking': '0.02em',
    '--pf-drawer-title-case': 'uppercase',
    // Category tiles: the glyph over the name, in the display face.
    '--pf-categories-display': 'grid',
    '--pf-categories-columns': 'repeat(auto-fill, minmax(6.5rem, 1fr))',
    '--pf-categories-gap': '0.5rem',
    '--pf-category-direction': 'column',
    '--pf-category-align': 'center',
    '--pf-category-justify': 'center',
    '--pf-category-gap': '0.375rem',
    '--pf-category-height': '4.5rem',
    '--pf-category-padding': '0.5rem',
    '--pf-category-border': '1px solid var(--pf-border)',
    '--pf-category-radius': 'var(--pf-radius)',
    '--pf-category-bg': 'var(--pf-surface)',
    '--pf-category-font': 'var(--pf-font-display)',
    '--pf-category-weight': '500',
    '--pf-category-tracking': '0.04em',
    '--pf-category-text-align': 'center',
    '--pf-category-case': 'uppercase',
    '--pf-provider-flex': 'none',
    '--pf-provider-width': '7.5rem',
    '--pf-provider-padding': '0.375rem',
    '--pf-provider-border': '1px solid var(--pf-border)',
    '--pf-provider-radius': 'var(--pf-radius)',
    '--pf-provider-bg': 'var(--pf-surface)',
    '--pf-footer-rule': '3px solid var(--pf-primary)',
  },
  769: {
    ...stripDesktop,
    '--pf-brand-size': '1.625rem',
    '--pf-main-padding': '1.25rem 1.25rem 3rem',
    '--pf-home-gap': '2rem',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...lobbyButton,
    '--pf-btn-font': 'var(--pf-font-display)',
    '--pf-btn-weight': '500',
    '--pf-btn-tracking': '0.04em',
    '--pf-btn-case': 'uppercase',
    '--pf-btn-hover-border': 'var(--pf-accent)',
  },
  icon: {
    '--pf-icon-size': '1.25rem',
  },
};
