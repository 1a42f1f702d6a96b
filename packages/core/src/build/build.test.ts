import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBuildCheck } from './build-check';
import {
  CHUNK_RELOAD_KEY,
  installChunkReload,
  isChunkLoadError,
  reloadOnChunkError,
} from './chunk-reload';
import { buildDescriptor } from './vite-plugin';

afterEach(() => {
  vi.useRealTimers();
});

describe('build check', () => {
  it('re-checks the descriptor every 3,600,000 ms and flags a reload when the build id changes', async () => {
    vi.useFakeTimers();
    const ids = ['b1', 'b1', 'b2'];
    const fetchDescriptor = vi.fn(() => Promise.resolve({ buildId: ids.shift() ?? 'b2' }));
    const check = createBuildCheck({ fetchDescriptor });
    check.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchDescriptor).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchDescriptor).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchDescriptor).toHaveBeenCalledTimes(2);
    expect(check.shouldReloadOnNavigation()).toBe(false);

    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(check.shouldReloadOnNavigation()).toBe(true);
    check.stop();
  });

  it('compares against the build id the page was loaded with when given', async () => {
    const check = createBuildCheck({
      loadedBuildId: 'old',
      fetchDescriptor: () => Promise.resolve({ buildId: 'new' }),
    });
    await check.check();
    expect(check.shouldReloadOnNavigation()).toBe(true);
  });

  it('keeps the page when the descriptor cannot be read', async () => {
    const check = createBuildCheck({
      loadedBuildId: 'old',
      fetchDescriptor: () => Promise.reject(new Error('offline')),
    });
    await check.check();
    expect(check.shouldReloadOnNavigation()).toBe(false);
  });
});

describe('build descriptor plugin', () => {
  it('emits build.json with the build id', () => {
    const plugin = buildDescriptor('abc123');
    const emitted: unknown[] = [];
    const hook = plugin.generateBundle as unknown as (this: { emitFile(f: unknown): void }) => void;
    hook.call({ emitFile: (file) => emitted.push(file) });
    expect(emitted).toEqual([
      { type: 'asset', fileName: 'build.json', source: '{"buildId":"abc123"}\n' },
    ]);
  });

  it('gives every build a fresh id', () => {
    const source = () => {
      let out = '';
      const hook = buildDescriptor().generateBundle as unknown as (this: {
        emitFile(f: { source: string }): void;
      }) => void;
      hook.call({ emitFile: (f) => (out = f.source) });
      return out;
    };
    expect(source()).not.toBe(source());
  });
});

const memoryStorage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
};
const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: /assets/template7.js',
);

/** One tab's storage and reload; `failAt` reports a chunk failure on `path` at time `now`. */
const chunkFailures = () => {
  const reload = vi.fn();
  const storage = memoryStorage();
  const failAt = (path: string, now: number) =>
    reloadOnChunkError(chunkError, { path, now, storage, reload });
  return { reload, storage, failAt };
};

describe('chunk load failure', () => {
  it("recognises Vite's chunk errors and nothing else", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads the page once', () => {
    const { reload, storage, failAt } = chunkFailures();
    expect(failAt('/slots', 1000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.map.get(`${CHUNK_RELOAD_KEY}/slots`)).toBe('1000');
  });

  it('does not reload again on the same path within 10 s, so it never loops', () => {
    const { reload, failAt } = chunkFailures();
    failAt('/slots', 1000);
    expect(failAt('/slots', 10_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('guards each path separately and allows a reload again after 10 s', () => {
    const { reload, failAt } = chunkFailures();
    failAt('/slots', 1000);
    expect(failAt('/casino', 2000)).toBe(true);
    expect(failAt('/slots', 11_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('ignores errors that are not chunk failures', () => {
    const reload = vi.fn();
    expect(
      reloadOnChunkError(new Error('boom'), { path: '/', storage: memoryStorage(), reload }),
    ).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('handles vite:preloadError once per path', () => {
    const reload = vi.fn();
    const storage = memoryStorage();
    const target = new EventTarget() as unknown as Window;
    const remove = installChunkReload(target, { storage, reload });
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);
    expect(second.defaultPrevented).toBe(false);
    remove();
  });
});
