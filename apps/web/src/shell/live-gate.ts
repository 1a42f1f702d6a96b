import type { AppStore } from '@playfront/core/store';

/** Where the page's data was read on the push channel (the server writes it into the page). */
function pageLiveFrom(): { lastEventId?: string } {
  const from = document.querySelector<HTMLMetaElement>('meta[name="pf-live-from"]')?.content;
  return from ? { lastEventId: from } : {};
}

/**
 * Loads the push channel's code as soon as the page needs it (a signed-in player, or bet lines on
 * screen), now or after a navigation or a sign-in, and starts it once.
 */
export function openLiveWhenNeeded(store: AppStore): void {
  const check = () => {
    const { session, api } = store.getState();
    if (!session.isAuthenticated && !api.queries['getBetLines(undefined)']) return;
    unsubscribe();
    // The channel's note comes with its code: a page that loses the channel can always say so.
    void Promise.all([import('@playfront/core/live'), import('./live-note')]).then(
      ([live]) => live.startLiveChannel(store, pageLiveFrom()),
      () => undefined,
    );
  };
  const unsubscribe = store.subscribe(check);
  check();
}
