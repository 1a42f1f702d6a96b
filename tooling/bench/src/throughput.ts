import autocannon from 'autocannon';

/** One kind of request the web server is loaded with. */
export interface LoadCase {
  name: string;
  /** Path and query; `[<id>]` in it becomes a new id on every request. */
  path: string;
  /** Default GET. */
  method?: 'GET' | 'POST';
  /** A JSON body (sent with `content-type: application/json`). */
  json?: unknown;
  /** A `Cookie` header sent with every request (a signed-in player's session). */
  cookie?: string;
}

export interface LoadResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Mean response size on the wire, headers included. */
  bytesPerResponse: number;
  /** Responses that were not 2xx, plus connection errors and timeouts. */
  failures: number;
  /** Responses per `x-page-cache` value (`none` where the header was absent). */
  pageCache: Record<string, number>;
}

export interface LoadOptions {
  /** Where to connect, e.g. http://127.0.0.1:28080 (loopback only). */
  origin: string;
  /** Host header of every request, e.g. slot1.localhost:28080. */
  host: string;
  connections: number;
  seconds: number;
}

/** The headers Chromium sends for a page, so the server compresses as it would for a browser. */
const browserHeaders = {
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-US,en;q=0.9',
};

/** Loads the server with one case for a bounded time and reports its throughput and latency. */
export async function load(
  { name, path, method = 'GET', json, cookie }: LoadCase,
  { origin, host, connections, seconds }: LoadOptions,
): Promise<LoadResult> {
  if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(origin)) {
    throw new Error(`Load is only sent to the loopback interface, not ${origin}`);
  }
  const pageCache: Record<string, number> = {};
  const result = await autocannon({
    url: origin,
    connections,
    duration: seconds,
    idReplacement: path.includes('[<id>]'),
    headers: { host, ...browserHeaders, ...(cookie ? { cookie } : {}) },
    requests: [
      {
        method,
        path,
        ...(json === undefined
          ? {}
          : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
        onResponse: (_status, _body, _context, headers) => {
          const outcome = String(headers?.['x-page-cache'] ?? 'none');
          pageCache[outcome] = (pageCache[outcome] ?? 0) + 1;
        },
      },
    ],
  });
  return {
    name,
    path,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    bytesPerResponse: result.requests.total ? result.throughput.total / result.requests.total : 0,
    failures: result.non2xx + result.errors + result.timeouts,
    pageCache,
  };
}
