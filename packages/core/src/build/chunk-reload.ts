import { CHUNK_RELOAD_GUARD_MS } from '../site/constants';

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
];

/** Whether an error is a lazily loaded chunk that failed to load (Vite's messages). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPatterns.some((p) => p.test(message));
}

/** Prefix of the sessionStorage entries that remember a reload per path. */
export const CHUNK_RELOAD_KEY = 'playfront:chunk-reload:';

export interface ChunkReloadOptions {
  /** The path that failed; default `location.pathname`. */
  path?: string;
  /** Current time in ms; default `Date.now()`. */
  now?: number;
  /** Where the last reload per path is remembered; default sessionStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Reloads the page; default `location.reload()`. */
  reload?: () => void;
}

const sessionStore = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Reloads once when a chunk failed to load; a second failure on the same path within 10 s does
 * not reload again, so a broken deploy never loops. Returns whether it reloaded.
 */
export function reloadOnChunkError(error: unknown, options: ChunkReloadOptions = {}): boolean {
  if (!isChunkLoadError(error)) return false;
  const path = options.path ?? (typeof location === 'undefined' ? '/' : location.pathname);
  const now = options.now ?? Date.now();
  const storage = options.storage === undefined ? sessionStore() : options.storage;
  const key = `${CHUNK_RELOAD_KEY}${path}`;
  const last = Number(storage?.getItem(key) ?? Number.NaN);
  if (Number.isFinite(last) && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  // Without storage the guard cannot hold, so reloading could loop: do not reload.
  if (!storage) return false;
  storage.setItem(key, String(now));
  (options.reload ?? (() => location.reload()))();
  return true;
}

/** Listens for Vite's `vite:preloadError` and reloads once per path. Returns the remover. */
export function installChunkReload(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  options: Omit<ChunkReloadOptions, 'now' | 'path'> = {},
): () => void {
  const onPreloadError = (event: Event) => {
    // Vite fires this only for a chunk that failed to load, whatever the browser's wording.
    const error = new Error('Failed to fetch dynamically imported module');
    if (reloadOnChunkError(error, options)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
