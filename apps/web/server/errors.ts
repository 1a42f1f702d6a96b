import type { FastifyInstance } from 'fastify';

/** The API's error shape: `statusCode` is minus the HTTP status, `statusMessage` a letters-only key. */
export interface ApiErrorBody {
  statusCode: number;
  statusMessage: string;
}

const keys: Record<number, string> = {
  400: 'invalidRequest',
  403: 'crossSiteRequest',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  413: 'payloadTooLarge',
  415: 'unsupportedMediaType',
  429: 'tooManyAttempts',
  500: 'internalServerError',
  502: 'badGateway',
  503: 'serviceUnavailable',
  504: 'gatewayTimeout',
};

/** The body the web server answers for one of its own failures (never the error's own text). */
export function apiError(status: number): ApiErrorBody {
  const http = status >= 400 && status <= 599 ? status : 500;
  const key = keys[http] ?? (http < 500 ? 'invalidRequest' : 'internalServerError');
  return { statusCode: -http, statusMessage: key };
}

/** The server's own failures in the API's shape; what went wrong is logged, never sent. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ err: error }, 'request refused');
    // A body left unread (too large, refused early) must not be read as the next request.
    if (status === 413 || !request.raw.complete) reply.header('connection', 'close');
    return reply.code(status).header('cache-control', 'no-store').send(apiError(status));
  });
}
