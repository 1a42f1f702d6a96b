import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { FastifyRequest } from 'fastify';
import { apiError } from './errors';
import type { CacheOutcome } from './page-cache';

/** What a request was, for metrics: a handful of kinds, never the raw URL. */
export type RouteKind = 'page' | 'api' | 'asset' | 'health' | 'metrics' | 'other';

export function routeKind(request: FastifyRequest): RouteKind {
  const route = request.routeOptions.url;
  if (route === undefined) return 'other';
  if (route === '/healthz' || route === '/readyz') return 'health';
  if (route === '/metrics') return 'metrics';
  if (route.startsWith('/api')) return 'api';
  if (route === '/*')
    return /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '') ? 'other' : 'page';
  return 'asset';
}

/** The steps of a guest page's render that `playfront_page_render_seconds` times. */
export type RenderStep = 'react' | 'data' | 'document' | 'compress' | 'total';

/** The server's Prometheus metrics, in a registry of its own. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'playfront_http_requests_total',
    help: 'Requests answered, by kind of route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'playfront_http_request_duration_seconds',
    help: 'Time to answer a request, by kind of route.',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'playfront_upstream_errors_total',
    help: 'Failed calls to the backend, by caller (proxy or lookup) and kind.',
    labelNames: ['source', 'kind'] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'playfront_page_cache_total',
    help: 'Server-rendered page lookups by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const render = new Histogram({
    name: 'playfront_page_render_seconds',
    help: "Where a guest page's render went: React's passes, the wait for the first screen's calls, the document around the markup, its compression, and all of it.",
    labelNames: ['step'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  return {
    registry,
    observe(route: RouteKind, method: string, status: number, seconds: number) {
      requests.inc({ route, method, status: String(status) });
      duration.observe({ route }, seconds);
    },
    upstreamError(source: 'proxy' | 'lookup', kind: string) {
      upstreamErrors.inc({ source, kind });
    },
    pageCache(outcome: CacheOutcome) {
      pageCache.inc({ outcome });
    },
    /** One render's steps, in ms. */
    pageRender(steps: Record<RenderStep, number>) {
      for (const [step, ms] of Object.entries(steps)) render.observe({ step }, ms / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/**
 * `/metrics` on a port of its own (`METRICS_PORT`), for a scraper that reaches it where players
 * cannot; any other path there is a 404 in the API's shape.
 */
export function serveMetrics({
  port,
  host,
  contentType,
  text,
}: {
  port: number;
  host: string;
  contentType: string;
  text: () => Promise<string>;
}): Server {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
      response.end(request.method === 'HEAD' ? undefined : body);
    };
    const json = 'application/json; charset=utf-8';
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      send(404, json, JSON.stringify(apiError(404)));
      return;
    }
    text().then(
      (body) => send(200, contentType, body),
      () => send(500, json, JSON.stringify(apiError(500))),
    );
  });
  server.listen(port, host);
  return server;
}
