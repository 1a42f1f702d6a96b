// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, fetchWith } from './app';
import type { ServerOptions } from './app';
import { clientBuild, fakeApi, fakeBackend, pageRender, testSite } from './testing';
import type { FakeBackend } from './testing';
import { createTrust } from './trust';

let api: FakeBackend;
let clientDir: string;
const startups: string[] = [];
const forwarded: Record<string, unknown>[] = [];
/** Path and headers of every call the backend got while a page was made. */
const pageCalls: { path: string; headers: Record<string, unknown> }[] = [];
const servers: Awaited<ReturnType<typeof buildServer>>[] = [];

const site = (theme: string, domain: string) =>
  testSite({
    site_name: theme,
    theme_code: theme,
    logo_text: theme,
    external_id: `ext-${theme}`,
    domain,
  });

beforeAll(async () => {
  clientDir = await clientBuild();
  api = await fakeApi((backend) => {
    backend.addHook('onRequest', (req, _reply, done) => {
      pageCalls.push({ path: req.url, headers: { ...req.headers } });
      done();
    });
    backend.post('/api/startup', (req) => {
      const { domain_name } = req.body as { domain_name: string };
      startups.push(domain_name);
      const theme = domain_name.split('.')[0] === 'slot3' ? 'slot3' : 'slot1';
      return { statusCode: 1, site: site(theme, domain_name), language: 'EN' };
    });
    backend.post('/api/seo', () => ({ statusCode: -404, statusMessage: 'notFound' }));
    backend.post('/api/echo', (req) => {
      forwarded.push({ ...req.headers });
      return { statusCode: 1 };
    });
  });
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await api.close();
});

async function server(options: Partial<ServerOptions> = {}) {
  const app = await buildServer({ clientDir, apiUrl: api.url, ...options });
  servers.push(app);
  return app;
}

// A render that writes the URL it was given into the page, as the real one's links do.
const render = pageRender(({ url }) => `<a href="${url}">here</a>`);

const canonical = (body: string) => /rel="canonical" href="([^"]+)"/.exec(body)?.[1];

