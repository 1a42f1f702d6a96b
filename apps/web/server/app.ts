import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { isFilled, languageByCode, splitLanguagePrefix } from '@playfront/core/i18n';
import { buildHead, headToHtml, seoPageName } from '@playfront/core/seo';
import { resolveTheme } from '@playfront/core/theme';
import Fastify from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findRoute } from '../src/route-table';
import { templateAssets } from './assets';
import { renderDocument } from './document';
import { createOperatorClient } from './operator';
import type { OperatorClient } from './operator';

export interface ServerOptions {
  /** Folder holding Vite's client build (index.html and assets/). */
  clientDir: string;
  /** Backend that answers /api/*: an operator's real API or the sandbox. */
  apiUrl: string;
  logger?: boolean;
  /** Replaces the backend reader (tests). */
  operator?: OperatorClient;
}

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
export async function buildServer({ clientDir, apiUrl, logger = false, operator }: ServerOptions) {
  const app = Fastify({ logger, trustProxy: true });
  const indexHtml = await readFile(join(clientDir, 'index.html'), 'utf8');
  const templates = templateAssets(clientDir);
  const backend = operator ?? createOperatorClient({ apiUrl });

  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('x-content-type-options')) securityHeaders(reply);
  });

  app.get('/healthz', () => ({ status: 'ok' }));

  await app.register(proxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api' });

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
    const known = Boolean(findRoute(rest));
    const domain = request.hostname;
    const startup = await backend.startup(domain);
    const site = startup?.statusCode === 1 ? startup.site : undefined;
    const defaultLanguage =
      startup?.language && isFilled(startup.language) ? startup.language : 'EN';
    const language = prefixed ?? defaultLanguage;
    const theme = site ? resolveTheme(site.theme_code, site.theme_color) : undefined;
    const maintenance = startup?.maintenance?.is_maintenance === true;
    const [seo, analytics] =
      site && !maintenance
        ? await Promise.all([
            known ? backend.seo(domain, site.external_id, seoPageName(rest)) : null,
            backend.analytics(domain),
          ])
        : [null, []];
    const nonce = randomBytes(16).toString('base64');
    const head = buildHead({
      origin: `${request.protocol}://${request.host}`,
      pathname: url.pathname,
      language,
      defaultLanguage,
      site,
      seo,
    });
    const html = renderDocument(indexHtml, {
      lang: languageByCode(language).htmlLang,
      dataset: theme?.ok ? { template: theme.theme.templateId, color: theme.color } : undefined,
      head: headToHtml(head),
      nonce,
      startup: startup ?? undefined,
      preload: theme?.ok && !maintenance ? templates.get(theme.theme.templateId) : undefined,
      analytics,
    });
    securityHeaders(reply, nonce);
    return reply
      .code(known ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ statusCode: 404, message: 'Not found' });
    }
    // Files that do not exist are not pages: no HTML for a missing script or image.
    if (/\.[a-z0-9]+$/i.test(new URL(request.url, 'http://placeholder').pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return renderPage(request, reply);
  });

  return app;
}
