import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { snugButton } from '../shared/presets';

/** template4 "Jade palace": warm rice-paper grounds with lacquer colours; graphite is the ink-night variant. */
export const palettes: Palettes<'template4'> = {
  jade: {
    bg: '#f4eddc',
    surface: '#fffaee',
    fg: '#1f2a22',
    muted: '#4d5a4f',
    primary: '#0f6b4f',
    'primary-contrast': '#ffffff',
    accent: '#a3452a',
    border: '#cdbf9c',
    success: '#2b7a3d',
    warning: '#8a5b00',
    danger: '#b3261e',
  },
  garnet: {
    bg: '#f6ebe2',
    surface: '#fff8f2',
    fg: '#2d1a1a',
    muted: '#5e4444',
    primary: '#8e1b2c',
    'primary-contrast': '#ffffff',
    accent: '#8a6212',
    border: '#d7bfae',
    success: '#2e7a3a',
    warning: '#8a5900',
    danger: '#b3261e',
  },
  cobalt: {
    bg: '#eef0ea',
    surface: '#fbfcf7',
    fg: '#172033',
    muted: '#46516a',
    primary: '#1f4aa8',
    'primary-contrast': '#ffffff',
    accent: '#9a4a14',
    border: '#c3c9c0',
    success: '#2b7a3d',
    warning: '#8a5b00',
    danger: '#b3261e',
  },
  saffron: {
    bg: '#fbf1d9',
    surface: '#fffaeb',
    fg: '#2e2208',
    muted: '#5f4c22',
    primary: '#9a5800',
    'primary-contrast': '#ffffff',
    accent: '#7a2e63',
    border: '#dcc58f',
    success: '#2d7538',
    warning: '#8a4f00',
    danger: '#ad2318',
  },
  graphite: {
    bg: '#1b1c1e',
    surface: '#26272a',
    fg: '#f1ece1',
    muted: '#bdb6a7',
    primary: '#7fd1ae',
    'primary-contrast': '#0c2219',
    accent: '#e7a56b',
    border: '#46474b',
    success: '#72d691',
    warning: '#f2c35a',
    danger: '#ff8e86',
  },
};

export const shape: Shape = {
  radius: '6px',
  'radius-lg': '14px',
  shadow: '0 6px 18px rgb(60 40 10 / 0.14)',
  'font-body': '"Helvetica Neue", Arial, sans-serif',
  'font-display': '"Playfair Display", Georgia, serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-frame-bg':
      'radial-gradient(circle at 20% 10%, color-mix(in srgb, var(--pf-accent) 6%, transparent), transparent 40%), radial-gradient(circle at 80% 70%, color-mix(in srgb, var(--pf-primary) 6%, transparent), transparent 45%), var(--pf-bg)',
    '--pf-brand-size': '1.375rem',
    '--pf-brand-color': 'var(--pf-primary)',
    '--pf-panel-home-heading-size': '1.5rem',
    '--pf-panel-home-side-columns': 'repeat(3, minmax(0, 1fr))',
    '--pf-panel-home-side-gap': '0.75rem',
    '--pf-panel-home-tiles-gap': '1rem 0.75rem',
    '--pf-panel-home-copy-align': 'center',
    '--pf-panel-home-copy-gap': '0.625rem',
    '--pf-panel-home-copy-padding': '1.25rem 1rem 1.5rem',
    '--pf-panel-home-copy-text-align': 'center',
    '--pf-panel-home-title-font': 'var(--pf-font-display)',
    '--pf-panel-home-title-size': 'clamp(1.5rem, 5vw, 2.75rem)',
    '--pf-panel-home-title-leading': '1.2',
    '--pf-panel-home-text-width': '44ch',
    '--pf-panel-home-text-color': 'var(--pf-muted)',
    '--pf-panel-home-heading-display': 'flex',
    '--pf-panel-home-heading-align': 'center',
    '--pf-panel-home-heading-gap': '0.75rem',
    '--pf-panel-home-tile-direction': 'column',
    '--pf-panel-home-tile-gap': '0.5rem',
    '--pf-panel-home-tile-height': '2.75rem',
    '--pf-panel-home-tile-weight': '600',
    '--pf-panel-home-tile-text-align': 'center',
    '--pf-panel-home-top10-padding': '0.5rem',
    '--pf-marquee-padding': '0 1rem',
    '--pf-marquee-border': '1px solid var(--pf-border)',
    '--pf-marquee-border-start': '4px solid var(--pf-accent)',
    '--pf-marquee-bg': 'var(--pf-surface)',
    '--pf-logo-tile-radius': 'var(--pf-radius)',
    '--pf-logo-tile-img-height': '2.25rem',
    '--pf-lobby-link-gap': '0.625rem',
    '--pf-lobby-link-padding': '0.375rem 0.75rem',
    '--pf-overlay-bg': 'color-mix(in srgb, var(--pf-fg) 45%, transparent)',
    '--pf-drawer-shadow': 'var(--pf-shadow)',
    '--pf-drawer-title-font': 'var(--pf-font-display)',
    '--pf-footer-padding': '0 1rem 2rem',
    '--pf-footer-bg': 'var(--pf-surface)',
    '--pf-footer-color': 'var(--pf-muted)',
  },
  768: {
    '--pf-main-padding': '1.5rem',
  },
  999: {
    '--pf-brand-size': '1.625rem',
    '--pf-brand-end': '0',
    '--pf-panel-home-hero-columns': '2fr 1fr',
    '--pf-panel-home-side-columns': '1fr',
    '--pf-footer-padding': '0 max(1.5rem, calc((100% - 77rem) / 2)) 2rem',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...snugButton,
  },
  icon: {
    '--pf-icon-size': '1.25rem',
    '--pf-icon-stroke': '1.75',
  },
};
