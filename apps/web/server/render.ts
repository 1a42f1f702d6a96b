import { randomBytes } from 'node:crypto';
import { splitLanguagePrefix } from '@playfront/core/i18n';
import { seoPageName } from '@playfront/core/seo';
import { DEFAULT_ODDS_FORMAT, readOddsFormat } from '@playfront/core/sports';
import type { TemplateId } from '@playfront/core/theme';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { render as renderApp } from '../src/entry-server';
import { findRoute } from '../src/route-table';
import type { AssetIndex } from './assets';
import { encodeBody } from './encoding';
import { apiError } from './errors';
import { clearSessionCookie } from './held-session';
import { acceptedLanguages, visitorLanguageRedirect } from './language-redirect';
import type { Metrics } from './metrics';
import type { ForwardedHeaders, OperatorClient } from './operator';
import type { CacheOutcome, CachedPage, PageCache } from './page-cache';
import { writePageDocument } from './page-document';
import type { TokenCss } from './page-document';
import {
  PRIVATE_CACHE_CONTROL,
  sendBrowserPage,
  sendPage,
  sendPrivateRedirect,
  sendUnknownHost,
} from './page-response';
import { fetchWith, RENDER_CALL_TIMEOUT_MS } from './render-call';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyOrigins,
  securityHeaders,
} from './security';
import type { PolicyOrigins } from './security';
import { lookupSite } from './site';
import { isValidHost } from './trust';

export interface PageRendererOptions {
  backend: OperatorClient;
  /** The server renderer; without it pages are rendered in the browser. */
  render: typeof renderApp | undefined;
  /** The templates the build carries: a host whose theme's template is not among them has none. */
  templates: readonly TemplateId[];
  /** A template's token CSS, for the pages rendered in the browser. */
  tokenCss: TokenCss | undefined;
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
  /**
   * The push channel's latest event id. A page carries the id it was read at, so its channel
   * resumes from there and nothing that happened while the page loaded is missed.
   */
  liveFrom?: () => string;
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
  liveFrom = () => '',
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
      return sendUnknownHost(reply, contentSecurityPolicy({ hashes: [] }, origins));
    }

    if (serverRenders && site && theme?.ok && !maintenance) {
      const to = visitorLanguageRedirect({
        url,
        cookies,
        acceptLanguage: request.headers['accept-language'],
        defaultLanguage,
      });
      if (to) {
        return sendPrivateRedirect(reply, 302, to, 'Cookie, Accept-Language');
      }
    }

    const documentFor = (
      rendered?: Awaited<ReturnType<typeof renderApp>>,
      readAt: string = liveFrom(),
    ) =>
      writePageDocument(
        {
          backend,
          indexHtml,
          assets,
          tokenCss,
          domain,
          forward,
          origin,
          pathname: url.pathname,
          rest,
          isRoute: Boolean(route),
          language,
          defaultLanguage,
          startup,
          site,
          theme,
          maintenance,
          player,
          nonce,
          liveFrom: readAt,
        },
        rendered,
      );

    const status = route ? 200 : 404;
    if (!serverRenders || !render) {
      return sendBrowserPage(reply, status, await documentFor());
    }

    // Prices follow the visitor's odds format cookie: each format is a page of its own.
    const oddsFormat = readOddsFormat(cookies) ?? DEFAULT_ODDS_FORMAT;
    const key = `${buildId}|${domain}|${origin}|${url.pathname}${url.search}|${oddsFormat}`;
    const renderOnce = async (): Promise<CachedPage | null> => {
      const started = performance.now();
      // Read before the page's data: an event while it renders is sent again, never lost.
      const readAt = liveFrom();
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
      const html = await documentFor(result, readAt);
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
      return sendBrowserPage(reply, status, await documentFor());
    }
    if ('location' in page) {
      return sendPrivateRedirect(reply, page.status, page.location);
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
