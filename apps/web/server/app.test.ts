// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { LiveHub } from './live';
import { clientBuild, fakeApi, testSite } from './testing';
import type { FakeBackend } from './testing';

let api: FakeBackend;
let web: Awaited<ReturnType<typeof buildServer>>;
let clientDir = '';
let apiUrl = '';
const seen: string[] = [];

const site = testSite({ site_name: 'Lucky <Three>' });

/** The scripts the page's loader asks for once the page is drawn. */
function bootScripts(body: string): { entry: string[]; preload: string[] } {
  const code = /<script nonce="[^"]+" data-pf-boot>(.*?)<\/script>/.exec(body)?.[1] ?? '';
  // The loader's queue: [0, url] for a module preload, [1, url] for an entry script.
  const queue = JSON.parse(/var q=(\[.*?\]\]|\[\]);/.exec(code)?.[1] ?? '[]') as [0 | 1, string][];
  return {
    entry: queue.filter(([script]) => script).map(([, url]) => url),
    preload: queue.filter(([script]) => !script).map(([, url]) => url),
  };
}

beforeAll(async () => {
  clientDir = await clientBuild({ template: true });
  api = await fakeApi((backend) => {
    backend.post('/api/startup', (req) => {
      const { domain_name } = req.body as { domain_name: string };
      seen.push(`startup:${domain_name}`);
      if (domain_name === 'maintenance.localhost') {
        return {
          statusCode: 1,
          maintenance: { is_maintenance: true, start_date: null, end_date: null },
        };
      }
      return { statusCode: 1, site, language: 'EN' };
    });
    backend.post('/api/seo', (req) => {
      const { page_name } = req.body as { page_name: string };
      seen.push(`seo:${page_name}`);
      return {
        statusCode: 1,
        value: {
          id: 1,
          page_name,
          en_item_name: 'Slots',
          en_body: '',
          local_item_name: 'Mga Slot',
          local_body: '',
          meta_title: '',
          meta_desc: 'Best </script><script>alert(1)</script> slots',
          meta_keywords: 'slots',
          meta_url: '',
          meta_canonical: '',
          meta_author: '',
          meta_publisher: '',
          meta_lang: 'en',
          meta_image_url: '',
        },
      };
    });
    backend.post('/api/settings/get_analytics', () => ({
      statusCode: 1,
      value: [
        { section: 'HEAD', script: 'window.__a = 1;' },
        { section: 'BODY', script: 'window.__b = 2;' },
      ],
    }));
  });
  apiUrl = api.url;
  web = await buildServer({ clientDir, apiUrl });
});

afterAll(async () => {
  await web.close();
  await api.close();
});

const page = (url: string, host = 'slot3.localhost') => web.inject({ url, headers: { host } });