describe('forwarded headers without TRUST_PROXY', () => {
  it('never put X-Forwarded-Host or -Proto into canonical, og:url or hreflang links', async () => {
    const app = await server();
    const res = await app.inject({
      url: '/slots',
      headers: {
        host: 'slot3.localhost',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(canonical(res.body)).toBe('http://slot3.localhost/slots');
    expect(res.body).not.toContain('evil.example');
  });

  it("never serve another host's site for X-Forwarded-Host", async () => {
    const app = await server();
    startups.length = 0;
    const res = await app.inject({
      url: '/',
      headers: { host: 'slot1.localhost', 'x-forwarded-host': 'slot3.localhost' },
    });
    expect(startups).toEqual(['slot1.localhost']);
    expect(res.body).not.toContain('template3');
  });

  it('cannot poison the page cache', async () => {
    const app = await server({ render });
    const poisoned = await app.inject({
      url: '/slots',
      headers: {
        host: 'slot3.localhost',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      },
    });
    expect(poisoned.body).not.toContain('evil.example');
    const next = await app.inject({ url: '/slots', headers: { host: 'slot3.localhost' } });
    expect(next.headers['x-page-cache']).toBe('hit');
    expect(next.body).toContain('<a href="http://slot3.localhost/slots">');
    expect(next.body).not.toContain('evil.example');
  });

  it('answer a malformed Host with 400', async () => {
    const app = await server();
    const res = await app.inject({ url: '/', headers: { host: 'a b<script>' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: -400, statusMessage: 'invalidRequest' });
  });

  it('send the backend the real client address and a request id of our own', async () => {
    const app = await server();
    forwarded.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      remoteAddress: '198.51.100.7',
      headers: {
        host: 'slot1.localhost',
        'x-forwarded-for': '1.2.3.4',
        'x-real-ip': '1.2.3.4',
        'x-request-id': 'chosen-by-caller',
      },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(forwarded[0]).toMatchObject({
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-host': 'slot1.localhost',
      'x-forwarded-proto': 'http',
      'x-request-id': id,
    });
    expect(forwarded[0]!['x-real-ip']).toBeUndefined();
  });
});

describe('the calls a page makes to the backend', () => {
  // A render that makes one call of its own through the fetch it is given, as the screens' do.
  const calling: NonNullable<ServerOptions['render']> = async (request) => {
    await request.fetch!(`${request.apiUrl}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    return render(request);
  };

  it('carry the client address and the request id, like the proxy, and so does every log line', async () => {
    const lines: { reqId?: string; msg?: string }[] = [];
    const app = await server({
      render: calling,
      logger: {
        level: 'info',
        stream: { write: (line) => lines.push(JSON.parse(line) as { reqId?: string }) },
      },
    });
    await app.ready();
    lines.length = 0;
    pageCalls.length = 0;
    const res = await app.inject({
      url: '/slots',
      remoteAddress: '198.51.100.8',
      headers: { host: 'slot1.localhost', 'x-forwarded-for': '1.2.3.4', 'x-request-id': 'mine' },
    });
    expect(res.statusCode).toBe(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(pageCalls.map((call) => call.path).sort()).toEqual([
      '/api/echo',
      '/api/seo',
      '/api/settings/get_analytics',
      '/api/startup',
    ]);
    for (const call of pageCalls)
      expect(call.headers, call.path).toMatchObject({
        'x-forwarded-for': '198.51.100.8',
        'x-forwarded-host': 'slot1.localhost',
        'x-forwarded-proto': 'http',
        'x-request-id': id,
      });
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.every((line) => line.reqId === id)).toBe(true);
  });

  it("carry a trusted proxy's client address and request id", async () => {
    const app = await server({ render: calling, trustProxy: ['10.0.0.0/8'] });
    pageCalls.length = 0;
    await app.inject({
      url: '/slots',
      remoteAddress: '10.1.2.3',
      headers: {
        host: 'slot3.localhost',
        'x-forwarded-for': '203.0.113.9',
        'x-request-id': 'edge-7',
      },
    });
    expect(pageCalls).toHaveLength(4);
    for (const call of pageCalls)
      expect(call.headers, call.path).toMatchObject({
        'x-forwarded-for': '203.0.113.9',
        'x-request-id': 'edge-7',
      });
  });
});

describe('fetchWith', () => {
  it('gives up a call to a backend that never answers', async () => {
    const silent = await fakeBackend(() => undefined);
    try {
      const call = fetchWith({ 'x-request-id': 'r-1' }, 100)(`${silent.url}/api/startup`, {
        method: 'POST',
        body: '{}',
      });
      await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      await silent.close();
    }
  });
});

describe('forwarded headers from a trusted proxy', () => {
  const proxied = {
    host: 'internal:8080',
    'x-forwarded-host': 'slot3.localhost',
    'x-forwarded-proto': 'https',
    'x-forwarded-for': '203.0.113.9',
    'x-request-id': 'edge-42',
  };

  it('are believed from the listed addresses only', async () => {
    const app = await server({ trustProxy: ['10.0.0.0/8'] });
    forwarded.length = 0;
    const page = await app.inject({ url: '/slots', remoteAddress: '10.1.2.3', headers: proxied });
    expect(canonical(page.body)).toBe('https://slot3.localhost/slots');
    expect(page.headers['x-request-id']).toBe('edge-42');
    await app.inject({
      method: 'POST',
      url: '/api/echo',
      remoteAddress: '10.1.2.3',
      headers: proxied,
      payload: {},
    });
    expect(forwarded[0]).toMatchObject({
      'x-forwarded-for': '203.0.113.9',
      'x-request-id': 'edge-42',
    });

    const direct = await app.inject({
      url: '/slots',
      remoteAddress: '192.0.2.1',
      headers: { ...proxied, host: 'slot1.localhost' },
    });
    expect(canonical(direct.body)).toBe('http://slot1.localhost/slots');
    expect(direct.headers['x-request-id']).not.toBe('edge-42');
  });

  it('PUBLIC_ORIGIN sets the origin of the links whatever the headers say', async () => {
    const app = await server({ publicOrigin: 'https://www.brand.example' });
    const res = await app.inject({ url: '/slots', headers: { host: 'slot3.localhost' } });
    expect(canonical(res.body)).toBe('https://www.brand.example/slots');
  });

  it('lists addresses, CIDRs and named ranges', () => {
    const trust = createTrust(['loopback', '192.0.2.10', '2001:db8::/32']);
    expect(trust.isTrusted('127.0.0.1')).toBe(true);
    expect(trust.isTrusted('::ffff:127.0.0.1')).toBe(true);
    expect(trust.isTrusted('::1')).toBe(true);
    expect(trust.isTrusted('192.0.2.10')).toBe(true);
    expect(trust.isTrusted('192.0.2.11')).toBe(false);
    expect(trust.isTrusted('2001:db8::5')).toBe(true);
    expect(createTrust([]).isTrusted('127.0.0.1')).toBe(false);
    expect(() => createTrust(['nonsense'])).toThrow();
  });
});
