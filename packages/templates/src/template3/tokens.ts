import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { panelHeroDesktop, panelHeroTablet, snugButton } from '../shared/presets';

/** template3 "Neon arcade": near-black grids lit by two neon tubes per variant. */
export const palettes: Palettes<'template3'> = {
  neon: {
    bg: '#07070f',
    surface: '#10111f',
    fg: '#eef6ff',
    muted: '#a9b4cc',
    primary: '#00f0ff',
    'primary-contrast': '#001a1d',
    accent: '#ff3df2',
    border: '#2a2d4a',
    success: '#39ff88',
    warning: '#ffe14d',
    danger: '#ff5c7a',
  },
  sunset: {
    bg: '#140814',
    surface: '#221022',
    fg: '#fff1ea',
    muted: '#e0b8b0',
    primary: '#ff8a3d',
    'primary-contrast': '#220b00',
    accent: '#ff4f8b',
    border: '#4d2540',
    success: '#6ef0a0',
    warning: '#ffd23f',
    danger: '#ff7070',
  },
  ocean: {
    bg: '#030d1c',
    surface: '#0a1a30',
    fg: '#e8f4ff',
    muted: '#9fbad6',
    primary: '#3da5ff',
    'primary-contrast': '#001126',
    accent: '#2effd5',
    border: '#1d3a5e',
    success: '#4cf59a',
    warning: '#ffd84d',
    danger: '#ff7a8a',
  },
  forest: {
    bg: '#040f08',
    surface: '#0b1d11',
    fg: '#ecfff1',
    muted: '#a6c9b0',
    primary: '#7dff4d',
    'primary-contrast': '#0b1f00',
    accent: '#ffe03d',
    border: '#1f4229',
    success: '#4dffa6',
    warning: '#ffc94d',
    danger: '#ff7f6e',
  },
  violet: {
    bg: '#0d0618',
    surface: '#1a0f2e',
    fg: '#f5efff',
    muted: '#bfb0dc',
    primary: '#b26bff',
    'primary-contrast': '#12002a',
    accent: '#ffd84d',
    border: '#3b2766',
    success: '#5cf5a0',
    warning: '#ffb84d',
    danger: '#ff7096',
  },
};

export const shape: Shape = {
  radius: '2px',
  'radius-lg': '4px',
  shadow: '0 0 18px rgb(0 0 0 / 0.6)',
  'font-body': '"Segoe UI", system-ui, sans-serif',
  'font-display': 'Orbitron, "Segoe UI", sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-account-panel-border': '1px solid var(--pf-primary)',
    '--pf-account-panel-shadow': '0 0 18px color-mix(in srgb, var(--pf-primary) 45%, transparent)',
    '--pf-frame-bg':
      'linear-gradient(color-mix(in srgb, var(--pf-primary) 9%, transparent) 1px, transparent 1px) 0 0 / 32px 32px, linear-gradient(90deg, color-mix(in srgb, var(--pf-primary) 9%, transparent) 1px, transparent 1px) 0 0 / 32px 32px, var(--pf-bg)',
    '--pf-frame-display': 'grid',
    '--pf-skip-radius': '0',
    '--pf-brand-weight': '800',
    '--pf-brand-size': '1.125rem',
    '--pf-brand-color': 'var(--pf-primary)',
    '--pf-panel-home-heading-size': '1.125rem',
    '--pf-panel-home-heading-weight': '800',
    '--pf-panel-home-heading-tracking': '0.08em',
    '--pf-panel-home-heading-case': 'uppercase',
    '--pf-panel-home-gap': '1.75rem',
    '--pf-panel-home-section-gap': '0.875rem',
    '--pf-marquee-duration': '24s',
    '--pf-logo-tile-img-height': '2.25rem',
    '--pf-tabs-space': '4.5rem',
    '--pf-tabs-chat-bottom': 'calc(3.75rem + 1px + 0.75rem + env(safe-area-inset-bottom))',
    '--pf-tab-nav-display': 'none',
    '--pf-overlay-bg': 'color-mix(in srgb, var(--pf-bg) 80%, transparent)',
    '--pf-drawer-shadow': '0 0 24px color-mix(in srgb, var(--pf-primary) 50%, transparent)',
    '--pf-drawer-title-size': '1.125rem',
    '--pf-drawer-title-font': 'var(--pf-font-display)',
    '--pf-drawer-title-tracking': '0.08em',
    '--pf-drawer-title-case': 'uppercase',
    '--pf-footer-padding': '1.5rem 1rem',
    '--pf-footer-rule': '1px solid var(--pf-primary)',
    '--pf-footer-bg': 'var(--pf-bg)',
    '--pf-footer-color': 'var(--pf-muted)',
  },
  768: panelHeroTablet,
  1200: panelHeroDesktop,
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...snugButton,
    '--pf-btn-border': '1px solid var(--pf-primary)',
    '--pf-btn-font': 'var(--pf-font-display)',
    '--pf-btn-font-size': '0.8125rem',
    '--pf-btn-weight': '500',
    '--pf-btn-primary-weight': '800',
    '--pf-btn-tracking': '0.08em',
    '--pf-btn-case': 'uppercase',
    '--pf-btn-shadow': '0 0 8px color-mix(in srgb, var(--pf-primary) 50%, transparent)',
  },
  icon: {
    '--pf-icon-size': '1.375rem',
    '--pf-icon-cap': 'square',
    '--pf-icon-join': 'miter',
  },
};