describe('web server', () => {
  it("writes the push channel's latest event into a page, so its channel resumes from there", async () => {
    const hub = new LiveHub();
    const live = await buildServer({ clientDir, apiUrl, live: { hub } });
    const liveFrom = async () =>
      /<meta name="pf-live-from" content="([^"]*)">/.exec(
        (await live.inject({ url: '/', headers: { host: 'slot3.localhost' } })).body,
      )?.[1];
    expect(await liveFrom()).toBeUndefined();
    hub.publish({ id: '17-3', type: 'prices', matchId: 'M1', data: '{}' });
    expect(await liveFrom()).toBe('17-3');
    await live.close();
  });

  it("writes the tokens of the site's template in its colour into a page the browser renders", async () => {
    const tokened = await buildServer({
      clientDir,
      apiUrl,
      tokenCss: (id, color) => Promise.resolve(`[data-template="${id}"]{--pf-${color}:#000;}`),
    });
    const { body } = await tokened.inject({ url: '/', headers: { host: 'slot3.localhost' } });
    await tokened.close();
    expect(body).toContain(
      '<style id="pf-tokens-template3">[data-template="template3"]{--pf-ocean:#000;}</style>',
    );
  });

  it("selects no template for a host whose theme's template the build leaves out", async () => {
    const seventh = await buildServer({ clientDir, apiUrl, templates: ['template7'] });
    const { body } = await seventh.inject({ url: '/', headers: { host: 'slot3.localhost' } });
    await seventh.close();
    expect(body).toContain('<html lang="en">');
    expect(body).not.toContain('data-template');
    expect(bootScripts(body).preload).not.toContain('/assets/template3-x1.js');
  });

  it('answers /healthz', async () => {
    expect((await web.inject('/healthz')).json()).toEqual({ status: 'ok' });
  });

  it('sends a form posted before its page hydrated back to the page, its fields unread', async () => {
    for (const [url, back] of [
      ['/login?redirect=%2Faccount', '/login?redirect=%2Faccount'],
      ['//evil.example/login', '/login'],
    ] as const) {
      const res = await web.inject({
        method: 'POST',
        url,
        headers: { host: 'slot3.localhost', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'account_id=demo01&password=demo1234',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(back);
      expect(res.body).not.toContain('demo1234');
    }
  });

  it('serves hashed assets with immutable caching', async () => {
    const res = await web.inject('/assets/main-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("writes the host's title, canonical, hreflang and og tags into the HTML", async () => {
    const res = await page('/php/slots');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<html lang="fil" data-template="template3" data-color="ocean">');
    expect(res.body).toContain('<title data-pf-head>Mga Slot | Lucky &lt;Three&gt;</title>');
    expect(res.body).toContain(
      '<link data-pf-head rel="canonical" href="http://slot3.localhost/php/slots">',
    );
    expect(res.body).toContain('hreflang="zh-Hans" href="http://slot3.localhost/cn/slots"');
    expect(res.body).toContain('<meta data-pf-head property="og:locale" content="fil_PH">');
    expect(res.body).not.toContain('<title>Playfront</title>');
    expect(seen).toContain('seo:slots');
  });

  it('escapes hostile SEO text so it never becomes markup', async () => {
    const { body } = await page('/slots');
    expect(body).not.toContain('<script>alert(1)</script>');
  });

  it('inlines the startup answer as inert JSON and preloads the template chunk', async () => {
    const { body } = await page('/');
    const json = /<script id="pf-startup" type="application\/json"[^>]*>(.*?)<\/script>/.exec(
      body,
    )?.[1];
    expect(JSON.parse(json!)).toMatchObject({ statusCode: 1, site: { theme_code: 'slot3' } });
    expect(json).not.toContain('<');
    expect(bootScripts(body).preload).toContain('/assets/template3-x1.js');
    expect(body).toContain('<link rel="stylesheet" href="/assets/template3-x1.css">');
    // Its font comes with its stylesheet (woff2 only), so the first paint's text keeps its place.
    expect(body).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/orbitron-latin-800-x1.woff2">',
    );
    expect(body).not.toContain('x1.woff"');
  });

  it('asks for scripts only after the first paint: none in the markup, the entry and its chunks in the loader', async () => {
    const { body } = await page('/');
    expect(body).not.toMatch(/<script[^>]*type="module"|rel="modulepreload"/);
    const boot = bootScripts(body);
    expect(boot.entry).toEqual(['/assets/index-x1.js']);
    expect(boot.preload).toEqual(expect.arrayContaining(['/assets/react-x1.js']));
  });

  it('sends a CSP whose nonce is the one on the analytics scripts, plus the other security headers', async () => {
    const res = await page('/');
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(
      `<script nonce="${nonce}" data-pf-analytics="HEAD">window.__a = 1;</script>`,
    );
    expect(res.body).toMatch(
      new RegExp(`data-pf-analytics="BODY">window.__b = 2;</script>\\s*</body>`),
    );
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toContain('camera=()');
    const other = await page('/');
    expect(other.headers['content-security-policy']).not.toBe(
      res.headers['content-security-policy'],
    );
  });

  it('answers an unknown path with HTTP 404 and still the app page', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    expect((await page('/cn/no-such-page')).statusCode).toBe(404);
    expect((await page('/missing.js')).statusCode).toBe(404);
  });

  it('asks nothing but startup for a site in maintenance', async () => {
    seen.length = 0;
    const res = await page('/', 'maintenance.localhost');
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual(['startup:maintenance.localhost']);
    expect(bootScripts(res.body).preload).not.toContain('/assets/template3-x1.js');
  });

  it('proxies /api to the backend with the JSON body intact', async () => {
    const res = await web.inject({
      method: 'POST',
      url: '/api/startup',
      payload: { domain_name: 'x.localhost' },
    });
    expect(res.json()).toMatchObject({ statusCode: 1, site: { theme_code: 'slot3' } });
  });
});
