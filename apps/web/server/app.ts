import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import {
  isFilled,
  LANGUAGE_COOKIE,
  languageByCode,
  languageRedirect,
  readCookie,
  splitLanguagePrefix,
} from '@playfront/core/i18n';
import { buildHead, headToHtml, seoPageName } from '@playfront/core/seo';
import { DEFAULT_ODDS_FORMAT, readOddsFormat } from '@playfront/core/sports';
import { resolveTheme } from '@playfront/core/theme';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { render as renderApp } from '../src/entry-server';
import { findRoute } from '../src/route-table';
import { createAssetIndex } from './assets';
import type { Assets } from './assets';
import { renderDocument } from './document';
import { heldPageSession } from './held-session';
import { apiError } from './errors';
import { createOperatorClient } from './operator';
import type { ForwardedHeaders, OperatorClient } from './operator';
import { createPageCache } from './page-cache';
import type { CacheOutcome, CachedPage, PageCacheOptions } from './page-cache';
import { createMetrics, routeKind } from './metrics';
import { registerApiProxy } from './proxy';
import { createReadiness } from './readiness';
import { clearSessionCookie, registerHeldSession, sessionCalls } from './held-session';
import { createSessionSeal } from './session';
import { createTrust, isValidHost } from './trust';

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
  /**
   * Secrets sealing the players' session cookies, newest first; every server given the same ones
   * reads the others' cookies. Default: a random one for this process (logged as such).
   */
  sessionSecrets?: string[];
  /** How long a session cookie is honoured, in seconds. Default 12 hours. */
  sessionMaxAgeSeconds?: number;
  /** The clock of the session cookies (tests). */
  now?: () => number;
}

/** Languages of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** How long one call made while rendering a page may take, like the startup lookups. */
export const RENDER_CALL_TIMEOUT_MS = 1_500;

/**
 * `fetch` for the render's calls to the backend: each carries `headers` and is given up after
 * `timeoutMs`, so a backend that never answers cannot hold the page.
 */
export function fetchWith(headers: ForwardedHeaders, timeoutMs: number): typeof fetch {
  return (input, init) => {
    const request = new Request(input, init);
    for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return fetch(new Request(request, { signal }));
  };
}

const merge = (...parts: Assets[]): Assets => ({
  js: [...new Set(parts.flatMap((p) => p.js))],
  css: [...new Set(parts.flatMap((p) => p.css))],
});

// Guest pages may be kept by a shared cache in front for a few seconds; a page for a signed-in
// player, a protected page or a redirect chosen by the visitor's language never.
const GUEST_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
const PRIVATE_CACHE_CONTROL = 'private, no-store';
const UNKNOWN_HOST_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
const UNKNOWN_HOST_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title></head>' +
  '<body><h1>Site not found</h1><p>No site is configured for this address.</p></body></html>';

function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self' https:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

function securityHeaders(reply: FastifyReply, nonce?: string) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header(
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  );
  if (nonce) reply.header('content-security-policy', contentSecurityPolicy(nonce));
}

