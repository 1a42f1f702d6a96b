/**
 * Loads the browser's `Intl` data on another thread while the page boots. The first
 * `Intl.NumberFormat` a page makes costs about 20 ms of main thread on a fast desktop, four times
 * that on a phone: ICU loading its number data, once per process, whichever thread asks first. A
 * worker that asks first leaves the main thread's formats (the top-10 list's amounts, a balance)
 * costing a fraction of a millisecond. Where workers are missing or refused, nothing changes.
 */
export function warmIntl(locales: string[]): void {
  if (typeof Worker !== 'function') return;
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => worker.terminate();
    worker.onmessage = stop;
    worker.onerror = stop;
    worker.postMessage(locales);
  } catch {
    // A content security policy that refuses the worker: the main thread loads the data itself.
  }
}
