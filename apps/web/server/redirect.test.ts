// @vitest-environment node
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import type { ServerOptions } from './app';
import { clientBuild, testSite } from './testing';

let api: FastifyInstance;
let web: Awaited<ReturnType<typeof buildServer>>;

const render: NonNullable<ServerOptions['render']> = () =>
  Promise.resolve({
    kind: 'page',
    status: 200,
    html: '<p>page</p>',
    state: { layout: {}, api: {} },
    language: 'EN',
  });

beforeAll(async () => {
  api = Fastify();
  // slot1 speaks English first, slot3 Chinese: each language is the bare one somewhere.
  api.post('/api/startup', (req) => {
    const { domain_name } = req.body as { domain_name: string };
    const chinese = domain_name.startsWith('slot3');
    return {
      statusCode: 1,
      site: testSite({ domain: domain_name }),
      language: chinese ? 'CN' : 'EN',
    };
  });
  api.post('/api/seo', () => ({ statusCode: 1, value: null }));
  api.post('/api/settings/get_analytics', () => ({ statusCode: 1, value: [] }));
  await api.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.server.address() as { port: number }).port}`;
  web = await buildServer({ clientDir: await clientBuild(), apiUrl, render });
});

afterAll(async () => {
  await web.close();
  await api.close();
});

const tails = [
  '//evil.example/',
  '/\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f/evil.example/',
  '/%5C%5Cevil.example/',
  '/\\/evil.example/',
  '/%252F%252Fevil.example/',
];

describe('a language prefix followed by another host', () => {
  it.each(
    ['localhost', 'slot3.localhost'].flatMap((host) =>
      ['en', 'php', 'cn', 'EN'].flatMap((prefix) =>
        tails.map((tail) => [host, `/${prefix}${tail}`]),
      ),
    ),
  )('on %s, %s stays on the site', async (host, url) => {
    const res = await web.inject({ url, headers: { host } });
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400) {
      expect(typeof location).toBe('string');
      expect(new URL(String(location), `http://${host}`).host).toBe(host);
      expect(String(location)).toMatch(/^\/(?![/\\])/);
    }
    expect(res.statusCode).toBeLessThan(500);
  });
});
