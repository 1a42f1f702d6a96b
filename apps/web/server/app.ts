import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import { templateIds } from '@playfront/core/theme';
import Fastify from 'fastify';
import { createIconMaker } from './app-manifest';
import { registerAppRoutes } from './app-routes';
import { createAssetIndex, readBuildId } from './assets';
import { registerErrorHandler } from './errors';
import { registerHeldSession, sessionCalls } from './held-session';
import { registerHistoryExport } from './history-export';
import { createMetrics } from './metrics';
import { createOperatorClient } from './operator';
import type { ServerOptions } from './options';
import { registerOperations } from './operations';
import { createPageCache } from './page-cache';
import type { CachedPage } from './page-cache';
import { redirectIndexHtml, registerFormFallback, registerPages } from './pages';
import { registerApiProxy } from './proxy';
import { createReadiness } from './readiness';
import { createPageRenderer } from './render';
import { guestCacheControl } from './page-response';
import { registerSecurityHeaders } from './security';
import { createSessionSeal } from './session';
import { LiveHub, localSource, registerLive } from './live';
import type { LiveSource } from './live';
import { redisFanout } from './live-redis';
import { registerStaticFiles } from './static-files';
import { createAddressList, createTrust, forwardHeaders } from './trust';

export { acceptedLanguages } from './language-redirect';
export { fetchWith, RENDER_CALL_TIMEOUT_MS } from './render-call';
export type { ServerOptions } from './options';

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
  const buildId = readBuildId(clientDir);
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

  // One feed connection for the whole process (for all instances with Redis); each page's channel
  // is a fan-out of it.
  const hub = live.hub ?? new LiveHub();
  const source = live.hub ? live.source : liveSource(live, apiUrl, hub, app.log);
  registerOperations(app, {
    readiness: createReadiness({ apiUrl, cacheMs: readyCacheMs }),
    live: () => source?.state(),
    metrics,
    metricsText,
    mayReadMetrics: createAddressList(metricsAllow, 'METRICS_ALLOW'),
    metricsOnOwnPort,
  });
  redirectIndexHtml(app);
  registerSecurityHeaders(app, { hstsMaxAge });
  registerErrorHandler(app);

  app.addHook('onClose', async () => {
    await source?.close();
  });
  registerLive(app, {
    hub,
    available: () => (source ? source.available() : live.hub !== undefined),
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
  await registerStaticFiles(app, clientDir);
  await registerFormFallback(app);

  registerAppRoutes(app, {
    backend,
    forwardHeaders,
    icons: createIconMaker({ apiUrl }),
    assets,
    buildId: JSON.parse(buildId || '""') as string,
    workerFile: join(clientDir, '..', 'sw', 'sw.js'),
    templates,
  });

  registerPages(
    app,
    createPageRenderer({
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
      liveFrom: () => hub.lastId,
    }),
  );

  return app;
}

/** The feed of this process alone, or shared by every instance through Redis; none without a token. */
function liveSource(
  live: NonNullable<ServerOptions['live']>,
  apiUrl: string,
  hub: LiveHub,
  log: { warn(message: string): void; info(message: string): void },
): LiveSource | undefined {
  if (!live.feedToken) return undefined;
  const feed = {
    url: live.feedUrl ?? `${apiUrl.replace(/\/$/, '')}/sandbox/feed`,
    token: live.feedToken,
  };
  return live.redisUrl
    ? redisFanout({
        redisUrl: live.redisUrl,
        hub,
        feed,
        log,
        ...(live.leaseMs ? { leaseMs: live.leaseMs } : {}),
        ...(live.redisPrefix ? { prefix: live.redisPrefix } : {}),
      })
    : localSource({ ...feed, hub, log });
}
