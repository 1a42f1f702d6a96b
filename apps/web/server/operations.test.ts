// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { createMetrics, serveMetrics } from './metrics';
import { drainAndClose } from './shutdown';
import {
  call,
  clientBuild,
  fakeBackend,
  listenLocally,
  pageRender,
  portOf,
  testSite,
} from './testing';
import type { FakeBackend } from './testing';

let backend: FakeBackend;
let clientDir: string;
let probes = 0;

beforeAll(async () => {
  clientDir = await clientBuild();
  backend = await fakeBackend((req, res) => {
    if (req.url === '/') probes += 1;
    if (req.url === '/api/never') return;
    const answer = () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"statusCode":1}');
    };
    if (req.url === '/api/wait') setTimeout(answer, 300);
    else answer();
  });
});

afterAll(() => backend.close());

const render = pageRender(() => '<p>home</p>');

describe('health', () => {
  it('/healthz answers while the process is up; /readyz follows the backend, probing it at most once per cache time', async () => {
    const down = await fakeBackend(() => undefined);
    await down.close();
    const up = await buildServer({ clientDir, apiUrl: backend.url, readyCacheMs: 60_000 });
    const cut = await buildServer({ clientDir, apiUrl: down.url });
    expect((await up.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await cut.inject('/healthz')).statusCode).toBe(200);
    probes = 0;
    for (let i = 0; i < 5; i += 1) expect((await up.inject('/readyz')).statusCode).toBe(200);
    expect(probes).toBe(1);
    const notReady = await cut.inject('/readyz');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({ statusCode: -503, statusMessage: 'serviceUnavailable' });
    await up.close();
    await cut.close();
  });
});

describe('metrics', () => {
  it('count requests and their time by kind of route, upstream errors by kind and page-cache outcomes', async () => {
    const down = await fakeBackend(() => undefined);
    await down.close();
    const app = await buildServer({ clientDir, apiUrl: down.url, render });
    await app.inject({ url: '/', headers: { host: 'a.localhost' } });
    await app.inject({ url: '/slots?x=1', headers: { host: 'a.localhost' } });
    await app.inject('/assets/main-abc123.js');
    await app.inject('/api/media/game/A/B.svg');
    await app.inject('/healthz');
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    for (const route of ['page', 'api', 'asset', 'health']) {
      expect(text).toContain(`playfront_http_requests_total{route="${route}"`);
      expect(text).toContain(
        `playfront_http_request_duration_seconds_bucket{le="0.005",route="${route}"}`,
      );
    }
    expect(text).not.toMatch(/slots|main-abc123|B\.svg/);
    expect(text).toContain('playfront_upstream_errors_total{source="proxy",kind="unreachable"} 1');
    expect(text).toMatch(
      /playfront_upstream_errors_total\{source="lookup",kind="unreachable"\} [1-9]/,
    );
    await app.close();

    const pages = await buildServer({
      clientDir,
      apiUrl: backend.url,
      render,
      operator: {
        startup: () =>
          Promise.resolve({
            statusCode: 1,
            language: 'EN',
            site: testSite({
              site_name: 'A',
              logo_text: 'A',
              external_id: 'a',
              domain: 'a.localhost',
            }),
          }),
        seo: () => Promise.resolve(null),
        analytics: () => Promise.resolve([]),
      },
    });
    await pages.inject({ url: '/', headers: { host: 'a.localhost' } });
    await pages.inject({ url: '/', headers: { host: 'a.localhost' } });
    const cache = (await pages.inject('/metrics')).body;
    expect(cache).toContain('playfront_page_cache_total{outcome="miss"} 1');
    expect(cache).toContain('playfront_page_cache_total{outcome="hit"} 1');
    await pages.close();
  });
});

