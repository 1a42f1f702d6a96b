import { availableParallelism } from 'node:os';
import { createAddressList } from './trust';

/** What an operator sets through the environment; every value has a default. */
export interface Settings {
  port: number;
  host: string;
  apiUrl: string;
  /** Longest wait for the backend on one proxied call, in ms. */
  apiTimeoutMs: number;
  /** Largest request body the proxy accepts, in bytes. */
  bodyLimit: number;
  /** Addresses and CIDR ranges whose X-Forwarded-* and X-Request-Id headers are believed; empty: none. */
  trustProxy: string[];
  /** The origin written into canonical and alternate links; empty: the request's own host. */
  publicOrigin: string;
  /** Strict-Transport-Security max-age in seconds on HTTPS requests; 0: not sent. */
  hstsMaxAge: number;
  /** How long in-flight requests may finish after SIGTERM before connections are cut, in ms. */
  shutdownDrainMs: number;
  /**
   * Secrets that seal the players' session cookies, newest first (`SESSION_SECRET`, comma-separated,
   * 32 characters or more each); empty: a random one for this process.
   */
  sessionSecrets: string[];
  /** How long a session cookie is honoured, in seconds (`SESSION_MAX_AGE_HOURS`, default 12). */
  sessionMaxAgeSeconds: number;
  /** Processes serving requests; 1 serves from this process alone. */
  workers: number;
  /** Addresses and CIDR ranges answered on `/metrics` of the web port; empty: nobody. */
  metricsAllow: string[];
  /** A port of its own for `/metrics`; then the web port answers it to nobody. */
  metricsPort: number | undefined;
  /** How long a shared cache (and this server) keeps a guest page as it is, in seconds. */
  pageSMaxAge: number;
  /** How long after that a guest page may still be served while a new one is made, in seconds. */
  pageStaleWhileRevalidate: number;
  /** Origins beyond the site's own that pages may load images from (CSP `img-src`). */
  imageOrigins: string[];
  /** Origins beyond the site's own that pages may frame: game providers, chat vendors (`frame-src`). */
  frameOrigins: string[];
  /** The backend's live feed and its token; with `redisUrl`, fanned out to every instance through Redis. */
  live: { feedUrl?: string; feedToken?: string; redisUrl?: string; leaseMs?: number };
}

/** `1mb`, `512kb`, `2048` (bytes). */
export function parseBytes(value: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
  if (!match) throw new Error(`Not a size: ${value}`);
  const unit = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 }[
    (match[2] ?? 'b').toLowerCase() as 'b'
  ];
  return Math.floor(Number(match[1]) * unit);
}

function number(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number ≥ 0`);
  return parsed;
}

/** `TRUST_PROXY`: a comma-separated list of addresses, CIDRs or `loopback`; empty or `false` is off. */
export function parseTrustProxy(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length === 1 && ['false', 'off', '0', 'no'].includes(list[0]!.toLowerCase())) return [];
  if (list.some((part) => ['true', '*'].includes(part.toLowerCase()))) {
    throw new Error('TRUST_PROXY lists the proxies in front of this server, not `true`');
  }
  return list;
}

/** `METRICS_ALLOW`: listed like `TRUST_PROXY`, default loopback; `off` answers nobody on the web port. */
export function parseMetricsAllow(value: string | undefined): string[] {
  if (value === undefined || value.trim() === '') return ['loopback'];
  const list = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.length === 1 && ['false', 'off', '0', 'no'].includes(list[0]!.toLowerCase())) return [];
  // Throws on anything but addresses, CIDRs and the named ranges (`*` included).
  createAddressList(list, 'METRICS_ALLOW');
  return list;
}

// A CSP source as an operator lists it: `https://cdn.example`, `https://*.games.example:8443`, or
// the scheme `https:` alone (every HTTPS origin, as before the list existed).
const CSP_SOURCE = /^(?:https:|https?:\/\/(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i;

/** `CSP_IMAGE_ORIGINS` / `CSP_FRAME_ORIGINS`: comma-separated origins, each checked. */
export function parseOrigins(value: string | undefined, name: string): string[] {
  const list = (value ?? '')
    .split(',')
    .map((part) => part.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const entry of list) {
    if (!CSP_SOURCE.test(entry)) throw new Error(`${name}: not an origin: ${entry}`);
  }
  return [...new Set(list.map((entry) => entry.toLowerCase()))];
}

function port(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65_535) {
    throw new Error(`${name} must be a port number`);
  }
  return parsed;
}

function workers(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return availableParallelism();
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1)
    throw new Error('WEB_WORKERS must be a whole number ≥ 1');
  return parsed;
}

function origin(value: string | undefined): string {
  if (!value?.trim()) return '';
  const url = new URL(value.trim());
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('PUBLIC_ORIGIN must be an http(s) origin');
  }
  return url.origin;
}

