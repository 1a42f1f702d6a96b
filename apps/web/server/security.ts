import { createHash } from 'node:crypto';
import type { StartupResponse } from '@playfront/core/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Origins beyond the page's own that the CSP lets a page load images from and frame. */
export interface PolicyOrigins {
  images: readonly string[];
  frames: readonly string[];
}

/**
 * How the page's own inline scripts are allowed: by the hashes of exactly those scripts (a guest
 * page, the same bytes for everyone) or by a nonce of this response (a page the browser renders).
 */
export type InlineScripts = { hashes: readonly string[] } | { nonce: string };

/**
 * The page's Content-Security-Policy. Scripts: the page's inline code by hash or nonce, and with
 * `'strict-dynamic'` whatever those scripts add (the loader's entry and chunks, the analytics
 * snippets' own scripts, the chat widget); `'self'` only serves browsers without `'strict-dynamic'`.
 * Styles keep `'unsafe-inline'`: see `docs/decisions.md` (Shell and server).
 */
export function contentSecurityPolicy(scripts: InlineScripts, origins: PolicyOrigins): string {
  const inline =
    'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...inline, "'strict-dynamic'"].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...origins.images].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    ['frame-src', "'self'", ...origins.frames].join(' '),
    // The Intl warm-up is a worker of the page's own origin; without this, workers would follow
    // script-src, which 'strict-dynamic' makes depend on who created them.
    "worker-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

// Script elements a browser runs: no type, or a JavaScript one; `application/json` data is inert.
const EXECUTABLE = /^(?:|module|text\/javascript|application\/javascript)$/i;

/**
 * The CSP hashes (`sha256-…`) of the inline scripts a browser would run in this document: the
 * loader, the router's hydration data, the operator's analytics snippets. The document is markup
 * this server wrote (React escapes text, CMS bodies are sanitized), so every `<script` in it is an
 * element and its text runs to the first `</script`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script/gi,
  )) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim() ?? '';
    if (!EXECUTABLE.test(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** The origin of an absolute http(s) URL, or nothing for a path or anything else. */
function originOf(value: string | null | undefined): string | undefined {
  if (!value || !/^https?:\/\//i.test(value)) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origins a site's pages need beyond their own: what the operator configured (game providers'
 * images and frames, a media CDN) and the hosts of the images the startup answer itself names (the
 * logos and the chat button). Paths on the site's own origin need nothing.
 */
export function policyOrigins(
  startup: StartupResponse | null | undefined,
  configured: PolicyOrigins,
): PolicyOrigins {
  const site = startup?.statusCode === 1 ? startup.site : undefined;
  const named = [site?.logo1, site?.logo2, site?.logo3, startup?.live_chat?.image_id]
    .map(originOf)
    .filter((origin): origin is string => Boolean(origin));
  return {
    images: [...new Set([...configured.images, ...named])],
    frames: [...configured.frames],
  };
}

/** Headers every answer carries; a page adds its own Content-Security-Policy. */
export function securityHeaders(reply: FastifyReply, policy?: string) {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header(
    'permissions-policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  );
  if (policy) reply.header('content-security-policy', policy);
}

/**
 * Every answer of the server carries the headers above (a page has set its own already), its
 * request id and, over HTTPS when configured, Strict-Transport-Security.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { hstsMaxAge }: { hstsMaxAge: number },
) {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('x-content-type-options')) securityHeaders(reply);
    reply.header('x-request-id', request.id);
    if (hstsMaxAge > 0 && request.protocol === 'https') {
      reply.header('strict-transport-security', `max-age=${hstsMaxAge}`);
    }
  });
}
