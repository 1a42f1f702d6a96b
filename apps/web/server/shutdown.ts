import type { FastifyInstance } from 'fastify';

/**
 * Stops taking connections, lets the requests under way finish (idle keep-alive connections are
 * closed at once), and after `drainMs` cuts whatever is left. Resolves true when all drained.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      app.log.warn(
        'shutdown: requests still running after the drain time; closing their connections',
      );
      app.server.closeAllConnections();
      resolve(false);
    }, drainMs);
  });
  const closed = app.close().then(() => true as const);
  try {
    return await Promise.race([closed, cut]);
  } finally {
    clearTimeout(timer);
  }
}
