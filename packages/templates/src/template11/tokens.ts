import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { appFrame, lobbyButton } from '../shared/presets';

/** template11 "Compact app": a phone app's clean surfaces; three light and two dark variants. */
export const palettes: Palettes<'template11'> = {
  sea: {
    bg: '#eef6f6',
    surface: '#ffffff',
    fg: '#0d2326',
    muted: '#4b6366',
    primary: '#00796b',
    'primary-contrast': '#ffffff',
    accent: '#b4356b',
    border: '#c6dcdc',
    success: '#1b7f3b',
    warning: '#9a5b00',
    danger: '#c62828',
  },
  coral: {
    bg: '#fff3ef',
    surface: '#ffffff',
    fg: '#2b1410',
    muted: '#6e4c45',
    primary: '#d1402a',
    'primary-contrast': '#ffffff',
    accent: '#1f6f8b',
    border: '#f0d3ca',
    success: '#1b7f3b',
    warning: '#94560b',
    danger: '#b3261e',
  },
  sky: {
    bg: '#eef4fd',
    surface: '#ffffff',
    fg: '#0f1d33',
    muted: '#4a5a75',
    primary: '#1a5fd1',
    'primary-contrast': '#ffffff',
    accent: '#7a3fc4',
    border: '#cbd8ee',
    success: '#1b7f3b',
    warning: '#9a5b00',
    danger: '#c62828',
  },
  lemon: {
    bg: '#17170f',
    surface: '#24241a',
    fg: '#fbfbe9',
    muted: '#c9c8a4',
    primary: '#f2e14c',
    'primary-contrast': '#1a1800',
    accent: '#7fe0c2',
    border: '#44432d',
    success: '#72e0a0',
    warning: '#ffb155',
    danger: '#ff8a80',
  },
  night: {
    bg: '#0c0b1d',
    surface: '#17152f',
    fg: '#f1efff',
    muted: '#b0abd6',
    primary: '#9d8cff',
    'primary-contrast': '#0c0a22',
    accent: '#ff8fc7',
    border: '#302c5a',
    success: '#6fe3a5',
    warning: '#ffc35c',
    danger: '#ff8f8f',
  },
};

export const shape: Shape = {
  radius: '12px',
  'radius-lg': '20px',
  shadow: '0 6px 20px rgb(15 20 40 / 0.14)',
  'font-body': '"Rubik", system-ui, -apple-system, "Segoe UI", sans-serif',
  'font-display': '"Rubik", system-ui, -apple-system, "Segoe UI", sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    ...appFrame,
    '--pf-skip-weight': '600',
    '--pf-ticker-gap': '2.5rem',
    '--pf-ticker-duration': '24s',
    '--pf-ticker-from': '20rem',
    '--pf-ticker-padding': '0 0.75rem',
    '--pf-ticker-radius': '999px',
    '--pf-ticker-bg': 'var(--pf-surface)',
    '--pf-ticker-shadow': 'var(--pf-shadow)',
    '--pf-overlay-bg': 'color-mix(in srgb, var(--pf-fg) 45%, transparent)',
    // Category chips in a row that scrolls sideways.
    '--pf-categories-display': 'flex',
    '--pf-categories-gap': '0.5rem',
    '--pf-category-align': 'center',
    '--pf-category-gap': '0.375rem',
    '--pf-category-height': '2.75rem',
    '--pf-category-padding': '0.375rem 0.875rem',
    '--pf-category-border': '1px solid var(--pf-border)',
    '--pf-category-radius': '999px',
    '--pf-category-bg': 'var(--pf-surface)',
    '--pf-category-size': '0.9375rem',
    '--pf-provider-padding': '0.25rem',
    '--pf-provider-radius': 'var(--pf-radius)',
    '--pf-provider-bg': 'var(--pf-surface)',
    // The footer in the app column, above the tab bar.
    '--pf-footer-width': '30rem',
    '--pf-footer-margin': '0 auto',
    '--pf-footer-padding': '1rem 0.75rem',
    '--pf-footer-rule': '1px solid var(--pf-border)',
    '--pf-footer-color': 'var(--pf-muted)',
    '--pf-footer-size': '0.875rem',
    // The bar, the page and the tab bar in one app column, centred.
    '--pf-app-bar-rule': '1px solid var(--pf-border)',
    '--pf-app-bar-bg': 'var(--pf-surface)',
    '--pf-app-bar-width': '30rem',
    '--pf-app-bar-margin': '0 auto',
    '--pf-app-frame-width': '30rem',
    '--pf-app-frame-margin': '0 auto',
    '--pf-app-tabbar-left': '50%',
    '--pf-app-tabbar-width': '30rem',
    '--pf-app-tabbar-shift': 'translateX(-50%)',
  },
  768: {
    '--pf-main-padding': '0.75rem 0',
    // The app column between the side panel, a floating card, and the room on the other side.
    '--pf-app-frame-display': 'grid',
    '--pf-app-frame-columns': 'minmax(0, 1fr) minmax(0, 30rem) minmax(0, 1fr)',
    '--pf-app-frame-gap': '1.5rem',
    '--pf-app-frame-width': 'none',
    '--pf-app-frame-padding': '0 1rem',
    '--pf-app-panel-position': 'sticky',
    '--pf-app-panel-top': '4.5rem',
    '--pf-app-panel-display': 'grid',
    '--pf-app-panel-gap': '1rem',
    '--pf-app-panel-align': 'start',
    '--pf-app-panel-justify': 'end',
    '--pf-app-panel-width': 'min(100%, 15rem)',
    '--pf-app-panel-margin': '0.75rem 0 0',
    '--pf-app-panel-padding': '0.75rem',
    '--pf-app-panel-radius': 'var(--pf-radius-lg)',
    '--pf-app-panel-bg': 'var(--pf-surface)',
    '--pf-app-panel-shadow': 'var(--pf-shadow)',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...lobbyButton,
    '--pf-btn-radius': '999px',
  },
  icon: {
    '--pf-icon-size': '1.375rem',
  },
};
