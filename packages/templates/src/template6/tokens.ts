import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';

/** template6 "Fruit machine": candy colours, two sunny light variants and three bold dark ones. */
export const palettes: Palettes<'template6'> = {
  lime: {
    bg: '#f4fbe4',
    surface: '#ffffff',
    fg: '#1b2905',
    muted: '#4a5a28',
    primary: '#4d7c0f',
    'primary-contrast': '#ffffff',
    accent: '#c0264f',
    border: '#c3da95',
    success: '#15803d',
    warning: '#a15c07',
    danger: '#b91c1c',
  },
  cherry: {
    bg: '#2a0912',
    surface: '#3f0f1c',
    fg: '#fff1f4',
    muted: '#f1b9c6',
    primary: '#ff4f73',
    'primary-contrast': '#22050d',
    accent: '#ffd23f',
    border: '#712638',
    success: '#5ee08f',
    warning: '#fbbf24',
    danger: '#ff9a9a',
  },
  azure: {
    bg: '#e8f5ff',
    surface: '#ffffff',
    fg: '#0a2440',
    muted: '#3a5776',
    primary: '#0668a8',
    'primary-contrast': '#ffffff',
    accent: '#c2410c',
    border: '#afd3f0',
    success: '#15803d',
    warning: '#a15c07',
    danger: '#b91c1c',
  },
  copper: {
    bg: '#2a190e',
    surface: '#3c2415',
    fg: '#fff4e9',
    muted: '#e6c3a4',
    primary: '#f2894a',
    'primary-contrast': '#241206',
    accent: '#74d9c4',
    border: '#653f26',
    success: '#6ee7a0',
    warning: '#fcd34d',
    danger: '#ff9494',
  },
  ink: {
    bg: '#0f111c',
    surface: '#1c1f31',
    fg: '#f2f3fb',
    muted: '#aeb3d0',
    primary: '#b69cff',
    'primary-contrast': '#140c2c',
    accent: '#ffd84d',
    border: '#343a5c',
    success: '#5ee08f',
    warning: '#fbbf24',
    danger: '#ff8f8f',
  },
};

export const shape: Shape = {
  radius: '14px',
  'radius-lg': '26px',
  shadow: '0 6px 0 rgb(0 0 0 / 0.18)',
  'font-body': '"Fredoka", "Trebuchet MS", system-ui, sans-serif',
  'font-display': '"Fredoka", "Trebuchet MS", system-ui, sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-skip-weight': '600',
    '--pf-bar-logo-font': 'var(--pf-font-display)',
    '--pf-bar-logo-size': '1.375rem',
    '--pf-bar-panel-offset': '0.6rem',
    '--pf-bar-panel-width': '15rem',
    '--pf-bar-panel-padding': '0.6rem',
    '--pf-bar-links-padding': '0 0 0.75rem',
    '--pf-bar-links-rule': '3px dashed var(--pf-border)',
    '--pf-main-padding': '1.25rem 0.75rem 2rem',
    '--pf-home-gap': '1.75rem',
    '--pf-loop-padding': '0.6rem 1.25rem',
    '--pf-logo-row-gap': '0.6rem',
    '--pf-logo-row-logo-width': '4.5rem',
    '--pf-logo-row-logo-height': '2.25rem',
    '--pf-bar-list-gap': '0.35rem',
    '--pf-bar-link-padding': '0.35rem 1rem',
    '--pf-bar-link-radius': '999px',
    '--pf-bar-link-weight': '600',
    '--pf-bar-link-hover': 'color-mix(in srgb, var(--pf-primary) 14%, transparent)',
    '--pf-overlay-bg': 'rgb(0 0 0 / 0.5)',
    '--pf-drawer-motion': '0.2s',
    '--pf-drawer-width': 'min(20rem, 88vw)',
  },
  999: {
    '--pf-bar-logo-size': '1.75rem',
    '--pf-main-padding': '1.5rem 2rem 3rem',
    '--pf-bar-nav-justify': 'center',
    '--pf-bar-wide': 'inline-flex',
    '--pf-bar-nav': 'block',
    '--pf-bar-burger': 'none',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    '--pf-btn-gap': '0.4rem',
    '--pf-btn-padding': '0.45rem 1rem',
    '--pf-btn-border': '2px solid var(--pf-border)',
    '--pf-btn-line-height': 'normal',
    '--pf-btn-primary-border': 'color-mix(in srgb, var(--pf-primary) 70%, var(--pf-fg))',
    '--pf-btn-big-height': '3.25rem',
    '--pf-btn-big-font-size': '1.125rem',
  },
  buttonAlso: ['pf-icon-btn'],
  icon: {
    '--pf-icon-size': '1.5rem',
  },
};
