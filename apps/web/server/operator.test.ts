// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { createOperatorClient } from './operator';
import { clientBuild, fakeBackend, testSite } from './testing';
import type { FakeBackend } from './testing';

const site = testSite();

let backend: FakeBackend;
let mode: 'ok' | 'down' | 'slow' = 'ok';
const calls: string[] = [];

beforeAll(async () => {
  backend = await fakeBackend((req, res, body) => {
    const { domain_name } = JSON.parse(body.toString() || '{}') as { domain_name?: string };
    calls.push(`${req.url ?? ''} ${domain_name ?? ''}`);
    if (mode === 'slow') return; // never answers
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (mode === 'down')
      return send(500, { statusCode: -500, statusMessage: 'internalServerError' });
    if (req.url === '/api/startup' && domain_name !== 'slot3.localhost') {
      // What the sandbox answers for a domain it has no site for.
      return send(404, {
        statusCode: -404,
        statusMessage: 'unknownDomain',
        statusDetail: 'No site is configured for this domain_name.',
      });
    }
    if (req.url === '/api/startup') return send(200, { statusCode: 1, site, language: 'EN' });
    return send(200, { statusCode: 1, value: [] });
  });
});

afterAll(() => backend.close());

describe('startup lookups', () => {
  it('keep a failure 3 s, then an answer 30 s', async () => {
    let now = 0;
    const client = createOperatorClient({ apiUrl: backend.url, now: () => now });
    calls.length = 0;
    mode = 'down';
    expect(await client.startup('slot3.localhost')).toBeNull();
    mode = 'ok';
    now = 2_000;
    expect(await client.startup('slot3.localhost')).toBeNull();
    expect(calls).toHaveLength(1);
    now = 3_500;
    expect(await client.startup('slot3.localhost')).toMatchObject({ statusCode: 1 });
    now = 30_000;
    await client.startup('slot3.localhost');
    expect(calls).toHaveLength(2);
    now = 34_000;
    await client.startup('slot3.localhost');
    expect(calls).toHaveLength(3);
  });

  it('answer an unknown host with a small 404 page, asking the backend once per cache time', async () => {
    const web = await buildServer({ clientDir: await clientBuild(), apiUrl: backend.url });
    calls.length = 0;
    const first = await web.inject({ url: '/', headers: { host: 'nobody.example' } });
    const second = await web.inject({ url: '/slots', headers: { host: 'nobody.example' } });
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Site not found');
      expect(res.body).not.toContain('id="root"');
    }
    expect(calls).toEqual(['/api/startup nobody.example']);
    await web.close();
  });

  it('serve the page without the data when the backend never answers, once the lookups give up', async () => {
    const web = await buildServer({ clientDir: await clientBuild(), apiUrl: backend.url });
    // The backend now never answers: only the lookups' own time limit lets the page go out.
    mode = 'slow';
    const res = await web.inject({ url: '/', headers: { host: 'slot3.localhost' } });
    mode = 'ok';
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain('pf-startup');
    await web.close();
  });
});
