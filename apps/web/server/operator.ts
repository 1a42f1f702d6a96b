import { analyticsResponse, seoResponse, startupResponse } from '@playfront/core/contract';
import type { AnalyticsScript, SeoRecord, StartupResponse } from '@playfront/core/contract';
import type { z } from 'zod/mini';

/** What the backend is told about the page request: client address, scheme, host, request id. */
export type ForwardedHeaders = Record<string, string>;

export interface OperatorClientOptions {
  apiUrl: string;
  /** How long one host's answers are reused (a site, or that the domain is unknown). Default 30 s. */
  ttlMs?: number;
  /** How long a failed lookup (backend down, slow, 5xx, malformed) is reused. Default 3 s. */
  failureTtlMs?: number;
  /** A slow backend must not hold the page: after this the page is served without the data. Default 1500 ms. */
  timeoutMs?: number;
  now?: () => number;
  /** Told of each failed lookup: the backend too slow, unreachable, or its answer unusable. */
  onError?: (kind: 'timeout' | 'unreachable' | 'badResponse') => void;
}

/**
 * Reads what the HTML of a page needs from the operator's backend (startup, SEO, analytics),
 * with a short cache per host. Any failure yields null: the browser then loads the data itself.
 */
export function createOperatorClient({
  apiUrl,
  ttlMs = 30_000,
  failureTtlMs = 3_000,
  timeoutMs = 1_500,
  now = Date.now,
  onError,
}: OperatorClientOptions) {
  const cache = new Map<string, { at: number; ttl: number; value: Promise<unknown> }>();

  async function post<S extends z.ZodMiniType>(
    path: string,
    body: object,
    schema: S,
    forward: ForwardedHeaders = {},
  ): Promise<z.infer<S> | null> {
    try {
      const res = await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { ...forward, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // A failing backend's answer is no answer: it is kept only as long as a failure.
      const parsed = res.status < 500 ? schema.safeParse(await res.json()) : undefined;
      if (parsed?.success) return parsed.data;
      onError?.('badResponse');
      return null;
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      onError?.(
        timedOut ? 'timeout' : error instanceof SyntaxError ? 'badResponse' : 'unreachable',
      );
      return null;
    }
  }

  /** One lookup per key at a time; an answer is kept `ttlMs`, a failure (null) `failureTtlMs`. */
  function cached<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < hit.ttl) return hit.value as Promise<T | null>;
    const entry = { at: now(), ttl: ttlMs, value: load() };
    void entry.value.then((value) => {
      if (value === null) Object.assign(entry, { at: now(), ttl: failureTtlMs });
    });
    cache.delete(key);
    cache.set(key, entry);
    if (cache.size > 1000) cache.delete(cache.keys().next().value!);
    return entry.value;
  }

  // `forward` is the client address and request id of the page request that needs the answer;
  // a lookup served from the cache was made for an earlier request and carries that one's.
  return {
    startup(domain: string, forward?: ForwardedHeaders): Promise<StartupResponse | null> {
      return cached(`startup:${domain}`, () =>
        post('/api/startup', { domain_name: domain }, startupResponse, forward),
      );
    },
    async seo(
      domain: string,
      externalId: string,
      pageName: string,
      forward?: ForwardedHeaders,
    ): Promise<SeoRecord | null> {
      const answer = await cached(`seo:${domain}:${pageName}`, () =>
        post(
          '/api/seo',
          { domain_name: domain, external_id: externalId, page_name: pageName },
          seoResponse,
          forward,
        ),
      );
      return answer?.statusCode === 1 ? (answer.value ?? null) : null;
    },
    async analytics(domain: string, forward?: ForwardedHeaders): Promise<AnalyticsScript[]> {
      const answer = await cached(`analytics:${domain}`, () =>
        post('/api/settings/get_analytics', { domain_name: domain }, analyticsResponse, forward),
      );
      return answer?.statusCode === 1 ? (answer.value ?? []) : [];
    },
  };
}

export type OperatorClient = ReturnType<typeof createOperatorClient>;
