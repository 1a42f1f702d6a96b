/** Business constants of the spec; every module imports them from here. */

/** Delay before a modal template opens its login modal after a redirect: 1000 ms. */
export const LOGIN_MODAL_DELAY_MS = 1000;
/** Lifetime of a normal toast: 3 s. */
export const TOAST_MS = 3000;
/** Lifetime of the session-expired toast: 10 s. */
export const SESSION_EXPIRED_TOAST_MS = 10_000;
/** How often the latest-build descriptor is re-checked: every hour. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** A failed chunk reloads the page at most once per path within this window: 10 s. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
/** Resize / media-query debounce: 50 ms. */
export const RESIZE_DEBOUNCE_MS = 50;
/** Lifetime of the viewport cookie: 365 days, in seconds. */
export const VIEWPORT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** VIP progress never exceeds this percentage. */
export const VIP_PROGRESS_CAP = 100;
