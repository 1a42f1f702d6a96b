import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors';
import { bearerToken, sameSecret } from '../security/bearer';
import type { FeedEvent, LiveFeed } from './feed';
import { sseFrame } from './feed';

/** A comment line every 15 s keeps proxies from closing a quiet stream. */
export const FEED_HEARTBEAT_MS = 15_000;

/**
 * `GET /sandbox/feed`: the operator feed as Server-Sent Events, for the web server only (it needs
 * `SANDBOX_FEED_TOKEN`). A reader that sends `Last-Event-ID` gets what it missed first, or a
 * `reset` event when that is no longer kept.
 */
export function feedRoutes(
  app: FastifyInstance,
  feed: LiveFeed,
  token: string | undefined,
  heartbeatMs = FEED_HEARTBEAT_MS,
): void {
  const open = new Set<() => void>();
  // A stream never ends by itself: closing the sandbox ends them, so it does not wait for readers.
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });
  app.get('/sandbox/feed', (request, reply) => {
    if (!token) throw new ApiError('notFound', `No route for ${request.method} on this path.`);
    const given = bearerToken(request);
    if (!given || !sameSecret(given, token))
      throw new ApiError(
        'controlTokenInvalid',
        'The feed needs the operator feed token: Authorization: Bearer <token>.',
      );
    const last = request.headers['last-event-id'];
    const missed = typeof last === 'string' && last ? feed.since(last.trim()) : [];
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    out.write(': feed\n\n');
    if (missed === null) out.write(`event: reset\ndata: {}\n\n`);
    else for (const event of missed) out.write(sseFrame(event));
    const send = (event: FeedEvent) => out.write(sseFrame(event));
    const stop = feed.subscribe(send);
    const beat = setInterval(() => out.write(': beat\n\n'), heartbeatMs);
    beat.unref();
    const end = () => {
      stop();
      clearInterval(beat);
      open.delete(end);
      if (!out.writableEnded) out.end();
    };
    open.add(end);
    out.on('close', end);
  });
}
