import type { ButtonVars, RecipeVars } from '../recipe/types';

/*
 * Sets of recipe variables that several templates give the same values, spread into their tokens'
 * `vars` or `controls` (as `presets.css` holds the rules they share).
 */

/** The footer (`blocks.css`) from the template's desktop width up: its logos beside its map, the copyright under both. */
export const footerBeside: RecipeVars = {
  '--pf-footer-columns': '1fr auto',
  '--pf-footer-copy-column': '1 / -1',
};

/**
 * The sportsbook lobby (`lobby-strip.css`) from the template's desktop width up: the section row,
 * the account's links and every figure of the balance in the top bar instead of the burger, and
 * the footer's logos beside its map as in the other frames (`footerBeside`), with more room round it.
 */
export const stripDesktop: RecipeVars = {
  ...footerBeside,
  '--pf-strip-burger': 'none',
  '--pf-strip-account': 'inline-flex',
  '--pf-strip-balance': 'grid',
  '--pf-strip-nav': 'block',
  '--pf-strip-topbar-padding': '0.5rem 1.25rem',
  '--pf-strip-footer-padding': '2rem 1.25rem',
};

/**
 * The tab-bar frame (`tab-bar.css`) from the template's desktop width up: no tab bar, so no room
 * kept for it at the frame's foot and the chat button in its own place; the account menu and Log
 * out in the header instead.
 */
export const tabsDesktop: RecipeVars = {
  '--pf-tabs-space': '0',
  '--pf-tabs-display': 'none',
  '--pf-tabs-chat-bottom': 'initial',
  '--pf-account-menu-display': 'block',
  '--pf-tab-out-display': 'inline-flex',
};

/** Templates 2 and 3 from their tablet width: more room round the page, a taller hero image. */
export const panelHeroTablet: RecipeVars = {
  '--pf-main-padding': '1.5rem',
  '--pf-hero-image-min': '20rem',
};

/**
 * Templates 2 and 3 (`tab-home.css`) from their desktop width: the tab-bar frame's desktop values,
 * the header's navigation, and the panel hero beside its side column.
 */
export const panelHeroDesktop: RecipeVars = {
  ...tabsDesktop,
  '--pf-tab-nav-display': 'block',
  '--pf-panel-home-hero-columns': '2fr 1fr',
  '--pf-panel-home-side-columns': '1fr',
};

/** The app frame (`app-layout.css`): the app column, not the page, sets the width. */
export const appFrame: RecipeVars = {
  '--pf-frame-display': 'block',
  '--pf-main-width': 'none',
  '--pf-main-padding': '0.75rem',
};

/** Buttons set snug: the icon close to the label, on one line, at the font's own leading. */
export const snugButton: ButtonVars = {
  '--pf-btn-gap': '0.375rem',
  '--pf-btn-line-height': 'normal',
  '--pf-btn-wrap': 'nowrap',
};

/** The lobby and app templates' snug buttons, a little narrower than ui's. */
export const lobbyButton: ButtonVars = {
  ...snugButton,
  '--pf-btn-padding': '0.5rem 0.875rem',
};

/** An icon button drawn with the page's border colour, tighter than the template's buttons. */
export const outlinedIconButton: ButtonVars = {
  '--pf-btn-padding': '0.3rem',
  '--pf-btn-border': '2px solid var(--pf-border)',
};
