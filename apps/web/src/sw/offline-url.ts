import type { ServiceWorkerConfig } from '../../server/offline';

/** The offline page of a path's language: its prefix's, else the domain's default. */
export function offlineUrl(pathname: string, offline: ServiceWorkerConfig['offline']): string {
  const prefix = /^\/([^/]+)/.exec(pathname)?.[1]?.toLowerCase() ?? '';
  return (
    offline.find((o) => o.prefix && o.prefix === prefix)?.url ??
    offline.find((o) => o.prefix === '')?.url ??
    '/offline.html'
  );
}
