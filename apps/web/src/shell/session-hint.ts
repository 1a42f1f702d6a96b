import type { AppStore } from '@playfront/core/store';

/**
 * Cookie that tells the web server a signed-in player is coming back. It holds no secret (the token
 * stays in the browser's storage): the server then sends the page to be rendered in the browser
 * instead of a guest page that would flash the guest header, and never caches it.
 */
export const SESSION_HINT_COOKIE = 'pf_signed_in';

/** Keeps the hint cookie in step with the session. */
export function keepSessionHint(store: AppStore, doc: Pick<Document, 'cookie'> = document): void {
  let signedIn: boolean | undefined;
  const sync = () => {
    const now = store.getState().session.isAuthenticated;
    if (now === signedIn) return;
    signedIn = now;
    doc.cookie = now
      ? `${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`
      : `${SESSION_HINT_COOKIE}=; Path=/; SameSite=Lax; Max-Age=0`;
  };
  sync();
  store.subscribe(sync);
}
