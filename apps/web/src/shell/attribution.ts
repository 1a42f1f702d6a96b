import { settingsApi } from '@playfront/core/api';
import { readCookie } from '@playfront/core/i18n';
import { useAppDispatch } from '@playfront/core/store';
import { useHydrated } from '@playfront/ui/site';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

const APPSFLYER_KEY = 'playfront:appsflyer_id';
/** Session key set once adsvisit was sent. */
export const ADS_VISIT_KEY = 'playfront:adsvisit';

/** Keeps `appsflyer_id` from the query of any route; the last one seen wins. */
export function rememberAppsflyerId(
  search: string,
  storage: Storage | null = safeStorage(),
): string {
  const fromQuery = new URLSearchParams(search).get('appsflyer_id');
  if (fromQuery && storage) {
    try {
      storage.setItem(APPSFLYER_KEY, fromQuery.slice(0, 256));
    } catch {
      // Private mode or full storage: the id still applies to this page.
    }
  }
  return (fromQuery ?? storage?.getItem(APPSFLYER_KEY) ?? '').slice(0, 256);
}

/** The Facebook browser id cookie, when the site's pixel set one. */
export function facebookBrowserId(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): string {
  return readCookie(cookies, '_fbp') ?? '';
}

/**
 * Reads `appsflyer_id` from the query of every route the player opens, the first
 * page and each client-side navigation alike, once the page is the browser's; the first time a
 * browser session has an appsflyer id or an `_fbp` cookie, it reports the visit (adsvisit).
 */
export function useAttribution(): void {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!hydrated) return;
    const appsflyerId = rememberAppsflyerId(search);
    const fbp = facebookBrowserId();
    const session = safeSessionStorage();
    if (!(appsflyerId || fbp) || !session || session.getItem(ADS_VISIT_KEY)) return;
    session.setItem(ADS_VISIT_KEY, '1');
    void dispatch(settingsApi.endpoints.adsVisit.initiate({ fbp, appsflyer_id: appsflyerId }));
  }, [hydrated, search, dispatch]);
}

function safeSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