/** `SESSION_SECRET`: comma-separated secrets, each at least 32 characters. */
function secrets(value: string | undefined): string[] {
  const list = (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (list.some((part) => part.length < 32))
    throw new Error('Each SESSION_SECRET must be at least 32 characters');
  return list;
}

/**
 * `LIVE_FEED_URL` and `LIVE_FEED_TOKEN` (or the sandbox's `SANDBOX_FEED_TOKEN`); no token: no feed.
 * `REDIS_URL` shares the feed between instances; `LIVE_LEASE_MS` is how long its holder's lease lasts.
 */
function liveFeed(env: NodeJS.ProcessEnv): Settings['live'] {
  const token = (env.LIVE_FEED_TOKEN ?? env.SANDBOX_FEED_TOKEN ?? '').trim();
  const url = (env.LIVE_FEED_URL ?? '').trim();
  if (url && !/^https?:\/\/\S+$/.test(url)) throw new Error('LIVE_FEED_URL must be an http(s) URL');
  const redisUrl = (env.REDIS_URL ?? '').trim();
  if (redisUrl && !/^rediss?:\/\/\S+$/.test(redisUrl))
    throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  const leaseMs = number(env.LIVE_LEASE_MS, 3_000, 'LIVE_LEASE_MS');
  if (leaseMs < 300) throw new Error('LIVE_LEASE_MS must be at least 300');
  return {
    ...(url ? { feedUrl: url } : {}),
    ...(token ? { feedToken: token } : {}),
    ...(redisUrl ? { redisUrl, leaseMs } : {}),
  };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    port: number(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    apiUrl: env.API_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 8787}`,
    apiTimeoutMs: number(env.API_TIMEOUT_MS, 10_000, 'API_TIMEOUT_MS'),
    bodyLimit: parseBytes(env.API_BODY_LIMIT?.trim() || '1mb'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: origin(env.PUBLIC_ORIGIN),
    hstsMaxAge: number(env.HSTS_MAX_AGE, 0, 'HSTS_MAX_AGE'),
    shutdownDrainMs: number(env.SHUTDOWN_DRAIN_MS, 10_000, 'SHUTDOWN_DRAIN_MS'),
    sessionSecrets: secrets(env.SESSION_SECRET),
    sessionMaxAgeSeconds: Math.round(
      number(env.SESSION_MAX_AGE_HOURS, 12, 'SESSION_MAX_AGE_HOURS') * 3600,
    ),
    workers: workers(env.WEB_WORKERS),
    metricsAllow: parseMetricsAllow(env.METRICS_ALLOW),
    metricsPort: port(env.METRICS_PORT, 'METRICS_PORT'),
    pageSMaxAge: number(env.PAGE_S_MAXAGE, 5, 'PAGE_S_MAXAGE'),
    pageStaleWhileRevalidate: number(
      env.PAGE_STALE_WHILE_REVALIDATE,
      30,
      'PAGE_STALE_WHILE_REVALIDATE',
    ),
    imageOrigins: parseOrigins(env.CSP_IMAGE_ORIGINS, 'CSP_IMAGE_ORIGINS'),
    frameOrigins: parseOrigins(env.CSP_FRAME_ORIGINS, 'CSP_FRAME_ORIGINS'),
    live: liveFeed(env),
  };
}
