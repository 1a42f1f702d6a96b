import { readCookie } from '@playfront/core/i18n';

const APPSFLYER_KEY = 'playfront:appsflyer_id';

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

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
