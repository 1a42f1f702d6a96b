import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { lobbyButton, stripDesktop } from '../shared/presets';

/** template15 "Pitch": daylight sport on striped grass; four light variants and a night match. */
export const palettes: Palettes<'template15'> = {
  field: {
    bg: '#f1f7ef',
    surface: '#ffffff',
    fg: '#122015',
    muted: '#4b5d4e',
    primary: '#1e7a34',
    'primary-contrast': '#ffffff',
    accent: '#b03a8c',
    border: '#cfe0cc',
    success: '#1e7a34',
    warning: '#8f5a00',
    danger: '#c0262d',
  },
  blaze: {
    bg: '#fff5ec',
    surface: '#ffffff',
    fg: '#26150a',
    muted: '#6a5140',
    primary: '#c2410c',
    'primary-contrast': '#ffffff',
    accent: '#2454b8',
    border: '#f1d9c4',
    success: '#1e7a34',
    warning: '#8f5a00',
    danger: '#b91c1c',
  },
  rink: {
    bg: '#eef6fb',
    surface: '#ffffff',
    fg: '#0e1d2a',
    muted: '#485a6a',
    primary: '#0b6aa8',
    'primary-contrast': '#ffffff',
    accent: '#c23a4a',
    border: '#cfe1ee',
    success: '#1e7a34',
    warning: '#8f5a00',
    danger: '#c0262d',
  },
  podium: {
    bg: '#f6f3fb',
    surface: '#ffffff',
    fg: '#1b1428',
    muted: '#584d6b',
    primary: '#6b3fc4',
    'primary-contrast': '#ffffff',
    accent: '#9a6400',
    border: '#ddd3ee',
    success: '#1e7a34',
    warning: '#8f5a00',
    danger: '#c0262d',
  },
  floodlight: {
    bg: '#0b1410',
    surface: '#13211a',
    fg: '#eef8f1',
    muted: '#a6c0b0',
    primary: '#7be38f',
    'primary-contrast': '#07140b',
    accent: '#ffd55a',
    border: '#284234',
    success: '#7be38f',
    warning: '#ffc35a',
    danger: '#ff8a80',
  },
};

export const shape: Shape = {
  radius: '10px',
  'radius-lg': '18px',
  shadow: '0 4px 16px rgb(10 40 20 / 0.12)',
  'font-body': '"Space Grotesk", system-ui, -apple-system, "Segoe UI", sans-serif',
  'font-display': '"Space Grotesk", system-ui, -apple-system, "Segoe UI", sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-frame-display': 'block',
    '--pf-main-width': '72rem',
    '--pf-main-padding': '0.75rem 0.75rem 2rem',
    '--pf-frame-bg':
      'repeating-linear-gradient(90deg, color-mix(in srgb, var(--pf-primary) 7%, var(--pf-bg)) 0 3rem, var(--pf-bg) 3rem 6rem)',
    '--pf-ticker-duration': '26s',
    '--pf-brand-tracking': '-0.02em',
    '--pf-matches-margin': '0.5rem 0 0',
    '--pf-brand-case': 'none',
    '--pf-ticker-padding': '0 0.875rem',
    '--pf-ticker-radius': '999px',
    '--pf-ticker-bg': 'var(--pf-surface)',
    '--pf-ticker-shadow': 'var(--pf-shadow)',
    // A light header over the pitch; its sections in bold, as written.
    '--pf-strip-header-rule': '1px solid var(--pf-border)',
    '--pf-strip-header-bg': 'var(--pf-surface)',
    '--pf-strip-header-filter': 'none',
    '--pf-strip-link-weight': '700',
    '--pf-strip-link-tracking': '0',
    '--pf-strip-link-case': 'none',
    // Each match's picks as round chips.
    '--pf-pick-display': 'grid',
    '--pf-pick-gap': '0.125rem',
    '--pf-pick-padding': '0.375rem 0.25rem',
    '--pf-pick-border': '1px solid var(--pf-border)',
    '--pf-pick-radius': '999px',
    '--pf-pick-bg': 'var(--pf-surface)',
    '--pf-pick-align': 'center',
    '--pf-pick-label-color': 'var(--pf-muted)',
    '--pf-pick-label-size': '0.6875rem',
    '--pf-pick-label-wrap': 'anywhere',
    '--pf-drawer-title-font': 'var(--pf-font-display)',
    '--pf-drawer-title-tracking': '-0.02em',
    '--pf-category-align': 'center',
    '--pf-category-gap': '0.5rem',
    '--pf-category-height': '3rem',
    '--pf-category-padding': '0.5rem 0.75rem',
    '--pf-category-border': '1px solid var(--pf-border)',
    '--pf-category-radius': 'var(--pf-radius)',
    '--pf-category-bg': 'var(--pf-bg)',
    '--pf-category-weight': '700',
    '--pf-provider-flex': 'none',
    '--pf-provider-width': '7.5rem',
    '--pf-provider-padding': '0.25rem',
    '--pf-provider-border': '1px solid var(--pf-border)',
    '--pf-provider-radius': 'var(--pf-radius)',
    // The footer runs the page's width; its content keeps to the page's column.
    '--pf-footer-width': 'none',
    '--pf-footer-rule': '4px solid var(--pf-primary)',
    '--pf-footer-bg': 'var(--pf-surface)',
    '--pf-hero-title-size': 'clamp(1.75rem, 6vw, 3rem)',
    '--pf-category-hover-border': '1px solid var(--pf-primary)',
    '--pf-category-icon-color': 'var(--pf-primary)',
    // The current section ruled in the pitch's colour, its name as the text.
    '--pf-strip-current-rule': 'var(--pf-primary)',
    '--pf-strip-current-color': 'var(--pf-fg)',
    '--pf-heading-font': 'var(--pf-font-display)',
    '--pf-heading-tracking': '-0.02em',
  },
  768: {
    '--pf-matches-columns': 'repeat(2, minmax(0, 1fr))',
  },
  1024: {
    '--pf-matches-columns': 'repeat(3, minmax(0, 1fr))',
    ...stripDesktop,
    '--pf-strip-footer-padding': '2rem max(1.25rem, calc((100% - 72rem) / 2))',
    '--pf-main-padding': '1.25rem 1.25rem 3rem',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...lobbyButton,
    '--pf-btn-radius': '999px',
    '--pf-btn-font': 'var(--pf-font-display)',
    '--pf-btn-weight': '700',
    '--pf-btn-hover-border': 'var(--pf-accent)',
  },
  icon: {
    '--pf-icon-size': '1.25rem',
  },
};
