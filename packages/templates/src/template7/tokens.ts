import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';

/** template7 "Minimal editorial": paper-like light variants and two quiet dark ones, one ink colour each. */
export const palettes: Palettes<'template7'> = {
  mint: {
    bg: '#fbfdfc',
    surface: '#f1f7f4',
    fg: '#15201b',
    muted: '#4c5e56',
    primary: '#0f7a57',
    'primary-contrast': '#ffffff',
    accent: '#a0460f',
    border: '#cfded7',
    success: '#137a3f',
    warning: '#8f5b00',
    danger: '#b42318',
  },
  rose: {
    bg: '#fffafa',
    surface: '#fbeef0',
    fg: '#2a1418',
    muted: '#6a4a50',
    primary: '#b3264a',
    'primary-contrast': '#ffffff',
    accent: '#5b4bb7',
    border: '#ecd3d8',
    success: '#137a3f',
    warning: '#8f5b00',
    danger: '#b42318',
  },
  indigo: {
    bg: '#12142b',
    surface: '#1b1e3d',
    fg: '#eceefe',
    muted: '#a9aedb',
    primary: '#8f9bff',
    'primary-contrast': '#0d1030',
    accent: '#f2c36b',
    border: '#30356a',
    success: '#6fdc9b',
    warning: '#f2c36b',
    danger: '#ff9c9c',
  },
  honey: {
    bg: '#fffcf3',
    surface: '#fbf2d9',
    fg: '#2a2108',
    muted: '#5f5330',
    primary: '#7a5a00',
    'primary-contrast': '#ffffff',
    accent: '#1f6f8b',
    border: '#eadbb0',
    success: '#137a3f',
    warning: '#8f4a00',
    danger: '#b42318',
  },
  charcoal: {
    bg: '#161616',
    surface: '#202020',
    fg: '#f2f2f0',
    muted: '#b5b5b0',
    primary: '#e8e6df',
    'primary-contrast': '#161616',
    accent: '#7fc8a9',
    border: '#3a3a3a',
    success: '#7fd4a0',
    warning: '#f0c674',
    danger: '#ff9a8f',
  },
};

export const shape: Shape = {
  radius: '2px',
  'radius-lg': '4px',
  shadow: 'none',
  'font-body': '"Inter", system-ui, -apple-system, "Segoe UI", sans-serif',
  'font-display': '"Lora", Georgia, "Times New Roman", serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-frame-overflow': 'visible',
    '--pf-skip-radius': '0',
    '--pf-skip-bg': 'var(--pf-fg)',
    '--pf-skip-color': 'var(--pf-bg)',
    '--pf-skip-weight': '400',
    '--pf-skip-inset': '1rem',
    '--pf-bar-logo-color': 'var(--pf-fg)',
    '--pf-bar-logo-font': 'var(--pf-font-display)',
    '--pf-bar-logo-size': '1.3rem',
    '--pf-bar-logo-weight': '500',
    '--pf-bar-logo-tracking': '-0.01em',
    '--pf-bar-logo-height': '2rem',
    '--pf-bar-panel-offset': '0.75rem',
    '--pf-bar-panel-padding': '0.25rem 1.25rem 0.75rem',
    '--pf-bar-panel-bg': 'var(--pf-bg)',
    '--pf-bar-links-end': '1.5rem',
    '--pf-bar-links-rule': '1px solid var(--pf-fg)',
    '--pf-main-width': '72rem',
    '--pf-main-padding': '2rem 1rem 4rem',
    '--pf-home-gap': '3.5rem',
    '--pf-hero-actions-gap': '0.75rem',
    '--pf-home-heading-weight': '500',
    '--pf-home-heading-tracking': '-0.01em',
    '--pf-home-heading-size': '1.5rem',
    '--pf-home-heading-end': '1rem',
  },
  640: {
    '--pf-home-categories': 'repeat(3, minmax(0, 1fr))',
  },
  1024: {
    '--pf-main-padding': '4rem 2.5rem 6rem',
    '--pf-home-gap': '5rem',
    '--pf-bar-wide': 'inline-flex',
    '--pf-bar-nav': 'block',
    '--pf-bar-burger': 'none',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    '--pf-btn-gap': '0',
    '--pf-btn-padding': '0.4rem 1.1rem',
    '--pf-btn-border': '1px solid var(--pf-fg)',
    '--pf-btn-bg': 'transparent',
    '--pf-btn-line-height': '1.55',
    '--pf-btn-hover-border': 'var(--pf-accent)',
  },
  buttonAlso: ['pf-text-btn'],
};
