import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { templateIds } from '@playfront/core/theme';
import type { TemplateId } from '@playfront/core/theme';
import Fastify from 'fastify';
import type { FastifyRequest } from 'fastify';
import type { render as renderApp } from '../src/entry-server';
import { createIconMaker } from './app-manifest';
import { registerAppRoutes } from './app-routes';
import { createAssetIndex } from './assets';
import { apiError } from './errors';
import { registerHeldSession, sessionCalls } from './held-session';
import { registerHistoryExport } from './history-export';
import { createMetrics, routeKind } from './metrics';
import type { Metrics } from './metrics';
import { createOperatorClient } from './operator';
import type { ForwardedHeaders, OperatorClient } from './operator';
import { createPageCache } from './page-cache';
import type { CachedPage, PageCacheOptions } from './page-cache';
import { registerApiProxy } from './proxy';
import { createReadiness } from './readiness';
import { createPageRenderer, guestCacheControl } from './render';
import { securityHeaders } from './security';
import { createSessionSeal } from './session';
import { connectFeed, LiveHub, registerLive } from './live';
import { createAddressList, createTrust } from './trust';

export { acceptedLanguages } from './language-redirect';
export { fetchWith, RENDER_CALL_TIMEOUT_MS } from './render';

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
  tokenCss?: (id: TemplateId) => Promise<string>;
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
   * answers 503 and pages poll. A `hub` replaces the feed (tests).
   */
  live?: {
    feedUrl?: string;
    feedToken?: string;
    hub?: LiveHub;
    heartbeatMs?: number;
    maxUnread?: number;
  };
}

