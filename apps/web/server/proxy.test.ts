// @vitest-environment node
import { Agent } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { apiError } from './errors';
import { call, clientBuild, fakeBackend, listenLocally } from './testing';
import type { FakeBackend } from './testing';

let backend: FakeBackend;
let web: Awaited<ReturnType<typeof buildServer>>;
let port: number;
const calls: string[] = [];
// A backend's script, large enough to be worth compressing.
const widget = Buffer.from(`window.widget = ${JSON.stringify('chat '.repeat(600))};\n`);

beforeAll(async () => {
  backend = await fakeBackend((req, res, body) => {
    const path = req.url ?? '';
    calls.push(`${req.method} ${path}`);
    if (path.startsWith('/api/slow') || path.startsWith('/api/media/slow')) return; // never answers
    if (path === '/api/reset') return req.socket.destroy();
    if (path === '/api/busy') {
      res.writeHead(503, { 'content-type': 'application/json' });
      return res.end('{"statusCode":-503,"statusMessage":"serviceUnavailable"}');
    }
    if (path === '/api/media/widget.js') {
      res.writeHead(200, { 'content-type': 'text/javascript', 'content-length': widget.length });
      return res.end(widget);
    }
    if (path === '/api/media/widget.js.gz') {
      const packed = gzipSync(widget);
      res.writeHead(200, {
        'content-type': 'text/javascript',
        'content-encoding': 'gzip',
        'content-length': packed.length,
      });
      return res.end(packed);
    }
    if (path.startsWith('/api/media/')) {
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'content-length': 6 });
      return res.end('<svg/>');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        statusCode: 1,
        length: body.length,
        sha: body.toString('base64').slice(0, 16),
        contentType: req.headers['content-type'],
        expect: req.headers.expect ?? null,
      }),
    );
  });
  web = await buildServer({
    clientDir: await clientBuild(),
    apiUrl: backend.url,
    apiTimeoutMs: 400,
  });
  port = await listenLocally(web);
});

afterAll(async () => {
  await web.close();
  await backend.close();
});

const json = { 'content-type': 'application/json' };

describe('api proxy', () => {
  it('passes a body on byte for byte with its content type', async () => {
    const body = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13]);
    const res = await call(port, {
      method: 'POST',
      path: '/api/upload',
      headers: { 'content-type': 'application/x-custom' },
      body,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({
      length: 8,
      sha: body.toString('base64').slice(0, 16),
      contentType: 'application/x-custom',
    });
    // As the site's own page sends a sign-in: with the header a cross-site form cannot send.
    const login = await call(port, {
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...json, 'x-playfront-request': '1' },
      body: '{"account_id":"a","password":"b"}',
    });
    expect(JSON.parse(login.body)).toMatchObject({ length: 33, contentType: 'application/json' });
  });

  it('answers Expect: 100-continue and passes the body on without the header', async () => {
    const res = await call(port, {
      method: 'POST',
      path: '/api/startup',
      headers: { ...json, expect: '100-continue', 'content-length': 25 },
      body: '{"domain_name":"a.local"}',
      waitForContinue: true,
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 1, length: 25, expect: null });
  });

  it('refuses a body over the limit with 413 in the API shape, and the connection goes on answering', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const big = Buffer.alloc(1024 * 1024 + 512 * 1024, 'a');
    const res = await call(port, {
      method: 'POST',
      path: '/api/upload',
      headers: json,
      body: big,
      agent,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ statusCode: -413, statusMessage: 'payloadTooLarge' });
    const chunked = await call(port, {
      method: 'POST',
      path: '/api/upload',
      headers: { ...json, 'transfer-encoding': 'chunked' },
      body: big,
      agent,
    });
    expect(chunked.status).toBe(413);
    const next = await call(port, { path: '/api/media/game/A/B.svg', agent });
    expect(next.status).toBe(200);
    agent.destroy();
  });

  it('answers a backend that is down with 502 badGateway and no address or internal message', async () => {
    const down = await fakeBackend(() => undefined);
    await down.close();
    const app = await buildServer({ clientDir: await clientBuild(), apiUrl: down.url });
    for (const res of [
      await app.inject('/api/media/game/JILI/ACE.svg'),
      await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { a: 1 },
        headers: { 'x-playfront-request': '1' },
      }),
    ]) {
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ statusCode: -502, statusMessage: 'badGateway' });
      expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|connect/);
    }
    await app.close();
  });

  it('gives up on a backend that never answers with 504 gatewayTimeout', async () => {
    // The backend's slow paths never answer: only the proxy's own timeout can end these calls.
    const [api, media] = await Promise.all([
      call(port, { method: 'POST', path: '/api/slow', headers: json, body: '{}' }),
      call(port, { path: '/api/media/slow/a.svg' }),
    ]);
    for (const res of [api, media]) {
      expect(res.status).toBe(504);
      expect(JSON.parse(res.body)).toEqual({ statusCode: -504, statusMessage: 'gatewayTimeout' });
    }
  });

  it('answers a dropped backend connection with 502 and a 503 once, without retrying it', async () => {
    const reset = await call(port, { path: '/api/reset' });
    expect(reset.status).toBe(502);
    expect(JSON.parse(reset.body)).toEqual({ statusCode: -502, statusMessage: 'badGateway' });
    calls.length = 0;
    const busy = await call(port, { path: '/api/busy' });
    expect(busy.status).toBe(503);
    expect(calls).toEqual(['GET /api/busy']);
  });
});

describe('compression of the backend answers', () => {
  const get = (path: string, encoding: string) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-encoding': encoding } });

  it('compresses a plain answer for a player who accepts brotli or gzip', async () => {
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/media/widget.js', encoding);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(await res.text()).toBe(widget.toString());
    }
  });

  it('sends what the backend compressed itself as it came, and small answers plain', async () => {
    const packed = await get('/api/media/widget.js.gz', 'br, gzip');
    expect(packed.headers.get('content-encoding')).toBe('gzip');
    expect(await packed.text()).toBe(widget.toString());
    const small = await get('/api/media/logo.svg', 'br, gzip');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('<svg/>');
    const identity = await get('/api/media/widget.js', 'identity');
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(widget.toString());
  });
});

describe("the server's own errors", () => {
  it('are in the API shape without internals', async () => {
    const badJson = await web.inject({
      method: 'POST',
      url: '/somewhere',
      headers: json,
      payload: '{"a":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ statusCode: -400, statusMessage: 'invalidRequest' });
    const unknown = await web.inject({ method: 'DELETE', url: '/nothing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: -404, statusMessage: 'notFound' });
    expect(apiError(415)).toEqual({ statusCode: -415, statusMessage: 'unsupportedMediaType' });
    expect(apiError(418)).toEqual({ statusCode: -418, statusMessage: 'invalidRequest' });
    const traversal = await web.inject('/api/%2e%2e/%2e%2e/etc/passwd');
    expect(traversal.statusCode).toBeGreaterThanOrEqual(400);
    expect(calls.some((c) => c.includes('passwd'))).toBe(false);
  });
});
