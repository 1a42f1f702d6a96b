import { afterLoadIdle } from '../shell/after-load';

/**
 * The app on the home screen, started once the page has loaded and the browser is idle, so the
 * first visit's scripts and paint are untouched: the service worker is registered, and on a
 * player's return visit the install prompt's own small chunk is loaded.
 */
export const VISITS_KEY = 'pf-visits';

/** Counts this browsing session once; true when the player has been here in an earlier one. */
export function cameBack(local: Storage, session: Storage): boolean {
  try {
    let visits = Number(local.getItem(VISITS_KEY)) || 0;
    if (!session.getItem(VISITS_KEY)) {
      session.setItem(VISITS_KEY, '1');
      local.setItem(VISITS_KEY, String(++visits));
    }
    return visits > 1;
  } catch {
    return false;
  }
}

export function startHomeScreenApp(): void {
  if (!('serviceWorker' in navigator)) return;
  // The browser's own prompt comes when it likes: kept from the start, offered by the chunk.
  let prompt: Event | undefined;
  const back = cameBack(localStorage, sessionStorage);
  if (back)
    addEventListener('beforeinstallprompt', (event) => {
      event.preventDefault();
      prompt = event;
    });
  const go = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (back)
      import('./install-prompt').then(
        (m) => m.offerInstall(() => prompt),
        () => undefined,
      );
  };
  afterLoadIdle(go);
}
