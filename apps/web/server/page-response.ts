import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, etagOf, isNotModified } from './encoding';
import type { CacheOutcome, RenderedPage } from './page-cache';

/**
 * `Cache-Control` of a guest page: the browser asks again each time (a 304 while its copy is
 * current); a shared cache in front keeps it `sMaxAge` seconds and serves it for
 * `staleWhileRevalidate` more while it fetches the next.
 */
export const guestCacheControl = (sMaxAge: number, staleWhileRevalidate: number) =>
  `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;

// A page for a signed-in player, a protected page or a redirect chosen by the visitor's language
// is never kept by any cache.
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
const UNKNOWN_HOST_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';
const UNKNOWN_HOST_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Site not found</title></head>' +
  '<body><h1>Site not found</h1><p>No site is configured for this address.</p></body></html>';

/** No site for this host: a small page, kept briefly by a cache in front. */
export const sendUnknownHost = (reply: FastifyReply, policy: string) =>
  reply
    .code(404)
    .header('cache-control', UNKNOWN_HOST_CACHE_CONTROL)
    .header('content-security-policy', policy)
    .type('text/html; charset=utf-8')
    .send(UNKNOWN_HOST_PAGE);

/** A redirect no cache keeps: it was chosen for this visitor. */
export const sendPrivateRedirect = (
  reply: FastifyReply,
  status: number,
  location: string,
  vary?: string,
) => {
  reply.code(status).header('location', location).header('cache-control', PRIVATE_CACHE_CONTROL);
  if (vary) reply.header('vary', vary);
  return reply.send();
};

/** A document the browser renders, with this response's nonce: its visitor's alone. */
export const sendBrowserPage = (reply: FastifyReply, status: number, html: string) =>
  reply
    .code(status)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .type('text/html; charset=utf-8')
    .send(html);

/**
 * Sends a rendered page from the bytes made when it was rendered: the encoding the browser
 * accepts, a strong ETag, and 304 when the caller's copy is current.
 */
export function sendPage(
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
