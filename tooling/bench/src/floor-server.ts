import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

interface Document {
  html: Buffer;
  gzip: Buffer;
}

/**
 * A static HTTP server on 127.0.0.1 for the no-JS floors: each document under its own path,
 * gzip-compressed for clients that accept it, as the web server sends its pages.
 */
export async function startFloorServer() {
  const documents = new Map<string, Document>();
  const server = createServer((request, response) => {
    const document = documents.get(new URL(request.url ?? '/', 'http://floor').pathname);
    if (request.method !== 'GET' || !document) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(gzip ? document.gzip : document.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    /** Serves `html` at `path` and answers its absolute URL. */
    put(path: string, html: string): string {
      const body = Buffer.from(html);
      documents.set(path, { html: body, gzip: gzipSync(body, { level: 9 }) });
      return `http://127.0.0.1:${port}${path}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };
}

export type FloorServer = Awaited<ReturnType<typeof startFloorServer>>;
