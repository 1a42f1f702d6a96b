import type { AppStore } from '@playfront/core/store';
import { afterLoadIdle } from './after-load';

/**
 * How long the page stays quiet after its load and first idle moment before the push channel
 * opens. An always-open stream keeps the network busy, and whatever waits for network quiet (a
 * crawler's capture, Lighthouse, a journey's `networkidle`) must have had it by then.
 */
export const LIVE_QUIET_MS = 2_000;

/**
 * Starts the page's push channel after hydration, never with the first visit's scripts: once the
 * page has loaded, the browser is idle and LIVE_QUIET_MS have passed, a small chunk decides
 * whether the page needs the channel and loads its code as a chunk of its own when it does.
 */
export function startLiveAfterLoad(store: AppStore): void {
  afterLoadIdle(() =>
    setTimeout(
      () =>
        void import('./live-gate').then(
          (gate) => gate.openLiveWhenNeeded(store),
          () => undefined,
        ),
      LIVE_QUIET_MS,
    ),
  );
}
