import type { Shape } from '@playfront/core/theme';
import type { ControlLook, Palettes, TemplateTokens } from '../recipe/types';
import { lobbyButton, stripDesktop } from '../shared/presets';

/** template12 "Magazine": printed-paper tones with one ink colour each; ebony is the night edition. */
export const palettes: Palettes<'template12'> = {
  moss: {
    bg: '#f6f5ee',
    surface: '#ffffff',
    fg: '#1c211b',
    muted: '#555d52',
    primary: '#3f6b2a',
    'primary-contrast': '#ffffff',
    accent: '#a0452a',
    border: '#d6d8c8',
    success: '#2e7d32',
    warning: '#8a5a00',
    danger: '#b3261e',
  },
  brick: {
    bg: '#fbf4ef',
    surface: '#ffffff',
    fg: '#2a1713',
    muted: '#66504a',
    primary: '#a33a22',
    'primary-contrast': '#ffffff',
    accent: '#1d5c74',
    border: '#e8d3c8',
    success: '#2e7d32',
    warning: '#8a5a00',
    danger: '#b3261e',
  },
  steel: {
    bg: '#f1f3f5',
    surface: '#ffffff',
    fg: '#161b22',
    muted: '#4d5663',
    primary: '#2f4f73',
    'primary-contrast': '#ffffff',
    accent: '#b0306a',
    border: '#d1d6dd',
    success: '#2e7d32',
    warning: '#8a5a00',
    danger: '#b3261e',
  },
  sand: {
    bg: '#f7f0e1',
    surface: '#fffaf0',
    fg: '#2b2416',
    muted: '#62563f',
    primary: '#8a5a12',
    'primary-contrast': '#ffffff',
    accent: '#2f6b5e',
    border: '#e3d5b8',
    success: '#2e7d32',
    warning: '#8a4b00',
    danger: '#b3261e',
  },
  ebony: {
    bg: '#121110',
    surface: '#1d1b19',
    fg: '#f3efe8',
    muted: '#bab2a5',
    primary: '#e6b36b',
    'primary-contrast': '#1a1206',
    accent: '#8fc7b8',
    border: '#3a3631',
    success: '#7ed69a',
    warning: '#ffc46b',
    danger: '#ff8f80',
  },
};

export const shape: Shape = {
  radius: '2px',
  'radius-lg': '4px',
  shadow: '0 1px 2px rgb(0 0 0 / 0.08)',
  'font-body': '"Lora", Georgia, "Times New Roman", serif',
  'font-display': '"Montserrat", "Helvetica Neue", Arial, sans-serif',
};

/** The recipes' variables the template sets, at every width and from its breakpoints up. */
export const vars: TemplateTokens['vars'] = {
  base: {
    '--pf-brand-size': '1.375rem',
    '--pf-brand-tracking': '-0.01em',
    '--pf-brand-case': 'none',
    '--pf-frame-bg':
      'radial-gradient(60rem 28rem at 10% -6rem, color-mix(in srgb, var(--pf-accent) 14%, transparent), transparent 70%), radial-gradient(60rem 28rem at 90% -6rem, color-mix(in srgb, var(--pf-primary) 16%, transparent), transparent 70%), var(--pf-bg)',
    '--pf-frame-display': 'block',
    '--pf-main-width': '76rem',
    '--pf-main-padding': '0.75rem 0.75rem 2rem',
    '--pf-ticker-duration': '30s',
    // The masthead: flat on paper under a double rule; its sections small and spaced.
    '--pf-strip-header-position': 'static',
    '--pf-strip-header-rule': '3px double var(--pf-fg)',
    '--pf-strip-header-bg': 'var(--pf-surface)',
    '--pf-strip-header-filter': 'none',
    '--pf-strip-link-size': '0.8125rem',
    '--pf-strip-link-tracking': '0.08em',
    '--pf-strip-drawer-rule': '1px solid var(--pf-fg)',
    '--pf-drawer-title-font': 'var(--pf-font-display)',
    '--pf-drawer-title-tracking': '-0.01em',
    // The categories as a ruled index in the display face.
    '--pf-categories-display': 'grid',
    '--pf-categories-columns': 'repeat(auto-fill, minmax(9rem, 1fr))',
    '--pf-categories-gap': '0 1rem',
    '--pf-category-align': 'center',
    '--pf-category-gap': '0.5rem',
    '--pf-category-height': '2.75rem',
    '--pf-category-font': 'var(--pf-font-display)',
    '--pf-category-weight': '700',
    '--pf-provider-padding': '0.25rem',
    '--pf-provider-border': '1px solid var(--pf-border)',
    '--pf-provider-bg': 'var(--pf-surface)',
    '--pf-footer-rule': '3px double var(--pf-fg)',
    // The banners under a rule, each caption under its image in the display face.
    '--pf-banners-gap': '1rem',
    '--pf-banners-margin': '1.25rem 0 0',
    '--pf-banners-padding': '1rem 0 0',
    '--pf-banners-rule': '1px solid var(--pf-border)',
    '--pf-banner-position': 'static',
    '--pf-banner-display': 'grid',
    '--pf-banner-gap': '0.5rem',
    '--pf-banner-overflow': 'visible',
    '--pf-banner-radius': '0',
    '--pf-banner-label-size': '1.125rem',
    '--pf-banner-hover-decoration': 'underline',
    '--pf-category-hover-decoration': 'underline',
    '--pf-category-icon-color': 'var(--pf-accent)',
    // The sections unruled, the current one underlined in the accent colour.
    '--pf-strip-link-rule': '0',
    '--pf-strip-current-rule': 'currentColor',
    '--pf-strip-current-color': 'var(--pf-fg)',
    '--pf-strip-current-decoration': 'underline 3px var(--pf-accent)',
    '--pf-strip-current-offset': '0.5rem',
    '--pf-heading-font': 'var(--pf-font-display)',
    '--pf-heading-tracking': '-0.01em',
  },
  769: {
    ...stripDesktop,
    '--pf-strip-topbar-padding': '1rem 1.25rem 0.75rem',
    // The sections wrap under the masthead, centred, rather than scroll.
    '--pf-strip-nav-wrap': 'wrap',
    '--pf-strip-nav-justify': 'center',
    '--pf-strip-nav-overflow': 'visible',
    '--pf-brand-size': '2.25rem',
    '--pf-main-padding': '1.25rem 1.25rem 3rem',
    '--pf-banners-columns': 'repeat(2, minmax(0, 1fr))',
  },
};

/** Its buttons' and line icons' look (ui's `--pf-btn-*` and `--pf-icon-*`). */
export const controls: ControlLook = {
  button: {
    ...lobbyButton,
    '--pf-btn-font': 'var(--pf-font-display)',
    '--pf-btn-font-size': '0.8125rem',
    '--pf-btn-weight': '700',
    '--pf-btn-tracking': '0.06em',
    '--pf-btn-case': 'uppercase',
    '--pf-btn-hover-border': 'var(--pf-accent)',
  },
  icon: {
    '--pf-icon-size': '1.25rem',
  },
};
