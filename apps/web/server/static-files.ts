import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The client build's files, sent pre-compressed where a compressed copy was built. */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string) {
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
}