/** The production web server: static build, per-host HTML with head tags and startup data, /api proxy. */
export async function buildServer({
  clientDir,
  apiUrl,
  logger = false,
  operator,
  render,
  templates = templateIds,
  tokenCss,
  pageCache,
  apiTimeoutMs = 10_000,
  bodyLimit = 1024 * 1024,
  trustProxy = [],
  publicOrigin = '',
  hstsMaxAge = 0,
  readyCacheMs = 2_000,
  pageSMaxAge = 5,
  pageStaleWhileRevalidate = 30,
  imageOrigins = [],
  frameOrigins = [],
  metricsAllow = ['loopback'],
  metricsOnOwnPort = false,
  metrics = createMetrics(),
  metricsText = () => metrics.registry.metrics(),
  sessionSecrets = [],
  sessionMaxAgeSeconds = 12 * 3600,
  now = Date.now,
  live = {},
}: ServerOptions) {
  const trust = createTrust(trustProxy);
  const mayReadMetrics = createAddressList(metricsAllow, 'METRICS_ALLOW');
  const app = Fastify({
    logger,
    // X-Forwarded-For/Host/Proto count only from the configured proxies.
    trustProxy: trust.fastifyOption,
    genReqId: (req) => trust.requestId(req),
    bodyLimit,
    // A caller gets this long to send its whole request; a stalled upload does not hold a socket.
    requestTimeout: 30_000,
    // On close, idle keep-alive connections go at once; busy ones finish their request first.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  const indexHtml = await readFile(join(clientDir, 'index.html'), 'utf8');
  const assets = createAssetIndex(clientDir);
  const backend =
    operator ??
    createOperatorClient({ apiUrl, onError: (kind) => metrics.upstreamError('lookup', kind) });
  const readiness = createReadiness({ apiUrl, cacheMs: readyCacheMs });
  const buildFile = join(clientDir, 'build.json');
  const buildId = existsSync(buildFile)
    ? JSON.stringify(
        (JSON.parse(readFileSync(buildFile, 'utf8')) as { buildId?: unknown }).buildId ?? '',
      )
    : '';
  // This server keeps a guest page as long as a shared cache in front may.
  const pages = createPageCache<CachedPage>({
    freshMs: pageSMaxAge * 1000,
    staleMs: pageStaleWhileRevalidate * 1000,
    ...pageCache,
  });

  await app.register(compress, { global: false });
  const madeSecret = sessionSecrets.length === 0;
  const seal = createSessionSeal({
    secrets: madeSecret ? [randomBytes(32).toString('base64url')] : sessionSecrets,
    maxAgeSeconds: sessionMaxAgeSeconds,
    now,
  });
  if (madeSecret)
    app.log.warn(
      'SESSION_SECRET is not set: session cookies are sealed with a random secret of this process, so they end when it restarts and no other instance reads them',
    );
  await registerHeldSession(app, { seal, publicOrigin });

  // While the server drains on shutdown, new requests are turned away so the balancer moves on.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (draining) {
      void reply.code(503).header('connection', 'close').send(apiError(503));
      return;
    }
    // The built index.html is a template, never a page: it has no CSP and no site in it.
    const [path, query] = request.url.split('?', 2);
    if (path === '/index.html' && (request.method === 'GET' || request.method === 'HEAD')) {
      void reply.redirect(query ? `/?${query}` : '/', 301);
      return;
    }
    done();
  });

  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('x-content-type-options')) securityHeaders(reply);
    reply.header('x-request-id', request.id);
    if (hstsMaxAge > 0 && request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${hstsMaxAge}`);
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(routeKind(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  // Liveness: the process answers. Readiness: the backend answers too.
  app.get('/healthz', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return (await readiness.check())
      ? reply.send({ status: 'ready' })
      : reply.code(503).send(apiError(503));
  });
  // For the scraper only: anyone else is told there is nothing here.
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (metricsOnOwnPort || !mayReadMetrics(request.ip)) {
      return reply.code(404).send(apiError(404));
    }
    return reply.type(metrics.registry.contentType).send(await metricsText());
  });

  // The server's own failures in the API's shape; what went wrong is logged, never sent.
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request refused');
    // A body left unread (too large, refused early) must not be read as the next request.
    if (status === 413 || !request.raw.complete) reply.header('connection', 'close');
    return reply.code(status).header('cache-control', 'no-store').send(apiError(status));
  });

  // What the backend hears about the caller is what this server saw, never what the caller claims:
  // on proxied calls and on the calls a page's render makes alike.
  const forwardHeaders = (
    request: Pick<FastifyRequest, 'id' | 'ip' | 'host' | 'protocol'>,
  ): ForwardedHeaders => ({
    'x-forwarded-for': request.ip,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
    'x-request-id': request.id,
  });

  // One feed connection for the whole process; each page's channel is a fan-out of it.
  const hub = live.hub ?? new LiveHub();
  const feed =
    !live.hub && live.feedToken
      ? connectFeed({
          url: live.feedUrl ?? `${apiUrl.replace(/\/$/, '')}/sandbox/feed`,
          token: live.feedToken,
          hub,
          log: app.log,
        })
      : undefined;
  app.addHook('onClose', (_instance, done) => {
    feed?.close();
    done();
  });
  registerLive(app, {
    hub,
    available: () => live.hub !== undefined || feed !== undefined,
    ...(live.heartbeatMs ? { heartbeatMs: live.heartbeatMs } : {}),
    ...(live.maxUnread ? { maxUnread: live.maxUnread } : {}),
  });

  await registerApiProxy(app, {
    apiUrl,
    timeoutMs: apiTimeoutMs,
    bodyLimit,
    onUpstreamError: (kind) => metrics.upstreamError('proxy', kind),
    forwardHeaders,
    session: sessionCalls({ seal, publicOrigin }),
  });
  registerHistoryExport(app, { apiUrl, timeoutMs: apiTimeoutMs, forwardHeaders });

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders(reply, path) {
      // Hashed file names never change content, so browsers may keep them for a year.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const renderPage = createPageRenderer({
    backend,
    render,
    templates,
    tokenCss,
    indexHtml,
    assets,
    buildId,
    apiUrl,
    publicOrigin,
    pages,
    metrics,
    origins: { images: imageOrigins, frames: frameOrigins },
    cacheControl: guestCacheControl(pageSMaxAge, pageStaleWhileRevalidate),
    forwardHeaders,
  });

  // A form sent before its page hydrated posts to the page itself (never as a GET, which would put
  // a password in the address): its fields are dropped unread and the browser comes back to the page.
  await app.register((pages, _options, registered) => {
    const forms = ['application/x-www-form-urlencoded', 'multipart/form-data'];
    pages.addContentTypeParser(forms, (_request, payload, done) => {
      payload.resume();
      done(null);
    });
    pages.post('/*', (request, reply) => {
      const type = String(request.headers['content-type'] ?? '')
        .split(';', 1)[0]!
        .trim();
      if (!forms.includes(type.toLowerCase())) return reply.code(404).send(apiError(404));
      // Read as a path of this site: '//host/x' gives '/x', so the way back never leaves it.
      const url = new URL(request.url, 'http://placeholder');
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${url.pathname}${url.search}`, 303);
    });
    registered();
  });

  registerAppRoutes(app, {
    backend,
    forwardHeaders,
    icons: createIconMaker({ apiUrl }),
    assets,
    buildId: JSON.parse(buildId || '""') as string,
    workerFile: join(clientDir, '..', 'sw', 'sw.js'),
    templates,
  });

  // Every other GET is a page (compressed, so a route rather than the not-found handler).
  app.get('/*', (request, reply) => {
    // Files that do not exist are not pages: no HTML for a missing script or image.
    if (/\.[a-z0-9]+$/i.test(new URL(request.url, 'http://placeholder').pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return renderPage(request, reply);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(apiError(404)));

  return app;
}
