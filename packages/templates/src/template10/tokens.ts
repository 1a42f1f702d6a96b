import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';

/** template10 "Tropical": sunlit sand and lagoon variants, a dusk wine one and a volcanic ash one. */
export const palettes: Palettes<'template10'> = {
  olive: {
    bg: '#fbf8ec',
    surface: '#ffffff',
    fg: '#23260f',
    muted: '#575b36',
    primary: '#5b6b12',
    'primary-contrast': '#ffffff',
    accent: '#c2410c',
    border: '#e1dcbf',
    success: '#137a3f',
    warning: '#9a5a00',
    danger: '#b42318',
  },
  wine: {
    bg: '#2a0d18',
    surface: '#3a1322',
    fg: '#fff2f5',
    muted: '#e6b5c3',
    primary: '#ff8fb1',
    'primary-contrast': '#2a0d18',
    accent: '#ffc46b',
    border: '#6a2a40',
    success: '#74e2a3',
    warning: '#ffc46b',
    danger: '#ff9b9b',
  },
  denim: {
    bg: '#eef6fb',
    surface: '#ffffff',
    fg: '#0f2233',
    muted: '#43596c',
    primary: '#1f5f99',
    'primary-contrast': '#ffffff',
    accent: '#0f7d6e',
    border: '#c9dceb',
    success: '#137a3f',
    warning: '#9a5a00',
    danger: '#b42318',
  },
  peach: {
    bg: '#fff5ee',
    surface: '#ffffff',
    fg: '#33170a',
    muted: '#6e4a38',
    primary: '#b8441a',
    'primary-contrast': '#ffffff',
    accent: '#0e7490',
    border: '#f4d6c4',
    success: '#137a3f',
    warning: '#8f5200',
    danger: '#b42318',
  },
  ash: {
    bg: '#1d1f21',
    surface: '#2a2d30',
    fg: '#f4f1ec',
    muted: '#bdb7ad',
    primary: '#f2a65a',
    'primary-contrast': '#1d1f21',
    accent: '#7fd1b9',
    border: '#474b50',
    success: '#7ddf9f',
    warning: '#f5cd6b',
    danger: '#ff9a8a',
  },
};

export const shape: Shape = {
  radius: '12px',
  'radius-lg': '28px',
  shadow: '0 10px 30px rgb(0 0 0 / 0.08)',
  'font-body': '"Nunito", "Trebuchet MS", system-ui, sans-serif',
  'font-display': '"Nunito", "Trebuchet MS", system-ui, sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-frame-overflow': 'visible',
    '--pf-skip-padding': '0.75rem 1.25rem',
    '--pf-skip-radius': '999px',
    '--pf-skip-weight': '800',
    '--pf-bar-logo-weight': '800',
    '--pf-bar-panel-offset': '0.6rem',
    '--pf-bar-panel-padding': '0.6rem',
    '--pf-bar-links-padding': '0.5rem',
    '--pf-main-padding': '1rem 0.75rem 2.5rem',
    '--pf-home-gap': '2rem',
    '--pf-loop-align': 'center',
    '--pf-loop-padding': '0.55rem 1.25rem',
  },
  1200: {
    '--pf-main-padding': '1.5rem 2rem 3rem',
    '--pf-home-gap': '2.5rem',
    '--pf-bar-logo-size': '2rem',
    '--pf-bar-nav-justify': 'center',
    '--pf-bar-wide': 'inline-flex',
    '--pf-bar-nav': 'block',
    '--pf-bar-burger': 'none',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    '--pf-btn-gap': '0',
    '--pf-btn-padding': '0.4rem 1.2rem',
    '--pf-btn-border': '2px solid var(--pf-primary)',
    '--pf-btn-radius': '999px',
    '--pf-btn-weight': '800',
    '--pf-btn-line-height': '1.5',
    '--pf-btn-big-height': '3.1rem',
    '--pf-btn-big-padding': '1.6rem',
    '--pf-btn-big-font-size': '1.05rem',
  },
  buttonAlso: ['pf-icon-btn'],
  icon: {
    '--pf-icon-size': '1.5rem',
    '--pf-icon-join': 'miter',
  },
};
