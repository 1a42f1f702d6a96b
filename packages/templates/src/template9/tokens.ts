import type { Shape } from '@playfront/core/theme';
import type { Palettes, TemplateTokens } from '../recipe/types';

/** template9 "Cyber": neon on near-black, plus a pale blueprint variant (cobalt). */
export const palettes: Palettes<'template9'> = {
  cyan: {
    bg: '#05090f',
    surface: '#0b141f',
    fg: '#e6fbff',
    muted: '#8fb8c4',
    primary: '#00e5ff',
    'primary-contrast': '#001418',
    accent: '#ff3df2',
    border: '#173447',
    success: '#39ff9f',
    warning: '#ffd23d',
    danger: '#ff6b8a',
  },
  magenta: {
    bg: '#0e0410',
    surface: '#1b0a1f',
    fg: '#ffeefe',
    muted: '#d3a5d6',
    primary: '#ff3df2',
    'primary-contrast': '#1a0019',
    accent: '#36f1cd',
    border: '#4a1d50',
    success: '#39ff9f',
    warning: '#ffd23d',
    danger: '#ff7a7a',
  },
  cobalt: {
    bg: '#e9f0ff',
    surface: '#f7f9ff',
    fg: '#0a1740',
    muted: '#3a4a78',
    primary: '#1d4ed8',
    'primary-contrast': '#ffffff',
    accent: '#b3169e',
    border: '#b3c4ef',
    success: '#0f7a43',
    warning: '#8a5800',
    danger: '#b81d3a',
  },
  mango: {
    bg: '#120c02',
    surface: '#1f1606',
    fg: '#fff8e6',
    muted: '#d9c08a',
    primary: '#ffb000',
    'primary-contrast': '#1a1000',
    accent: '#00d1ff',
    border: '#4a3510',
    success: '#5cf29a',
    warning: '#ffe066',
    danger: '#ff7f6b',
  },
  obsidian: {
    bg: '#09090b',
    surface: '#141418',
    fg: '#f1f1f4',
    muted: '#a3a3b2',
    primary: '#9dff3a',
    'primary-contrast': '#0b1400',
    accent: '#ff4d4d',
    border: '#2c2c36',
    success: '#4dffa6',
    warning: '#ffcf40',
    danger: '#ff6b6b',
  },
};

export const shape: Shape = {
  radius: '0px',
  'radius-lg': '0px',
  shadow: '0 0 16px rgb(0 0 0 / 0.5)',
  'font-body': '"Exo 2", "Segoe UI", system-ui, sans-serif',
  'font-display': '"Exo 2", "Segoe UI", system-ui, sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-frame-overflow': 'visible',
    '--pf-skip-radius': '0',
    '--pf-skip-weight': '400',
    '--pf-bar-logo-size': '1.3rem',
    '--pf-bar-logo-tracking': '0.12em',
    '--pf-bar-logo-height': '2rem',
    '--pf-bar-panel-layer': '31',
    '--pf-bar-panel-width': '15rem',
    '--pf-bar-panel-padding': '0.5rem 0',
    '--pf-main-width': 'none',
    '--pf-main-padding': '1rem 0.75rem 2rem',
    '--pf-home-gap': '1.75rem',
  },
  999: {
    '--pf-main-padding': '1.5rem 2rem 3rem',
    '--pf-frame-display': 'grid',
  },
};