/** The production web server: static build, per-host HTML with head tags and startup data, /api proxy. */
export async function buildServer({
  clientDir,
  apiUrl,
  logger = false,
  operator,
  render,
  pageCache,
  apiTimeoutMs = 10_000,
  bodyLimit = 1024 * 1024,
  trustProxy = [],
  publicOrigin = '',
  hstsMaxAge = 0,
  readyCacheMs = 2_000,
  sessionSecrets = [],
  sessionMaxAgeSeconds = 12 * 3600,
  now = Date.now,
}: ServerOptions) {
  const trust = createTrust(trustProxy);
  const metrics = createMetrics();
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
  const pages = createPageCache(pageCache);
  // Cached pages carry this in place of the CSP nonce; each response puts its own in.
  const noncePlaceholder = `pf-nonce-${randomBytes(12).toString('hex')}`;

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
  app.get('/metrics', async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.registry.metrics()),
  );

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

  await registerApiProxy(app, {
    apiUrl,
    timeoutMs: apiTimeoutMs,
    bodyLimit,
    onUpstreamError: (kind) => metrics.upstreamError('proxy', kind),
    forwardHeaders,
    session: sessionCalls({ seal, publicOrigin }),
  });

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

  async function renderPage(request: FastifyRequest, reply: FastifyReply) {
    const url = new URL(request.url, 'http://placeholder');
    const { language: prefixed, rest } = splitLanguagePrefix(url.pathname);
    const route = findRoute(rest);
    // The host as this server saw it (a forwarded one only from a trusted proxy), checked, lower case.
    if (!isValidHost(request.host)) {
      return reply.code(400).header('cache-control', 'no-store').send(apiError(400));
    }
    const domain = request.hostname.toLowerCase();
    const origin = publicOrigin || `${request.protocol}://${request.host.toLowerCase()}`;
    const forward = forwardHeaders(request);
    const startup = await backend.startup(domain, forward);
    const site = startup?.statusCode === 1 ? startup.site : undefined;
    const defaultLanguage =
      startup?.language && isFilled(startup.language) ? startup.language : 'EN';
    const language = prefixed ?? defaultLanguage;
    const theme = site ? resolveTheme(site.theme_code, site.theme_color) : undefined;
    const maintenance = startup?.maintenance?.is_maintenance === true;
    const cookies = request.headers.cookie ?? '';
    const visitor = {
      cookies: () => cookies,
      languages: () => acceptedLanguages(request.headers['accept-language']),
    };
    // A signed-in player's pages are rendered here too, with the session this server holds; they
    // are the player's alone and never enter the page cache.
    const player = request.heldSession;
    if (request.staleSession) clearSessionCookie(reply);
    const serverRenders =
      Boolean(render) && (maintenance || Boolean(player) || !route?.middleware.includes('auth'));
    const nonce = randomBytes(16).toString('base64');
    securityHeaders(reply, nonce);

    // No site for this host: a small page, from the cached answer, with nothing else asked.
    if (startup?.statusCode !== 1 && startup?.statusMessage === 'unknownDomain') {
      return reply
        .code(404)
        .header('cache-control', UNKNOWN_HOST_CACHE_CONTROL)
        .type('text/html; charset=utf-8')
        .send(UNKNOWN_HOST_PAGE);
    }

    if (serverRenders && site && theme?.ok && !maintenance) {
      // The language redirect of the route loaders, decided before any cached page is served.
      const to = languageRedirect({
        pathname: url.pathname,
        cookie: readCookie(cookies, LANGUAGE_COOKIE),
        browserLanguages: visitor.languages(),
        fallback: defaultLanguage,
        search: url.search,
      });
      if (to) {
        return reply
          .code(302)
          .header('location', to)
          .header('cache-control', PRIVATE_CACHE_CONTROL)
          .header('vary', 'Cookie, Accept-Language')
          .send();
      }
    }

    const documentFor = async (rendered?: Awaited<ReturnType<typeof renderApp>>) => {
      const [seo, analytics] =
        site && !maintenance
          ? await Promise.all([
              route ? backend.seo(domain, site.external_id, seoPageName(rest), forward) : null,
              backend.analytics(domain, forward),
            ])
          : [null, []];
      const page = rendered?.kind === 'page' ? rendered : undefined;
      const head = buildHead({
        origin,
        pathname: url.pathname,
        language,
        defaultLanguage,
        site,
        seo,
        fallbackTitle: page?.title,
      });
      const templateId = theme?.ok && !maintenance ? theme.theme.templateId : undefined;
      return renderDocument(indexHtml, {
        lang: languageByCode(language).htmlLang,
        dataset: theme?.ok ? { template: theme.theme.templateId, color: theme.color } : undefined,
        head: headToHtml(head),
        nonce: page ? noncePlaceholder : nonce,
        startup: startup ?? undefined,
        preload: templateId
          ? merge(
              assets.template(templateId),
              page?.area ? assets.area(page.area) : { js: [], css: [] },
              page ? assets.messages(language, page.state.messageGroups) : { js: [], css: [] },
            )
          : undefined,
        fonts: templateId ? assets.fonts(templateId) : [],
        analytics,
        session: page?.session ?? heldPageSession(player),
        ...(page
          ? { rendered: { html: page.html, state: page.state, tokens: page.template } }
          : {}),
      });
    };

    const status = route ? 200 : 404;
    if (!serverRenders || !render) {
      return reply
        .code(status)
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .type('text/html; charset=utf-8')
        .send(await documentFor());
    }

    // Prices follow the visitor's odds format cookie: each format is a page of its own.
    const oddsFormat = readOddsFormat(cookies) ?? DEFAULT_ODDS_FORMAT;
    const key = `${buildId}|${domain}|${origin}|${url.pathname}${url.search}|${oddsFormat}`;
    const renderOnce = async (): Promise<CachedPage | null> => {
      const result = await render({
        url: `${origin}${url.pathname}${url.search}`,
        domain,
        apiUrl,
        startup,
        ...(route && site
          ? {
              seo: {
                pageName: seoPageName(rest),
                record: await backend.seo(domain, site.external_id, seoPageName(rest), forward),
              },
            }
          : {}),
        visitor,
        nonce: noncePlaceholder,
        fetch: fetchWith(forward, RENDER_CALL_TIMEOUT_MS),
        ...(player ? { player } : {}),
      });
      if (result.kind === 'redirect') {
        return { status: result.status, html: '', location: result.location, cacheable: false };
      }
      // The session ended on the backend meanwhile: the browser draws the page, its calls answer
      // sessionExpired through the proxy (which ends the cookie) and the expiry flow runs there.
      if (result.sessionEnded) {
        return { status: route ? 200 : 404, html: await documentFor(), cacheable: false };
      }
      // A page the site cannot show now (backend down, maintenance) is not kept.
      return {
        status: route ? result.status : 404,
        html: await documentFor(result),
        cacheable: result.status < 500,
      };
    };
    let outcome: CacheOutcome = 'miss';
    let page: CachedPage | null;
    try {
      // A player's page is rendered for that request alone: never kept, never served to another.
      if (player) page = await renderOnce();
      else {
        ({ page, outcome } = await pages.get(key, renderOnce));
        metrics.pageCache(outcome);
      }
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; the page renders in the browser');
      page = null;
    }
    if (!page) {
      return reply
        .code(status)
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .type('text/html; charset=utf-8')
        .send(await documentFor());
    }
    if (page.location) {
      return reply
        .code(page.status)
        .header('location', page.location)
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .send();
    }
    if (player)
      return reply
        .code(page.status)
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .type('text/html; charset=utf-8')
        .compress(page.html.replaceAll(noncePlaceholder, nonce));
    reply
      .code(page.status)
      .header(
        'cache-control',
        page.status !== 200
          ? 'no-cache'
          : request.staleSession
            ? PRIVATE_CACHE_CONTROL
            : GUEST_CACHE_CONTROL,
      )
      .header('x-page-cache', outcome)
      .type('text/html; charset=utf-8');
    // The odds format cookie changes every page; without a prefix the language cookie does too.
    reply.header('vary', prefixed ? 'Cookie' : 'Cookie, Accept-Language');
    return reply.compress(page.html.replaceAll(noncePlaceholder, nonce));
  }

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
