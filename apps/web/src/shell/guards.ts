import { safeLocalPath } from '@playfront/core/i18n';
import type { TemplateId } from '@playfront/core/theme';
import { loginLocation } from '@playfront/core/theme';
import type { RouteMeta } from '../route-table';

export type GuardResult =
  | { action: 'render' }
  /** Go to `to`; for modal templates also open `modal` after `delayMs`. */
  | { action: 'redirect'; to: string; modal?: 'loginmodal' | 'modal-signin'; delayMs?: number };

export interface GuardInput {
  route: Pick<RouteMeta, 'middleware'>;
  isAuthenticated: boolean;
  templateId: TemplateId | null;
  /** The page asked for (with its language prefix), to come back to after sign-in. */
  requested: string;
  /** Path of the home page in the current language (`/` or `/cn`). */
  home: string;
  /** Path of the sign-in page in the current language. */
  loginPath: string;
}

/**
 * Route middleware: `auth` sends a guest to the template's login location (with the
 * page to return to), `guest` sends a signed-in player home.
 */
export function runMiddleware({
  route,
  isAuthenticated,
  templateId,
  requested,
  home,
  loginPath,
}: GuardInput): GuardResult {
  for (const middleware of route.middleware) {
    if (middleware === 'guest' && isAuthenticated) return { action: 'redirect', to: home };
    if (middleware === 'auth' && !isAuthenticated) {
      const location = templateId ? loginLocation(templateId) : ({ path: '/login' } as const);
      if ('modal' in location) {
        return { action: 'redirect', to: home, modal: location.modal, delayMs: location.delayMs };
      }
      return {
        action: 'redirect',
        to: `${loginPath}?redirect=${encodeURIComponent(safeLocalPath(requested))}`,
      };
    }
  }
  return { action: 'render' };
}

/** Where to go after signing in: the page asked for, if it is on this site, else home. */
export function returnPath(search: string, home: string): string {
  const wanted = new URLSearchParams(search).get('redirect');
  return wanted ? safeLocalPath(wanted) : home;
}
