import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { snugButton, tabsDesktop } from '../shared/presets';

/** template5 "Aurora": frosted glass over glowing colour fields; lagoon is the light daytime variant. */
export const palettes: Palettes<'template5'> = {
  aurora: {
    bg: '#0a1024',
    surface: '#141d3a',
    fg: '#f2f5ff',
    muted: '#b4bddb',
    primary: '#3ee6b5',
    'primary-contrast': '#04241a',
    accent: '#b18cff',
    border: '#33406b',
    success: '#5ee39b',
    warning: '#ffcc66',
    danger: '#ff8da1',
  },
  ember: {
    bg: '#1a0c08',
    surface: '#2a1610',
    fg: '#fff3ec',
    muted: '#e0bfae',
    primary: '#ff7a3d',
    'primary-contrast': '#2a0d00',
    accent: '#ff5fa2',
    border: '#5a3022',
    success: '#7ce0a0',
    warning: '#ffd166',
    danger: '#ff9b9b',
  },
  lagoon: {
    bg: '#e8f7f8',
    surface: '#ffffff',
    fg: '#0b2a33',
    muted: '#3c5d66',
    primary: '#006d80',
    'primary-contrast': '#ffffff',
    accent: '#5b4bc4',
    border: '#a9d3da',
    success: '#1f7a45',
    warning: '#8a5a00',
    danger: '#b3261e',
  },
  orchid: {
    bg: '#1b0b24',
    surface: '#2a1436',
    fg: '#fbf0ff',
    muted: '#d3b6e0',
    primary: '#e77bff',
    'primary-contrast': '#240030',
    accent: '#7fd4ff',
    border: '#553068',
    success: '#7ee0a8',
    warning: '#ffd27a',
    danger: '#ff9aa8',
  },
  carbon: {
    bg: '#0e0f11',
    surface: '#1b1d21',
    fg: '#f3f4f6',
    muted: '#b0b4bc',
    primary: '#c6f432',
    'primary-contrast': '#141a00',
    accent: '#5ad1ff',
    border: '#3a3d44',
    success: '#6ee7a0',
    warning: '#fcd34d',
    danger: '#ff8f8f',
  },
};

export const shape: Shape = {
  radius: '14px',
  'radius-lg': '24px',
  shadow: '0 12px 40px rgb(0 0 0 / 0.28)',
  'font-body': 'Poppins, system-ui, sans-serif',
  'font-display': 'Poppins, system-ui, sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-tabs-inset': 'auto 0.75rem 0.75rem',
    '--pf-tabs-padding': '0.25rem',
    '--pf-tab-height': '3.5rem',
    '--pf-account-panel-border': '1px solid color-mix(in srgb, var(--pf-fg) 20%, transparent)',
    '--pf-account-panel-radius': 'var(--pf-radius-lg)',
    '--pf-account-panel-bg': 'color-mix(in srgb, var(--pf-surface) 94%, transparent)',
    '--pf-skip-padding': '0.75rem 1.25rem',
    '--pf-skip-radius': '999px',
    '--pf-skip-weight': '600',
    '--pf-brand-weight': '600',
    '--pf-panel-home-heading-size': '1.3rem',
    '--pf-panel-home-heading-weight': '600',
    '--pf-panel-home-gap': '1.75rem',
    '--pf-panel-home-section-gap': '0.875rem',
    '--pf-panel-home-tile-min': '8.5rem',
    '--pf-marquee-height': '3rem',
    '--pf-tabs-space': '5.5rem',
    '--pf-tabs-chat-bottom': 'calc(3.5rem + 0.75rem + 0.75rem + env(safe-area-inset-bottom))',
    // The sheet links, in the sheet and in the account menu.
    '--pf-tab-sheet-link-padding': '0.5rem 1rem',
    '--pf-overlay-bg': 'color-mix(in srgb, var(--pf-bg) 60%, transparent)',
    '--pf-drawer-inset': 'auto 0.5rem 0.5rem',
    '--pf-drawer-padding': '1.25rem',
    '--pf-drawer-radius': 'var(--pf-radius-lg)',
    '--pf-drawer-bg': 'color-mix(in srgb, var(--pf-surface) 94%, transparent)',
    '--pf-drawer-title-weight': '600',
    '--pf-provider-flex': 'none',
    '--pf-provider-padding': '0 1rem',
    '--pf-provider-border': '1px solid color-mix(in srgb, var(--pf-fg) 14%, transparent)',
    '--pf-provider-radius': '999px',
    '--pf-provider-bg': 'color-mix(in srgb, var(--pf-surface) 78%, transparent)',
    '--pf-footer-margin': '1rem 0.75rem 0',
    '--pf-footer-padding': '1.5rem',
    '--pf-footer-color': 'var(--pf-muted)',
  },
  1024: {
    ...tabsDesktop,
    '--pf-main-padding': '1.5rem',
    '--pf-footer-margin': '1.5rem',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...snugButton,
    '--pf-btn-padding': '0.5rem 1.25rem',
    '--pf-btn-border': '1px solid color-mix(in srgb, var(--pf-fg) 20%, transparent)',
    '--pf-btn-radius': '999px',
    '--pf-btn-primary-border': 'transparent',
    '--pf-btn-primary-shadow': '0 6px 20px color-mix(in srgb, var(--pf-primary) 40%, transparent)',
  },
  icon: {
    '--pf-icon-size': '1.25rem',
  },
};
