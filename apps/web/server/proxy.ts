import proxy from '@fastify/http-proxy';
import { VERIFICATION_MAX_BYTES, VERIFICATION_UPLOAD_PATH } from '@playfront/core/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './errors';
import type { SessionCalls } from './held-session';

/** How a call to the backend failed. */
export type UpstreamErrorKind = 'timeout' | 'unreachable' | 'reset' | 'badResponse';

export interface ApiProxyOptions {
  apiUrl: string;
  /** Longest wait for the backend's answer (connect, headers, each body chunk), in ms. */
  timeoutMs: number;
  /** Largest request body passed on, in bytes; larger ones are answered 413. */
  bodyLimit: number;
  /** Headers the backend receives besides the caller's (client address, request id). */
  forwardHeaders?: (
    request: Pick<FastifyRequest, 'id' | 'ip' | 'host' | 'protocol'>,
  ) => Record<string, string>;
  onUpstreamError?: (kind: UpstreamErrorKind) => void;
  /** The player's session this server holds: added to own-data calls, kept out of answers. */
  session?: SessionCalls;
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'FST_REPLY_FROM_SERVICE_UNAVAILABLE',
]);
const timeoutCodes = new Set([
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_HTTP_REQUEST_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'ETIMEDOUT',
]);
const resetCodes = new Set(['ECONNRESET', 'UND_ERR_SOCKET', 'EPIPE', 'UND_ERR_CLOSED']);

/** Reads the kind of failure from reply-from's error and the cause it wraps. */
export function upstreamErrorKind(error: unknown): UpstreamErrorKind {
  const codes: string[] = [];
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === 'string') codes.push(e.code);
    e = e.cause as typeof e;
  }
  if (codes.some((c) => timeoutCodes.has(c))) return 'timeout';
  if (codes.some((c) => unreachableCodes.has(c))) return 'unreachable';
  if (codes.some((c) => resetCodes.has(c))) return 'reset';
  return 'badResponse';
}

const statusOf: Record<UpstreamErrorKind, number> = {
  timeout: 504,
  unreachable: 502,
  reset: 502,
  badResponse: 502,
};

// Hop-by-hop and forwarding headers a caller must not choose for the backend.
const dropped = [
  'expect',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'x-request-id',
  // The site's cookies (the sealed session among them) are the web server's, not the backend's.
  'cookie',
];

/**
 * The largest upload passed on: an identity document at its 5 MB limit plus the multipart frame
 * and fields around it. Only the upload path takes multipart bodies; the backend judges the file.
 */
export const UPLOAD_BODY_LIMIT = VERIFICATION_MAX_BYTES + 64 * 1024;

/** The most of an answer read whole to see what it does to the session (sign-ins, expiries). */
const SESSION_ANSWER_LIMIT = 256 * 1024;

async function readAll(stream: NodeJS.ReadableStream, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const part = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += part.length;
    if (size > limit) return null;
    chunks.push(part);
  }
  return Buffer.concat(chunks);
}

/** Smallest backend answer worth compressing on its way to the player, in bytes. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * `/api/*` to the backend: bodies read whole up to a limit and sent on with their length, every
 * call bounded in time, and every failure answered in the API's error shape without internals.
 */
export async function registerApiProxy(app: FastifyInstance, options: ApiProxyOptions) {
  const { apiUrl, timeoutMs, bodyLimit, forwardHeaders, onUpstreamError, session } = options;

  await app.register(async (api) => {
    // Any body, read as bytes and passed on as sent; Fastify enforces the limit (413) and
    // answers `Expect: 100-continue` itself, so the backend never sees either.
    api.removeAllContentTypeParsers();
    api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    // Documents are larger than any JSON call; the hook below keeps multipart to the upload path.
    api.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    api.addHook('onRequest', async (request, reply) => {
      // A multipart body elsewhere is refused before it is read, whatever its size.
      const type = request.headers['content-type'] ?? '';
      if (/^multipart\//i.test(type) && request.url.split('?', 1)[0] !== VERIFICATION_UPLOAD_PATH)
        return reply
          .code(415)
          .header('connection', 'close')
          .header('cache-control', 'no-store')
          .send(apiError(415));
    });

    await api.register(proxy, {
      upstream: apiUrl,
      prefix: '/api',
      rewritePrefix: '/api',
      proxyPayloads: false,
      undici: {
        connectTimeout: Math.min(timeoutMs, 5_000),
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      },
      replyOptions: {
        timeout: timeoutMs,
        // A backend that answers plain still reaches the player compressed (its scripts, JSON and
        // SVG); what it compressed itself, a body-less answer and a small one go on as they came.
        // The backend's headers are on the reply by now.
        onResponse(request, reply, res) {
          // reply-from types its request and reply for any server; these are this HTTP/1 one's.
          const call = request as unknown as FastifyRequest;
          const answering = reply as unknown as FastifyReply;
          if (session?.reads(call) && !reply.hasHeader('content-encoding')) {
            void (async () => {
              const body = await readAll(res.stream, SESSION_ANSWER_LIMIT);
              if (body === null) throw new Error('answer too large to read');
              const answer = await session.answer(call, answering, body);
              reply.removeHeader('content-length');
              if (answer.length < COMPRESS_FROM_BYTES) void reply.send(answer);
              else reply.compress(answer);
            })().catch((error: unknown) => {
              reply.log.warn({ err: error }, 'backend answer could not be read');
              if (!reply.sent)
                void reply.code(502).header('cache-control', 'no-store').send(apiError(502));
            });
            return;
          }
          const length = Number(reply.getHeader('content-length') ?? Infinity);
          const plain =
            request.method === 'HEAD' ||
            reply.statusCode === 204 ||
            reply.statusCode === 304 ||
            reply.hasHeader('content-encoding') ||
            length < COMPRESS_FROM_BYTES;
          if (plain) void reply.send(res.stream);
          else reply.compress(res.stream);
        },
        onError(reply, { error }) {
          const kind = upstreamErrorKind(error);
          onUpstreamError?.(kind);
          reply.log.warn({ kind, code: (error as { code?: string }).code }, 'backend call failed');
          const status = statusOf[kind];
          // The caller may still be sending; the connection is not reused after a failed call.
          if (!reply.request.raw.complete) reply.header('connection', 'close');
          void reply.code(status).header('cache-control', 'no-store').send(apiError(status));
        },
        // A failed call is answered at once, never tried again behind the caller's back.
        retryDelay: () => null,
        rewriteRequestHeaders(request, headers) {
          const next: Record<string, string | string[] | undefined> = { ...headers };
          for (const name of dropped) delete next[name];
          return {
            ...next,
            ...forwardHeaders?.(request),
            ...session?.uploadHeaders(request as unknown as FastifyRequest),
          };
        },
      },
      handler(request, reply, dest, replyOptions) {
        const body = session ? session.prepare(request, request.body) : request.body;
        return reply.from(
          dest,
          Buffer.isBuffer(body)
            ? {
                ...replyOptions,
                body,
                contentType: request.headers['content-type'] || 'application/octet-stream',
              }
            : replyOptions,
        );
      },
    });
  });
}
