import { productApi } from '@playfront/core/api';
import { signedIn, testStore } from '@playfront/core/testing';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_QUIET_MS, startLiveAfterLoad } from './live-start';

const startLiveChannel = vi.fn();
vi.mock('@playfront/core/live', () => ({ startLiveChannel }));
// Files share their worker: the files after this one load the channel's real code, and anything
// that imported this stand-in (the gate, its note) afresh.
afterAll(() => {
  vi.doUnmock('@playfront/core/live');
  vi.resetModules();
});

describe('startLiveAfterLoad', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    startLiveChannel.mockReset();
  });

  it('loads the channel for a signed-in player only after load, an idle moment and the quiet wait', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 50));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    // The server wrote where the page's data was read: the channel resumes from there.
    document.head.insertAdjacentHTML('beforeend', '<meta name="pf-live-from" content="31-4">');
    const { store } = testStore({ preloadedState: { session: signedIn } });
    startLiveAfterLoad(store);

    vi.advanceTimersByTime(60_000);
    expect(startLiveChannel).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(50 + LIVE_QUIET_MS - 1);
    await vi.dynamicImportSettled();
    expect(startLiveChannel).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await vi.dynamicImportSettled();
    expect(startLiveChannel).toHaveBeenCalledExactlyOnceWith(store, { lastEventId: '31-4' });
    document.head.querySelector('meta[name="pf-live-from"]')?.remove();
  });

  it('waits for a guest until the page holds bet lines, then loads it once', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => setTimeout(run, 0));
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const { store } = testStore();
    startLiveAfterLoad(store);
    vi.advanceTimersByTime(LIVE_QUIET_MS + 10);
    await vi.dynamicImportSettled();
    expect(startLiveChannel).not.toHaveBeenCalled();

    // Lines on screen (the sports page): a guest follows their in-play prices.
    await store.dispatch(
      productApi.util.upsertQueryData('getBetLines', undefined, { statusCode: 1, value: [] }),
    );
    await vi.dynamicImportSettled();
    store.dispatch({ type: 'layout/anything' });
    await vi.dynamicImportSettled();
    expect(startLiveChannel).toHaveBeenCalledExactlyOnceWith(store, {});
  });
});
