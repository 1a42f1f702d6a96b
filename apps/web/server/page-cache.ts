import type { EncodedBody } from './encoding';

/** A rendered page as the cache keeps it: the same bytes and headers for every guest. */
export interface RenderedPage extends EncodedBody {
  status: number;
  /** The page's Content-Security-Policy: its inline scripts by hash, the site's origins. */
  policy: string;
  /** False for a page served once and not kept (the site in maintenance, the backend down). */
  cacheable: boolean;
}

/** A redirect the render's route loaders chose; never kept. */
export interface RenderedRedirect {
  status: number;
  location: string;
  cacheable: false;
}

export type CachedPage = RenderedPage | RenderedRedirect;

export interface PageCacheOptions {
  /** How long a page is served as it is. Default 5 s. */
  freshMs?: number;
  /** How long after that it is still served while one new render runs behind it. Default 30 s. */
  staleMs?: number;
  /** Pages kept at most; the oldest go first. Default 500. */
  max?: number;
  now?: () => number;
}

export type CacheOutcome = 'hit' | 'stale' | 'miss';

/**
 * Guest pages by key (host, path, build), briefly: a burst of visitors to one page costs one render,
 * and a stale page is served at once while a single render replaces it.
 */
export function createPageCache<Page extends { cacheable: boolean } = CachedPage>({
  freshMs = 5_000,
  staleMs = 30_000,
  max = 500,
  now = Date.now,
}: PageCacheOptions = {}) {
  const pages = new Map<string, { page: Page; at: number }>();
  const pending = new Map<string, Promise<Page | null>>();

  /** Renders once per key at a time; a page that is not cacheable is served to its callers only. */
  function refresh(key: string, render: () => Promise<Page | null>) {
    const running = pending.get(key);
    if (running) return running;
    const next = render()
      .then((page) => {
        if (page?.cacheable) {
          pages.delete(key);
          pages.set(key, { page, at: now() });
          if (pages.size > max) pages.delete(pages.keys().next().value!);
        }
        return page;
      })
      .finally(() => pending.delete(key));
    pending.set(key, next);
    return next;
  }

  return {
    async get(
      key: string,
      render: () => Promise<Page | null>,
    ): Promise<{ page: Page | null; outcome: CacheOutcome }> {
      const entry = pages.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age < freshMs) return { page: entry.page, outcome: 'hit' };
      if (entry && age < freshMs + staleMs) {
        void refresh(key, render).catch(() => undefined);
        return { page: entry.page, outcome: 'stale' };
      }
      return { page: await refresh(key, render), outcome: 'miss' };
    },
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache<CachedPage>>;
