import { trackingValue } from '@playfront/core/forms';
import { readCookie } from '@playfront/core/i18n';

/** localStorage key where the shell keeps the query's appsflyer_id. */
export const APPSFLYER_KEY = 'playfront:appsflyer_id';
/** localStorage key of this browser's random visitor id. */
export const VISITOR_KEY = 'playfront:visitor_id';

/** The signup fields that come from the visit, not from the player's typing. */
export interface SignupTracking {
  ch: string;
  cm: string;
  pp: string;
  affiliate_code: string;
  fbp: string;
  appsflyer_id: string;
  visitor_id: string;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const randomId = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** This browser's visitor id: read from localStorage, or created and stored once. */
export function visitorId(): string {
  const store = storage();
  try {
    const known = trackingValue(store?.getItem(VISITOR_KEY), 256);
    if (known) return known;
    const id = randomId();
    store?.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    // Storage can refuse writes (private mode, quota); the id then lives for this page only.
    return randomId();
  }
}

/** The referrer code a link carried (`?ref=` or `?referrer_code=`). */
export const referrerFromQuery = (query: URLSearchParams): string =>
  trackingValue(query.get('referrer_code') ?? query.get('ref'));

/** Campaign query, Facebook's `_fbp` cookie, the stored appsflyer id and the visitor id. */
export function signupTracking(query: URLSearchParams): SignupTracking {
  let appsflyer = '';
  try {
    appsflyer = storage()?.getItem(APPSFLYER_KEY) ?? '';
  } catch {
    appsflyer = '';
  }
  return {
    ch: trackingValue(query.get('ch')),
    cm: trackingValue(query.get('cm')),
    pp: trackingValue(query.get('pp')),
    affiliate_code: trackingValue(query.get('affiliate_code')),
    fbp: trackingValue(
      typeof document === 'undefined' ? '' : readCookie(document.cookie, '_fbp'),
      256,
    ),
    appsflyer_id: trackingValue(appsflyer, 256),
    visitor_id: visitorId(),
  };
}
