import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { TemplateId } from '@playfront/core/theme';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ICONS, appColours, languageOfPrefix, webAppManifest } from './app-manifest';
import type { IconMaker } from './app-manifest';
import type { AssetIndex } from './assets';
import { apiError } from './errors';
import { OFFLINE_POLICY, offlinePage, serviceWorkerConfig, serviceWorkerScript } from './offline';
import type { ForwardedHeaders, OperatorClient } from './operator';
import { lookupSite } from './site';
import type { SiteLookup } from './site';
import { isValidHost } from './trust';

/** Changes with what an icon is drawn from, so a manifest names new icons when the logo changes. */
export const iconVersion = (lookup: SiteLookup) =>
  createHash('sha256')
    .update(
      `${lookup.site?.logo2 ?? ''}|${lookup.site?.theme_code ?? ''}|${lookup.site?.theme_color ?? ''}`,
    )
    .digest('base64url')
    .slice(0, 10);

/**
 * The app on the home screen: each host's web app manifest and icons, its offline pages and its
 * service worker. Each answers from the host's startup answer, like the pages.
 */
export function registerAppRoutes(
  app: FastifyInstance,
  {
    backend,
    forwardHeaders,
    icons,
    assets,
    buildId,
    workerFile,
    templates,
  }: {
    backend: OperatorClient;
    forwardHeaders: (request: FastifyRequest) => ForwardedHeaders;
    icons: IconMaker;
    assets: AssetIndex;
    buildId: string;
    /** The built service worker (`dist/sw/sw.js`); without it `/sw.js` is not found. */
    workerFile: string;
    /**
     * The templates the build carries: a host whose theme's template is not among them has no
     * theme here either (neutral colours, no template assets), as its pages have none.
     */
    templates?: readonly TemplateId[];
  },
) {
  const worker = existsSync(workerFile) ? readFileSync(workerFile, 'utf8') : undefined;

  /** The host's site, or an answer already sent when there is none. */
  async function siteOf(request: FastifyRequest, reply: FastifyReply) {
    if (!isValidHost(request.host)) {
      void reply.code(400).header('cache-control', 'no-store').send(apiError(400));
      return undefined;
    }
    const lookup = await lookupSite(
      backend,
      request.hostname.toLowerCase(),
      forwardHeaders(request),
      templates,
    );
    if (!lookup.site) {
      void reply
        .code(lookup.unknown ? 404 : 503)
        .header('cache-control', 'no-store')
        .send(apiError(lookup.unknown ? 404 : 503));
      return undefined;
    }
    return { ...lookup, site: lookup.site };
  }

  const languageOf = (request: FastifyRequest, defaultLanguage: SiteLookup['defaultLanguage']) =>
    languageOfPrefix((request.query as { lang?: unknown }).lang) ?? defaultLanguage;

  app.get('/manifest.webmanifest', async (request, reply) => {
    const lookup = await siteOf(request, reply);
    if (!lookup) return reply;
    return reply
      .header('cache-control', 'public, max-age=0, s-maxage=60')
      .type('application/manifest+json; charset=utf-8')
      .send(
        JSON.stringify(
          webAppManifest({
            site: lookup.site,
            colours: appColours(lookup.theme),
            language: languageOf(request, lookup.defaultLanguage),
            defaultLanguage: lookup.defaultLanguage,
            iconVersion: iconVersion(lookup),
          }),
        ),
      );
  });

  app.get<{ Params: { file: string } }>('/app-icons/:file', async (request, reply) => {
    const file = APP_ICONS.find((i) => i.file === request.params.file)?.file;
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    const lookup = await siteOf(request, reply);
    if (!lookup) return reply;
    const png = await icons.icon(
      request.hostname.toLowerCase(),
      lookup.site,
      appColours(lookup.theme),
      file,
    );
    // The manifest names each icon with its version: a day in the browser, a changed logo is a new URL.
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(png);
  });

  app.get('/offline.html', async (request, reply) => {
    const lookup = await siteOf(request, reply);
    if (!lookup) return reply;
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', OFFLINE_POLICY)
      .type('text/html; charset=utf-8')
      .send(
        offlinePage({
          siteName: lookup.site.site_name,
          language: languageOf(request, lookup.defaultLanguage),
          colours: appColours(lookup.theme),
        }),
      );
  });

  app.get('/sw.js', async (request, reply) => {
    if (!worker) return reply.code(404).type('text/plain').send('Not found');
    const lookup = await siteOf(request, reply);
    if (!lookup) return reply;
    const templateId = lookup.theme?.ok ? lookup.theme.theme.templateId : undefined;
    return reply
      .header('cache-control', 'no-cache')
      .header('service-worker-allowed', '/')
      .type('text/javascript; charset=utf-8')
      .send(
        serviceWorkerScript(
          serviceWorkerConfig({ buildId, templateId, assets: assets.precache(templateId) }),
          worker,
        ),
      );
  });
}
