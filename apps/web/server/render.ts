import { randomBytes } from 'node:crypto';
import { languageByCode, splitLanguagePrefix } from '@playfront/core/i18n';
import { buildHead, headToHtml, seoPageName } from '@playfront/core/seo';
import { DEFAULT_ODDS_FORMAT, readOddsFormat } from '@playfront/core/sports';
import type { TemplateId } from '@playfront/core/theme';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { render as renderApp } from '../src/entry-server';
import { findRoute } from '../src/route-table';
import type { AssetIndex, Assets } from './assets';
import { appColours, manifestHref } from './app-manifest';
import { renderDocument } from './document';
import { chooseEncoding, encodeBody, etagOf, isNotModified } from './encoding';
import { apiError } from './errors';
import { clearSessionCookie, heldPageSession } from './held-session';
import { acceptedLanguages, visitorLanguageRedirect } from './language-redirect';
import type { Metrics } from './metrics';
import type { ForwardedHeaders, OperatorClient } from './operator';
import type { CacheOutcome, CachedPage, PageCache, RenderedPage } from './page-cache';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyOrigins,
  securityHeaders,
} from './security';
import type { PolicyOrigins } from './security';
import { lookupSite } from './site';
import { isValidHost } from './trust';

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

/**
 * `Cache-Control` of a guest page: the browser asks again each time (a 304 while its copy is
 * current); a shared cache in front keeps it `sMaxAge` seconds and serves it for
 * `staleWhileRevalidate` more while it fetches the next.
 */
