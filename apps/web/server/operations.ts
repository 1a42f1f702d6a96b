import type { FastifyInstance } from 'fastify';
import { apiError } from './errors';
import { routeKind } from './metrics';
import type { Metrics } from './metrics';
import type { createReadiness } from './readiness';

export interface OperationsOptions {
  readiness: ReturnType<typeof createReadiness>;
  metrics: Metrics;
  /** What `/metrics` answers. */
  metricsText: () => Promise<string>;
  /** Whether a client address may read `/metrics`. */
  mayReadMetrics: (address: string | undefined) => boolean;
  /** `/metrics` is served on a port of its own: this server answers it to nobody. */
  metricsOnOwnPort: boolean;
  /** The live channel's fan-out across instances, when it has one: `up` or `down`. */
  live?: () => 'up' | 'down' | undefined;
}

/**
 * What the platform around the server asks of it: liveness, readiness, metrics, and a drain on
 * shutdown; every answer is counted.
 */
export function registerOperations(
  app: FastifyInstance,
  {
    readiness,
    metrics,
    metricsText,
    mayReadMetrics,
    metricsOnOwnPort,
    live = () => undefined,
  }: OperationsOptions,
) {
  // While the server drains on shutdown, new requests are turned away so the balancer moves on.
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });
  app.addHook('onRequest', (_request, reply, done) => {
    if (draining) {
      void reply.code(503).header('connection', 'close').send(apiError(503));
      return;
    }
    done();
  });

  app.addHook('onResponse', async (request, reply) => {
    metrics.observe(routeKind(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  // Liveness: the process answers. Readiness: the backend answers too.
  app.get('/healthz', (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  // Redis being away does not make the server unready: pages still work, polling instead of
  // hearing pushes, and taking every instance out of the balancer for it would be an outage.
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!(await readiness.check())) return reply.code(503).send(apiError(503));
    const fanout = live();
    return reply.send(fanout ? { status: 'ready', live: fanout } : { status: 'ready' });
  });
  // For the scraper only: anyone else is told there is nothing here.
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (metricsOnOwnPort || !mayReadMetrics(request.ip)) {
      return reply.code(404).send(apiError(404));
    }
    return reply.type(metrics.registry.contentType).send(await metricsText());
  });
}
