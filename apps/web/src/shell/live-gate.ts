import type { AppStore } from '@playfront/core/store';

/**
 * Loads the push channel's code as soon as the page needs it (a signed-in player, or bet lines on
 * screen), now or after a navigation or a sign-in, and starts it once.
 */
export function openLiveWhenNeeded(store: AppStore): void {
  const check = () => {
    const { session, api } = store.getState();
    if (!session.isAuthenticated && !api.queries['getBetLines(undefined)']) return;
    unsubscribe();
    void import('@playfront/core/live').then(
      (live) => live.startLiveChannel(store),
      () => undefined,
    );
  };
  const unsubscribe = store.subscribe(check);
  check();
}