export const guestCacheControl = (sMaxAge: number, staleWhileRevalidate: number) =>
  `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;

// A page for a signed-in player, a protected page or a redirect chosen by the visitor's language
// is never kept by any cache.
const PRIVATE_CACHE_CONTROL = 'private, no-store';
const UNKNOWN_HOST_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
const UNKNOWN_HOST_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title></head>' +
  '<body><h1>Site not found</h1><p>No site is configured for this address.</p></body></html>';

export interface PageRendererOptions {
  backend: OperatorClient;
  /** The server renderer; without it pages are rendered in the browser. */
  render: typeof renderApp | undefined;
  /** The templates the build carries: a host whose theme's template is not among them has none. */
  templates: readonly TemplateId[];
  /** A template's token CSS, for the pages rendered in the browser. */
  tokenCss: ((id: TemplateId) => Promise<string>) | undefined;
  /** The built index.html, the template of every page. */
  indexHtml: string;
  assets: AssetIndex;
  /** The build's id, part of every cache key. */
  buildId: string;
  apiUrl: string;
  publicOrigin: string;
  pages: PageCache;
  metrics: Metrics;
  /** Origins the operator configured for images and frames, beyond the site's own. */
  origins: PolicyOrigins;
  /** `Cache-Control` of a guest page. */
  cacheControl: string;
  forwardHeaders: (request: FastifyRequest) => ForwardedHeaders;
}

/**
 * Sends a rendered page from the bytes made when it was rendered: the encoding the browser
 * accepts, a strong ETag, and 304 when the caller's copy is current.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  headers: { cacheControl: string; vary: string; outcome?: CacheOutcome },
) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  const etag = etagOf(page.hash, encoding);
  reply
    .code(page.status)
    .header('cache-control', headers.cacheControl)
    .header('vary', headers.vary)
    .header('etag', etag)
    .header('content-security-policy', page.policy)
    .type('text/html; charset=utf-8');
  if (headers.outcome) reply.header('x-page-cache', headers.outcome);
  if (page.status === 200 && isNotModified(request.headers['if-none-match'], etag)) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.body[encoding]);
}

/** Every page: a guest's from the page cache (rendered on a miss), or one the browser renders. */
export function createPageRenderer({
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
  origins: configuredOrigins,
  cacheControl,
  forwardHeaders,
}: PageRendererOptions) {
  return async function renderPage(request: FastifyRequest, reply: FastifyReply) {
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
    const { startup, site, defaultLanguage, theme, maintenance, unknown } = await lookupSite(
      backend,
      domain,
      forward,
      templates,
    );
    const language = prefixed ?? defaultLanguage;
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
    const origins = policyOrigins(startup, configuredOrigins);
    // A page the browser renders is its visitor's alone: its inline scripts carry this nonce. A
    // guest page is sent with a policy of its own, by hash.
    const nonce = randomBytes(16).toString('base64');
    securityHeaders(reply, contentSecurityPolicy({ nonce }, origins));

    // No site for this host: a small page, from the cached answer, with nothing else asked.
    if (unknown) {
      return reply
        .code(404)
        .header('cache-control', UNKNOWN_HOST_CACHE_CONTROL)
        .header('content-security-policy', contentSecurityPolicy({ hashes: [] }, origins))
        .type('text/html; charset=utf-8')
        .send(UNKNOWN_HOST_PAGE);
    }

    if (serverRenders && site && theme?.ok && !maintenance) {
      const to = visitorLanguageRedirect({
        url,
        cookies,
        acceptLanguage: request.headers['accept-language'],
        defaultLanguage,
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
      // Every page of the site carries its tokens, so no browser has to load them.
      const tokens =
        page?.template ??
        (templateId && tokenCss ? { id: templateId, css: await tokenCss(templateId) } : undefined);
      return renderDocument(indexHtml, {
        lang: languageByCode(language).htmlLang,
        dataset: theme?.ok ? { template: theme.theme.templateId, color: theme.color } : undefined,
        head: headToHtml(head),
        // A rendered page is shared by every guest: nothing of this response goes into it.
        ...(page ? {} : { nonce }),
        startup: startup ?? undefined,
        preload: templateId
          ? merge(
              assets.template(templateId),
              player ? assets.signedIn() : { js: [], css: [] },
              page?.area ? assets.area(page.area) : { js: [], css: [] },
              page ? assets.messages(language, page.state.messageGroups) : { js: [], css: [] },
            )
          : undefined,
        fonts: templateId ? assets.fonts(templateId) : [],
        // The same for every page of the host in this language, so a guest page's bytes stay shared.
        app: site
          ? {
              manifest: manifestHref(language, defaultLanguage),
              themeColor: appColours(theme).theme,
            }
          : undefined,
        analytics,
        session: page?.session ?? heldPageSession(player),
        tokens,
        ...(page ? { rendered: { html: page.html, state: page.state } } : {}),
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
      const started = performance.now();
      const result = await render({
        url: `${origin}${url.pathname}${url.search}`,
        domain,
        apiUrl,
        startup,
        ...(theme ? { theme } : {}),
        ...(route && site
          ? {
              seo: {
                pageName: seoPageName(rest),
                record: await backend.seo(domain, site.external_id, seoPageName(rest), forward),
              },
            }
          : {}),
        visitor,
        fetch: fetchWith(forward, RENDER_CALL_TIMEOUT_MS),
        ...(player ? { player } : {}),
      });
      if (result.kind === 'redirect') {
        return { status: result.status, location: result.location, cacheable: false };
      }
      // The session ended on the backend meanwhile: the browser draws the page, its calls answer
      // sessionExpired through the proxy (which ends the cookie) and the expiry flow runs there.
      if (result.sessionEnded) return null;
      const rendered = performance.now();
      const html = await documentFor(result);
      const written = performance.now();
      // Compressed here, once per render: every response until the next render sends these bytes.
      const encoded = await encodeBody(html);
      const done = performance.now();
      metrics.pageRender({
        react: result.timing?.passes.reduce((sum, ms) => sum + ms, 0) ?? 0,
        data: result.timing?.data ?? 0,
        document: written - rendered,
        compress: done - written,
        total: done - started,
      });
      // A page the site cannot show now (backend down, maintenance) is not kept.
      return {
        status: route ? result.status : 404,
        ...encoded,
        policy: contentSecurityPolicy({ hashes: inlineScriptHashes(html) }, origins),
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
    if ('location' in page) {
      return reply
        .code(page.status)
        .header('location', page.location)
        .header('cache-control', PRIVATE_CACHE_CONTROL)
        .send();
    }
    // The same bytes for every guest. What chose them: the encoding, and on a path without a
    // language prefix the visitor's language (no redirect above). The odds format is in the cache
    // key here; a cache in front keys on its cookie (README), and a browser sent another format's
    // page switches to its own after hydrating.
    if (player) {
      return sendPage(request, reply, page, {
        cacheControl: PRIVATE_CACHE_CONTROL,
        vary: 'Accept-Encoding, Cookie',
      });
    }
    return sendPage(request, reply, page, {
      cacheControl:
        page.status !== 200
          ? 'no-cache'
          : request.staleSession
            ? PRIVATE_CACHE_CONTROL
            : cacheControl,
      vary: prefixed ? 'Accept-Encoding' : 'Accept-Encoding, Accept-Language',
      outcome,
    });
  };
}