describe('who reads the metrics', () => {
  const notFound = { statusCode: -404, statusMessage: 'notFound' };

  it('answers loopback by default and anyone else 404 in the API shape, as the proxy in front tells the address', async () => {
    const app = await buildServer({ clientDir, apiUrl: backend.url, trustProxy: ['127.0.0.1'] });
    expect((await app.inject('/metrics')).statusCode).toBe(200);
    const stranger = await app.inject({ url: '/metrics', remoteAddress: '203.0.113.5' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual(notFound);
    expect(stranger.body).not.toContain('playfront_');
    // Through the trusted proxy on loopback, the client it names is the one asking.
    const proxied = await app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    expect(proxied.statusCode).toBe(404);
    await app.close();
  });

  it('answers the addresses and ranges of METRICS_ALLOW only', async () => {
    const app = await buildServer({
      clientDir,
      apiUrl: backend.url,
      metricsAllow: ['10.0.0.0/8', '2001:db8::7'],
    });
    const from = (remoteAddress: string) => app.inject({ url: '/metrics', remoteAddress });
    expect((await from('10.20.30.40')).statusCode).toBe(200);
    expect((await from('2001:db8::7')).statusCode).toBe(200);
    expect((await from('127.0.0.1')).statusCode).toBe(404);
    expect((await from('11.0.0.1')).json()).toEqual(notFound);
    await app.close();
  });

  it('answers nobody on the web port when the metrics have a port of their own', async () => {
    const app = await buildServer({ clientDir, apiUrl: backend.url, metricsOnOwnPort: true });
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(notFound);
    await app.close();
    const metrics = createMetrics();
    const port = serveMetrics({
      port: 0,
      host: '127.0.0.1',
      contentType: metrics.registry.contentType,
      text: () => metrics.registry.metrics(),
    });
    await new Promise((resolve) => port.once('listening', resolve));
    const scraped = await call(portOf(port), { path: '/metrics' });
    expect(scraped.status).toBe(200);
    expect(scraped.body).toContain('playfront_http_requests_total');
    const other = await call(portOf(port), { path: '/' });
    expect(other.status).toBe(404);
    expect(JSON.parse(other.body)).toEqual(notFound);
    await new Promise((resolve) => port.close(resolve));
  });
});

describe('request ids, HSTS and the raw template', () => {
  it('puts the request id in every log line of a request and in the response', async () => {
    const lines: { reqId?: string }[] = [];
    const app = await buildServer({
      clientDir,
      apiUrl: backend.url,
      logger: {
        level: 'info',
        stream: { write: (line) => lines.push(JSON.parse(line) as { reqId?: string }) },
      },
    });
    await app.ready();
    lines.length = 0;
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: {} });
    const id = res.headers['x-request-id'];
    expect(id).toBeTruthy();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.reqId === id)).toBe(true);
    await app.close();
  });

  it('sends HSTS only on HTTPS requests as seen through a trusted proxy', async () => {
    const app = await buildServer({
      clientDir,
      apiUrl: backend.url,
      hstsMaxAge: 31_536_000,
      trustProxy: ['127.0.0.1'],
    });
    const https = { 'x-forwarded-proto': 'https' };
    const viaProxy = await app.inject({ url: '/healthz', headers: https });
    expect(viaProxy.headers['strict-transport-security']).toBe('max-age=31536000');
    const direct = await app.inject({
      url: '/healthz',
      headers: https,
      remoteAddress: '192.0.2.5',
    });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    expect((await app.inject('/healthz')).headers['strict-transport-security']).toBeUndefined();
    await app.close();
    const off = await buildServer({ clientDir, apiUrl: backend.url, trustProxy: ['127.0.0.1'] });
    const none = await off.inject({ url: '/healthz', headers: https });
    expect(none.headers['strict-transport-security']).toBeUndefined();
    await off.close();
  });

  it('never serves the built index.html as it is', async () => {
    const app = await buildServer({ clientDir, apiUrl: backend.url });
    const res = await app.inject('/index.html?ref=x');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/?ref=x');
    expect(res.body).not.toContain('<div id="root">');
    await app.close();
  });
});

describe('shutdown', () => {
  it('lets a request under way finish before closing', async () => {
    const app = await buildServer({ clientDir, apiUrl: backend.url });
    const port = await listenLocally(app);
    const pending = call(port, { path: '/api/wait' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const drained = drainAndClose(app, 5_000);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await drained).toBe(true);
  });

  it('cuts what is still running after the drain time', async () => {
    const app = await buildServer({ clientDir, apiUrl: backend.url, apiTimeoutMs: 30_000 });
    const port = await listenLocally(app);
    const pending = call(port, { path: '/api/never' }).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    // '/api/never' never answers: the drain can only end by cutting it.
    expect(await drainAndClose(app, 300)).toBe(false);
    expect(await pending).toBeInstanceOf(Error);
  });
});
