import { useDeferredValue, useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML, true from the render after.
 * What reads the browser (storage, cookies, the window's origin) waits for it, so the first
 * client render matches the server's.
 *
 * After hydration React draws the `true` side in a deferred, time-sliced render: the hydration
 * commit's own re-render only runs these components again with their server output, so the
 * main thread is not held by everything that changes once the page is the browser's. A
 * component mounted later, or in a tree the browser renders itself, reads `true` at once.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      subscribe,
      () => true,
      () => false,
    ),
  );
}
