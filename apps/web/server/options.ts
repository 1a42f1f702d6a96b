import type { TemplateId } from '@playfront/core/theme';
import type { TokenCss } from './page-document';
import type { render as renderApp } from '../src/entry-server';
import type { LiveHub, LiveSource } from './live';
import type { Metrics } from './metrics';
import type { OperatorClient } from './operator';
import type { PageCacheOptions } from './page-cache';

/** The web server's settings (`buildServer`); `index.ts` reads them from the environment. */
export interface ServerOptions {
  /** Folder holding Vite's client build (index.html and assets/). */
  clientDir: string;
  /** Backend that answers /api/*: an operator's real API or the sandbox. */
  apiUrl: string;
  /** `true` logs JSON lines to stdout; an object is Fastify's logger options (a stream in tests). */
  logger?: boolean | { level?: string; stream: { write(line: string): void } };
  /** Replaces the backend reader (tests). */
  operator?: OperatorClient;
  /** The server renderer (`dist/ssr/entry-server.js`); without it pages are rendered in the browser. */
  render?: typeof renderApp;
  /**
   * The templates the build carries (the renderer's `templates`): a host whose theme's template is
   * not among them gets 'Invalid theme code'. Default every template.
   */
  templates?: readonly TemplateId[];
  /** A template's token CSS (the renderer's `tokenCss`), for the pages rendered in the browser. */
  tokenCss?: TokenCss;
  /** How long rendered guest pages are kept (tests). */
  pageCache?: PageCacheOptions;
  /** Longest wait for the backend on one proxied call, in ms. Default 10 s. */
  apiTimeoutMs?: number;
  /** Largest request body the proxy accepts, in bytes. Default 1 MiB. */
  bodyLimit?: number;
  /** Proxies whose forwarded headers are believed (addresses, CIDRs, `loopback`). Default none. */
  trustProxy?: string[];
  /** Origin of canonical and alternate links, for every host. Default: the request's own host. */
  publicOrigin?: string;
  /** Strict-Transport-Security max-age (s) on HTTPS requests; 0 sends none. Default 0. */
  hstsMaxAge?: number;
  /** How long a readiness probe of the backend is reused, in ms. Default 2 s. */
  readyCacheMs?: number;
  /** `s-maxage` of guest pages, and how long this server keeps them, in s. Default 5. */
  pageSMaxAge?: number;
  /** `stale-while-revalidate` of guest pages, and how long this server serves them stale, in s. Default 30. */
  pageStaleWhileRevalidate?: number;
  /** Origins beyond the site's own that pages may load images from. Default none. */
  imageOrigins?: string[];
  /** Origins beyond the site's own that pages may frame. Default none. */
  frameOrigins?: string[];
  /** Addresses and CIDRs answered on `/metrics` (the client address as `trustProxy` tells it). Default loopback. */
  metricsAllow?: string[];
  /** `/metrics` is served on a port of its own: this server answers it to nobody. */
  metricsOnOwnPort?: boolean;
  /** The server's metrics, when the caller serves them elsewhere too. Default: a new registry. */
  metrics?: Metrics;
  /** What `/metrics` answers. Default: this process's metrics; a worker's: every worker's, summed. */
  metricsText?: () => Promise<string>;
  /**
   * Secrets sealing the players' session cookies, newest first; every server given the same ones
   * reads the others' cookies. Default: a random one for this process (logged as such).
   */
  sessionSecrets?: string[];
  /** How long a session cookie is honoured, in seconds. Default 12 hours. */
  sessionMaxAgeSeconds?: number;
  /** The clock of the session cookies (tests). */
  now?: () => number;
  /**
   * The backend's live feed (`LIVE_FEED_URL`, default the sandbox's `/sandbox/feed` at `apiUrl`)
   * and its token (`LIVE_FEED_TOKEN` or `SANDBOX_FEED_TOKEN`); without a token `/api/live`
   * answers 503 and pages poll. With `redisUrl` (`REDIS_URL`) one instance at a time reads the
   * feed and every instance hears it through Redis; `leaseMs` (`LIVE_LEASE_MS`, default 3 s) is
   * how long a dead holder keeps it. A `hub` replaces the feed, with the `source` feeding it (tests).
   */
  live?: {
    feedUrl?: string;
    feedToken?: string;
    redisUrl?: string;
    leaseMs?: number;
    /** Names the Redis keys and channel, so sites sharing a Redis stay apart. */
    redisPrefix?: string;
    hub?: LiveHub;
    source?: LiveSource;
    heartbeatMs?: number;
    maxUnread?: number;
  };
}
