import type { FastifyInstance, FastifyReply } from 'fastify';
import { providerNameOf } from '../db/games';
import { gameNameOf } from '../db/play';
import { siteNameByDomain } from '../db/sites';
import { ApiError } from '../errors';
import { livechatScript } from '../media/livechat';
import { bannerSvg, bannerTexts, chatSvg, gameSvg, logoSvg, providerSvg } from '../media/svg';
import type { Services } from './define';
import { normaliseDomain } from './lookups';

/** Generated images never change for a URL: let browsers and proxies keep them for a week. */
const IMAGE_CACHE = 'public, max-age=604800, immutable';

function sendSvg(reply: FastifyReply, body: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', IMAGE_CACHE)
    .send(body);
}

/** The name inside `<name>.svg`; anything else is not a media file. */
function svgName(file: string): string {
  if (!file.endsWith('.svg') || file.length <= 4)
    throw new ApiError('notFound', 'Media files end in .svg.');
  return file.slice(0, -4);
}

type Params<K extends string> = { Params: Record<K, string> };

/** GET /api/media/*: game tiles, provider and site logos, banners and the live-chat loader. */
export function mediaRoutes(app: FastifyInstance, { db }: Services): void {
  app.get<Params<'provider' | 'file'>>(
    '/api/media/game/:provider/:file',
    async (request, reply) => {
      const code = svgName(request.params.file);
      const provider = request.params.provider;
      const name = await gameNameOf(db, provider, code);
      return sendSvg(reply, gameSvg(provider, code, name ?? code));
    },
  );

  app.get<Params<'file'>>('/api/media/provider/:file', async (request, reply) => {
    const code = svgName(request.params.file);
    const name = await providerNameOf(db, code.toUpperCase());
    return sendSvg(reply, providerSvg(code, name ?? code));
  });

  app.get<Params<'domain' | 'file'>>('/api/media/logo/:domain/:file', async (request, reply) => {
    const n = Number(svgName(request.params.file));
    if (n !== 1 && n !== 2 && n !== 3) throw new ApiError('notFound', 'Logos are numbered 1 to 3.');
    const domain = normaliseDomain(request.params.domain);
    const siteName = await siteNameByDomain(db, domain);
    if (siteName === undefined) throw new ApiError('unknownDomain');
    return sendSvg(reply, logoSvg(n, siteName, domain));
  });

  app.get<Params<'file'>>('/api/media/banner/:file', async (request, reply) => {
    const n = Number(svgName(request.params.file));
    const text = Number.isInteger(n) ? bannerTexts[n - 1] : undefined;
    if (!text) throw new ApiError('notFound', `Banners are numbered 1 to ${bannerTexts.length}.`);
    return sendSvg(reply, bannerSvg(n, text[0], text[1]));
  });

  app.get<Params<'file'>>('/api/media/chat/:file', async (request, reply) => {
    const id = svgName(request.params.file);
    return sendSvg(reply, chatSvg(`Live chat ${id}`));
  });

  app.get('/api/media/livechat.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(livechatScript),
  );
}
