// @vitest-environment node
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../src/entry-server';
import { buildServer } from './app';
import type { ServerOptions } from './app';
import { clientBuild, fakeApi, testSite } from './testing';
import type { FakeBackend } from './testing';

let api: FakeBackend;
let clientDir: string;
const servers: Awaited<ReturnType<typeof buildServer>>[] = [];

/** The operator's snippets, as a backend sends them: one for the head, one for the body. */
const analytics = [
  { section: 'HEAD', script: "window.dataLayer = window.dataLayer || []; dataLayer.push('head');" },
  {
    section: 'BODY',
    script:
      "(function(){var s=document.createElement('script');s.src='/api/media/tag.js';document.body.appendChild(s)})();",
  },
];

beforeAll(async () => {
  clientDir = await clientBuild();
  api = await fakeApi((backend) => {
    backend.post('/api/startup', () => ({
      statusCode: 1,
      site: testSite(),
      language: 'EN',
      live_chat: { chat_id: 'chat-lucky', image_id: 'bubble' },
    }));
    backend.post('/api/settings/get_analytics', () => ({ statusCode: 1, value: analytics }));
    backend.setNotFoundHandler((_req, reply) => reply.send({ statusCode: 1, value: [] }));
  });
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await api.close();
});

async function server(options: Partial<ServerOptions> = {}) {
  const app = await buildServer({ clientDir, apiUrl: api.url, render, ...options });
  servers.push(app);
  return app;
}

type Web = Awaited<ReturnType<typeof server>>;

const guest = (
  web: Web,
  path: string,
  headers: Record<string, string> = {},
  remoteAddress = '127.0.0.1',
) => web.inject({ url: path, remoteAddress, headers: { host: 'slot3.localhost', ...headers } });

/** The CSP's sources for one directive. */
const directive = (policy: unknown, name: string) =>
  (
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([first]) => first === name) ?? []
  ).slice(1);

/** The hash a browser computes for each inline script it would run in `html`. */
function runnableScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/json"/.test(attributes!))
    .map(([, , body]) => `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
}

describe('a guest page', () => {
  it('is the same bytes for every guest: no nonce, whatever their cookies, address or request id', async () => {
    const web = await server();
    const first = await guest(web, '/', { cookie: '_ga=GA1.1.123; _fbp=fb.1.1' }, '203.0.113.7');
    const second = await guest(
      web,
      '/',
      { cookie: '_ga=GA1.1.999; i18n_redirected=EN', 'x-request-id': 'abc' },
      '198.51.100.20',
    );
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(first.body).toContain('<div id="root"><');
    expect(first.body).not.toMatch(/nonce/i);
    expect(first.headers['content-security-policy']).toBe(
      second.headers['content-security-policy'],
    );
    expect(first.headers.etag).toBe(second.headers.etag);
  });

  it("allows exactly its own inline scripts by hash, the operator's snippets included, and what they add through 'strict-dynamic'", async () => {
    const web = await server();
    const res = await guest(web, '/');
    const scripts = directive(res.headers['content-security-policy'], 'script-src');
    const hashes = runnableScriptHashes(res.body);
    // The operator's two snippets, the router's hydration data and the loader.
    expect(hashes).toHaveLength(4);
    expect(res.body).toContain(`data-pf-analytics="HEAD">${analytics[0]!.script}</script>`);
    expect(scripts).toEqual(["'self'", ...hashes, "'strict-dynamic'"]);
    expect(scripts.join(' ')).not.toMatch(/nonce|unsafe/);
  });

  it('is compressed once: brotli and gzip of the same bytes, each with a strong ETag of its own, and 304 while a copy is current', async () => {
    const web = await server();
    const plain = await guest(web, '/promotions', { 'accept-encoding': 'identity' });
    const br = await guest(web, '/promotions', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await guest(web, '/promotions', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const tags = [plain, br, gzip].map((res) => String(res.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    for (const res of [plain, br, gzip]) expect(res.headers.vary).toContain('Accept-Encoding');

    // Many more answers are copies of those bytes: one render, one compression.
    for (let i = 0; i < 10; i += 1) {
      const again = await guest(web, '/promotions', { 'accept-encoding': 'br' });
      expect(again.rawPayload.equals(br.rawPayload)).toBe(true);
    }
    const metrics = (await web.inject('/metrics')).body;
    expect(metrics).toContain('playfront_page_render_seconds_count{step="compress"} 1');

    const current = await guest(web, '/promotions', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(current.statusCode).toBe(304);
    expect(current.body).toBe('');
    expect(current.headers.etag).toBe(br.headers.etag);
    const otherEncoding = await guest(web, '/promotions', {
      'accept-encoding': 'gzip',
      'if-none-match': String(br.headers.etag),
    });
    expect(otherEncoding.statusCode).toBe(200);
  });

  it('tells a shared cache how long to keep it and which request headers chose it, never Cookie', async () => {
    const web = await server({ pageSMaxAge: 60, pageStaleWhileRevalidate: 600 });
    const home = await guest(web, '/', { cookie: '_ga=1' });
    expect(home.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    // Without a prefix, the language cookie and Accept-Language may redirect instead.
    expect(home.headers.vary).toBe('Accept-Encoding, Accept-Language');
    const prefixed = await guest(web, '/php/promotions', { cookie: '_ga=1' });
    expect(prefixed.statusCode).toBe(200);
    expect(prefixed.headers.vary).toBe('Accept-Encoding');
    expect(prefixed.headers['set-cookie']).toBeUndefined();
  });

  it("loads images and frames from the site's own origin only, unless the operator or the startup answer names others", async () => {
    const web = await server();
    const policy = (await guest(web, '/')).headers['content-security-policy'];
    expect(directive(policy, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(policy, 'frame-src')).toEqual(["'self'"]);
    expect(String(policy)).not.toMatch(/https:(?!\/)/);

    const operator: NonNullable<ServerOptions['operator']> = {
      startup: () =>
        Promise.resolve({
          statusCode: 1,
          language: 'EN',
          site: testSite({ logo1: 'https://media.lucky.example/logo.svg', logo2: '/api/x.svg' }),
          live_chat: { chat_id: 'c', image_id: 'https://chat.vendor.example/bubble.png' },
        }),
      seo: () => Promise.resolve(null),
      analytics: () => Promise.resolve([]),
    };
    const configured = await server({
      operator,
      imageOrigins: ['https://img.games.example'],
      frameOrigins: ['https://play.games.example'],
    });
    const named = (await guest(configured, '/')).headers['content-security-policy'];
    expect(directive(named, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://img.games.example',
      'https://media.lucky.example',
      'https://chat.vendor.example',
    ]);
    expect(directive(named, 'frame-src')).toEqual(["'self'", 'https://play.games.example']);
  });
});
