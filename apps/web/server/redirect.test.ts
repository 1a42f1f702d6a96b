// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { clientBuild, fakeApi, pageRender, testSite } from './testing';
import type { FakeBackend } from './testing';

let api: FakeBackend;
let web: Awaited<ReturnType<typeof buildServer>>;

const render = pageRender(() => '<p>page</p>');

beforeAll(async () => {
  api = await fakeApi((backend) => {
    // slot1 speaks English first, slot3 Chinese: each language is the bare one somewhere.
    backend.post('/api/startup', (req) => {
      const { domain_name } = req.body as { domain_name: string };
      const chinese = domain_name.startsWith('slot3');
      return {
        statusCode: 1,
        site: testSite({ domain: domain_name }),
        language: chinese ? 'CN' : 'EN',
      };
    });
  });
  web = await buildServer({ clientDir: await clientBuild(), apiUrl: api.url, render });
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
