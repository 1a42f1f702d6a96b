import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { setBreakpoint } from '../store/viewport-slice';
import { RESIZE_DEBOUNCE_MS, VIEWPORT_COOKIE_MAX_AGE_S } from '../site/constants';
import type { TemplateId } from '../theme/manifest';
import type { BreakpointName } from './breakpoints';
import { breakpointsFor, currentBreakpoint, minWidthQuery } from './breakpoints';

/** Name of the cookie that stores the breakpoint. */
export const VIEWPORT_COOKIE = 'viewport';

/** The cookie string: 365 days, path /, SameSite Strict, secure. */
export const viewportCookie = (name: BreakpointName): string =>
  `${VIEWPORT_COOKIE}=${name}; Max-Age=${VIEWPORT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Strict; Secure`;

/** Writes the viewport cookie; a no-op without a document. */
export function writeViewportCookie(
  name: BreakpointName,
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
): void {
  if (doc) doc.cookie = viewportCookie(name);
}

/** The DOM the watcher needs, injectable for tests. */
export interface ViewportEnv {
  matchMedia(
    query: string,
  ): Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
  writeCookie(name: BreakpointName): void;
}

const browserEnv = (): ViewportEnv | undefined =>
  typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? undefined
    : { matchMedia: (q) => window.matchMedia(q), writeCookie: (name) => writeViewportCookie(name) };

/**
 * Keeps the store's breakpoint and the viewport cookie in step with the window: sets them now,
 * then after every media-query change, debounced 50 ms. Returns the function that stops it.
 */
export function watchViewport(
  store: { dispatch: Dispatch<UnknownAction> },
  templateId: TemplateId | null,
  env: ViewportEnv | undefined = browserEnv(),
): () => void {
  if (!env) return () => undefined;
  const update = () => {
    const name = currentBreakpoint(templateId, (q) => env.matchMedia(q).matches);
    store.dispatch(setBreakpoint(name));
    env.writeCookie(name);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onChange = () => {
    clearTimeout(timer);
    timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
  };
  const lists = breakpointsFor(templateId).map((bp) => env.matchMedia(minWidthQuery(bp.px)));
  for (const list of lists) list.addEventListener('change', onChange);
  update();
  return () => {
    clearTimeout(timer);
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}
