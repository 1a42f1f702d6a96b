import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { snugButton } from '../shared/presets';

/** template1 "Classic lobby": dark casino floor, one accent per variant. */
export const palettes: Palettes<'template1'> = {
  emerald: {
    bg: '#0b1410',
    surface: '#13231c',
    fg: '#f1f7f3',
    muted: '#a9c2b5',
    primary: '#2fbf71',
    'primary-contrast': '#04140b',
    accent: '#f5c451',
    border: '#2a4537',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
  },
  ruby: {
    bg: '#160a0d',
    surface: '#261217',
    fg: '#fbf1f3',
    muted: '#d1a9b2',
    primary: '#f0475f',
    'primary-contrast': '#1a0307',
    accent: '#ffd166',
    border: '#4a2630',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#ff8a8a',
  },
  sapphire: {
    bg: '#080f1c',
    surface: '#111c33',
    fg: '#eef3fc',
    muted: '#a6b6d4',
    primary: '#4f8cff',
    'primary-contrast': '#030a1a',
    accent: '#7ee0ff',
    border: '#26365a',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
  },
  amber: {
    bg: '#15100a',
    surface: '#241b10',
    fg: '#fbf5ec',
    muted: '#d1bd9d',
    primary: '#f5a524',
    'primary-contrast': '#1a1002',
    accent: '#ffe08a',
    border: '#4a3a22',
    success: '#4ade80',
    warning: '#fcd34d',
    danger: '#f87171',
  },
  onyx: {
    bg: '#0c0c0e',
    surface: '#1a1a1f',
    fg: '#f4f4f6',
    muted: '#b0b0ba',
    primary: '#d4d4dc',
    'primary-contrast': '#0c0c0e',
    accent: '#f5c451',
    border: '#34343c',
    success: '#4ade80',
    warning: '#fbbf24',
    danger: '#f87171',
  },
};

export const shape: Shape = {
  radius: '10px',
  'radius-lg': '18px',
  shadow: '0 8px 24px rgb(0 0 0 / 0.35)',
  'font-body': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  'font-display': 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-brand-weight': '800',
    '--pf-brand-color': 'var(--pf-primary)',
    '--pf-main-padding': '0.75rem',
    '--pf-marquee-end': '1.5rem',
    '--pf-marquee-duration': '28s',
    '--pf-marquee-padding': '0 0.75rem',
    '--pf-marquee-border': '1px solid var(--pf-border)',
    '--pf-marquee-radius': '999px',
    '--pf-marquee-bg': 'var(--pf-surface)',
    '--pf-marquee-shadow': 'var(--pf-shadow)',
    '--pf-logo-tile-radius': 'var(--pf-radius)',
    '--pf-drawer-title-size': '1.125rem',
    '--pf-drawer-shadow': 'var(--pf-shadow)',
    '--pf-footer-padding': '1.5rem 1rem 2rem',
    '--pf-footer-rule': '1px solid var(--pf-border)',
    '--pf-footer-bg': 'var(--pf-surface)',
    '--pf-footer-color': 'var(--pf-muted)',
    '--pf-categories-display': 'grid',
    '--pf-categories-columns': 'repeat(auto-fill, minmax(6.5rem, 1fr))',
    '--pf-categories-gap': '0.625rem',
    '--pf-category-direction': 'column',
    '--pf-category-align': 'center',
    '--pf-category-justify': 'center',
    '--pf-category-gap': '0.375rem',
    '--pf-category-height': '5rem',
    '--pf-category-padding': '0.75rem 0.5rem',
    '--pf-category-border': '1px solid var(--pf-border)',
    '--pf-category-radius': 'var(--pf-radius-lg)',
    '--pf-category-bg': 'var(--pf-surface)',
    '--pf-category-weight': '600',
    '--pf-category-text-align': 'center',
  },
  768: {
    '--pf-main-padding': '1.25rem',
  },
  1024: {
    '--pf-brand-size': '1.5rem',
    '--pf-footer-padding': '2rem max(1.5rem, calc((100% - 77rem) / 2))',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...snugButton,
  },
  icon: {
    '--pf-icon-size': '1.375rem',
  },
};
