import type { Shape } from '@playfront/core/theme';
import type { Palettes, TemplateTokens } from '../recipe/types';

/** template8 "Vegas strip": night-time felt and neon, plus a silver daytime variant (smoke). */
export const palettes: Palettes<'template8'> = {
  pine: {
    bg: '#06170f',
    surface: '#0d2519',
    fg: '#f3fbf5',
    muted: '#a9cbb6',
    primary: '#f4c430',
    'primary-contrast': '#1b1400',
    accent: '#ff5e7e',
    border: '#1f4a33',
    success: '#52e08a',
    warning: '#ffb347',
    danger: '#ff8080',
  },
  scarlet: {
    bg: '#1a0505',
    surface: '#2c0a0b',
    fg: '#fff3ee',
    muted: '#e9b3a6',
    primary: '#ff3b3b',
    'primary-contrast': '#160202',
    accent: '#ffd700',
    border: '#5c1a1c',
    success: '#52e08a',
    warning: '#ffc04d',
    danger: '#ff9a8a',
  },
  navy: {
    bg: '#050b24',
    surface: '#0c1638',
    fg: '#eef3ff',
    muted: '#a9b8e6',
    primary: '#36d1ff',
    'primary-contrast': '#02121c',
    accent: '#ff4fd8',
    border: '#22336b',
    success: '#52e08a',
    warning: '#ffc04d',
    danger: '#ff8a8a',
  },
  bronze: {
    bg: '#1c1208',
    surface: '#2b1c0d',
    fg: '#fff6e8',
    muted: '#e0c49f',
    primary: '#e3a45a',
    'primary-contrast': '#1c1208',
    accent: '#9be564',
    border: '#573a1b',
    success: '#7ee29e',
    warning: '#ffc857',
    danger: '#ff9482',
  },
  smoke: {
    bg: '#e9ebee',
    surface: '#f8f9fa',
    fg: '#17191d',
    muted: '#4c525c',
    primary: '#b4232c',
    'primary-contrast': '#ffffff',
    accent: '#1f5fae',
    border: '#c4c9d1',
    success: '#176b3a',
    warning: '#8a5300',
    danger: '#a8201a',
  },
};

export const shape: Shape = {
  radius: '6px',
  'radius-lg': '12px',
  shadow: '0 0 18px rgb(0 0 0 / 0.45)',
  'font-body': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'font-display': '"Bebas Neue", Impact, "Arial Narrow", sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-frame-overflow': 'visible',
    '--pf-skip-radius': '0',
    '--pf-bar-logo-font': 'var(--pf-font-display)',
    '--pf-bar-logo-size': '1.8rem',
    '--pf-bar-logo-weight': '400',
    '--pf-bar-logo-tracking': '0.04em',
    '--pf-bar-logo-height': '2.25rem',
    '--pf-bar-gap': '0.4rem',
    '--pf-bar-panel-layer': '31',
    '--pf-main-width': '78rem',
    '--pf-main-padding': '1rem 0.6rem 2.5rem',
    '--pf-home-gap': '1.75rem',
  },
  999: {
    '--pf-bar-logo-size': '2.4rem',
    '--pf-main-padding': '1.5rem 2rem 3rem',
  },
};
