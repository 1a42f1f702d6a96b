import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import proxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

export interface ServerOptions {
  /** Folder holding Vite's client build (index.html and assets/). */
  clientDir: string;
  /** Backend that answers /api/*: an operator's real API or the sandbox. */
  apiUrl: string;
  logger?: boolean;
}

/** The production web server: static build, SPA fallback and the /api proxy. */
export async function buildServer({ clientDir, apiUrl, logger = false }: ServerOptions) {
  const app = Fastify({ logger, trustProxy: true });
  const indexHtml = await readFile(join(clientDir, 'index.html'), 'utf8');

  app.get('/healthz', () => ({ status: 'ok' }));

  await app.register(proxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api' });

  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    setHeaders(reply, path) {
      // Hashed file names never change content, so browsers may keep them for a year.
      reply.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ statusCode: 404, message: 'Not found' });
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });

  return app;
}
