import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from './errors';

/** The built index.html is a template, never a page: it has no CSP and no site in it. */
export function redirectIndexHtml(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    const [path, query] = request.url.split('?', 2);
    if (path === '/index.html' && (request.method === 'GET' || request.method === 'HEAD')) {
      void reply.redirect(query ? `/?${query}` : '/', 301);
      return;
    }
    done();
  });
}

/**
 * A form sent before its page hydrated posts to the page itself (never as a GET, which would put
 * a password in the address): its fields are dropped unread and the browser comes back to the page.
 * A drawn page's loader holds such a form until the app has the page (`holdEarlySubmits`), so
 * this answers a browser that runs no script.
 */
export async function registerFormFallback(app: FastifyInstance) {
  await app.register((pages, _options, registered) => {
    const forms = ['application/x-www-form-urlencoded', 'multipart/form-data'];
    pages.addContentTypeParser(forms, (_request, payload, done) => {
      payload.resume();
      done(null);
    });
    pages.post('/*', (request, reply) => {
      const type = String(request.headers['content-type'] ?? '')
        .split(';', 1)[0]!
        .trim();
      if (!forms.includes(type.toLowerCase())) return reply.code(404).send(apiError(404));
      // Read as a path of this site: '//host/x' gives '/x', so the way back never leaves it.
      const url = new URL(request.url, 'http://placeholder');
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${url.pathname}${url.search}`, 303);
    });
    registered();
  });
}

/**
 * Every other GET is a page (compressed, so a route rather than the not-found handler); anything
 * else nothing answered is a 404 in the API's shape.
 */
export function registerPages(
  app: FastifyInstance,
  renderPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.get('/*', (request, reply) => {
    // Files that do not exist are not pages: no HTML for a missing script or image.
    if (/\.[a-z0-9]+$/i.test(new URL(request.url, 'http://placeholder').pathname)) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    return renderPage(request, reply);
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send(apiError(404)));
}
