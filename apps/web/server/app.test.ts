// @vitest-environment node
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';

let api: FastifyInstance;
let web: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  const clientDir = await mkdtemp(join(tmpdir(), 'pf-web-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)');
  api = Fastify();
  api.post('/api/startup', (req) => ({ statusCode: 1, echo: req.body }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  web = await buildServer({ clientDir, apiUrl: `http://127.0.0.1:${port}` });
});

afterAll(async () => {
  await web.close();
  await api.close();
});

describe('web server', () => {
  it('answers /healthz', async () => {
    const res = await web.inject('/healthz');
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await web.inject('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html, never cached, for app routes', async () => {
    const res = await web.inject('/slots');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('proxies /api to the backend with the JSON body intact', async () => {
    const res = await web.inject({
      method: 'POST',
      url: '/api/startup',
      payload: { domain_name: 'slot3.localhost' },
    });
    expect(res.json()).toEqual({ statusCode: 1, echo: { domain_name: 'slot3.localhost' } });
  });
});
