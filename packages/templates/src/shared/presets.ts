import type { RecipeVars } from '../recipe/types';

/*
 * Sets of recipe variables that several templates give the same values, spread into their tokens'
 * `vars` (as `presets.css` holds the rules they share).
 */

/**
 * The sportsbook lobby (`lobby-strip.css`) from the template's desktop width up: the section row,
 * the account's links and every figure of the balance in the top bar instead of the burger, and
 * the footer's map beside its logos with the copyright under both.
 */
export const stripDesktop: RecipeVars = {
  '--pf-strip-burger': 'none',
  '--pf-strip-account': 'inline-flex',
  '--pf-strip-balance': 'grid',
  '--pf-strip-nav': 'block',
  '--pf-strip-topbar-padding': '0.5rem 1.25rem',
  '--pf-strip-footer-padding': '2rem 1.25rem',
  '--pf-strip-footer-columns': '1fr auto',
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

/** The app frame (`app-layout.css`): the app column, not the page, sets the width. */
export const appFrame: RecipeVars = {
  '--pf-frame-display': 'block',
  '--pf-main-width': 'none',
  '--pf-main-padding': '0.75rem',
};
