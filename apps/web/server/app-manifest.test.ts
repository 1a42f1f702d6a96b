// @vitest-environment node
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import {
  appColours,
  appStart,
  iconSvg,
  manifestHref,
  rasterise,
  shortName,
  webAppManifest,
} from './app-manifest';
import { resolveTheme } from '@playfront/core/theme';
import { OFFLINE_POLICY, offlinePage, serviceWorkerConfig } from './offline';
import { fakeApi, testSite } from './testing';
import type { FakeBackend } from './testing';

/** Width and height of a PNG, from its IHDR chunk. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128"><rect width="128" height="128" rx="28" fill="#0a8"/></svg>';

describe('web app manifest', () => {
  const colours = appColours(resolveTheme('slot3', 'ocean'));

  it('takes the template colour variant for the bars and the background', () => {
    expect(colours.theme).toMatch(/^#[0-9a-f]{6}$/i);
    expect(colours.background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(appColours(resolveTheme('slot3', 'ocean'))).not.toEqual(
      appColours(resolveTheme('slot1', 'ruby')),
    );
  });

  it('starts and scopes the app in the page language', () => {
    expect(appStart('EN', 'EN')).toBe('/');
    expect(appStart('PHP', 'EN')).toBe('/php/');
    expect(appStart('EN', 'PHP')).toBe('/en/');
    expect(manifestHref('EN', 'EN')).toBe('/manifest.webmanifest');
    expect(manifestHref('CN', 'EN')).toBe('/manifest.webmanifest?lang=cn');
    const manifest = webAppManifest({
      site: { site_name: 'Lucky Three Casino', logo_text: 'LUCKY' },
      colours,
      language: 'PHP',
      defaultLanguage: 'EN',
      iconVersion: 'v1',
    });
    expect(manifest).toMatchObject({
      name: 'Lucky Three Casino',
      short_name: 'LUCKY',
      start_url: '/php/',
      scope: '/php/',
      lang: 'fil',
      display: 'standalone',
      theme_color: colours.theme,
      background_color: colours.background,
    });
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
  });

  it('cuts a long name for the home screen', () => {
    expect(shortName({ site_name: 'Very Long Operator Name', logo_text: '' })).toBe('Very Long O…');
    expect(shortName({ site_name: 'Short', logo_text: 'A VERY LONG LOGO TEXT' })).toBe('Short');
  });

  it('draws icons at the sizes named, the maskable one on a full plate', () => {
    const data = `data:image/svg+xml;base64,${Buffer.from(logo).toString('base64')}`;
    for (const size of [192, 512]) {
      const png = rasterise(
        iconSvg({ size, maskable: false, logo: data, colours, siteName: 'L' }),
        size,
      );
      expect(pngSize(png)).toEqual([size, size]);
    }
    const maskable = iconSvg({ size: 512, maskable: true, logo: data, colours, siteName: 'L' });
    expect(maskable).toContain(`<rect width="512" height="512" fill="${colours.background}"/>`);
    expect(maskable).toContain('x="102" y="102" width="308" height="308"');
    expect(
      iconSvg({ size: 192, maskable: false, logo: undefined, colours, siteName: 'Lucky <Three>' }),
    ).toContain('>L&lt;</text>');
  });
});

describe('offline page', () => {
  it('is in the page language, in the site colours, with a retry and no script', () => {
    const colours = appColours(resolveTheme('slot3', 'ocean'));
    const page = offlinePage({ siteName: 'Lucky <3>', language: 'PHP', colours });
    expect(page).toContain('lang="fil"');
    expect(page).toContain('Offline ka');
    expect(page).toContain('Lucky &lt;3&gt;');
    expect(page).toContain('<a href="" data-pf-retry>Subukang muli</a>');
    expect(page).toContain(colours.background);
    expect(page).not.toMatch(/<script/i);
    expect(OFFLINE_POLICY).toContain("default-src 'none'");
  });

  it('names a new cache set for a new build or template', () => {
    const a = serviceWorkerConfig({
      buildId: 'b1',
      templateId: 'template3',
      assets: ['/assets/a.js'],
    });
    const b = serviceWorkerConfig({
      buildId: 'b2',
      templateId: 'template3',
      assets: ['/assets/a.js'],
    });
    const c = serviceWorkerConfig({
      buildId: 'b1',
      templateId: 'template4',
      assets: ['/assets/a.js'],
    });
    expect(new Set([a.version, b.version, c.version]).size).toBe(3);
    expect(a.offline.map((o) => o.url)).toEqual([
      '/offline.html',
      '/offline.html?lang=en',
      '/offline.html?lang=php',
      '/offline.html?lang=cn',
    ]);
  });
});

describe('app routes', () => {
  let api: FakeBackend;
  let web: Awaited<ReturnType<typeof buildServer>>;
  let clientDir = '';
  let apiUrl = '';
  let logoReads = 0;

  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'pf-web-'));
    await mkdir(join(clientDir, '.vite'));
    await mkdir(join(clientDir, '..', 'sw'), { recursive: true });
    await writeFile(join(clientDir, '..', 'sw', 'sw.js'), '/*worker*/');
    await writeFile(
      join(clientDir, 'index.html'),
      '<!doctype html><html lang="en"><head><title>P</title><script type="module" crossorigin src="/assets/index-x1.js"></script></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      join(clientDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-x1.js',
          isEntry: true,
          css: ['assets/index-x1.css'],
          dynamicImports: ['src/bootstrap.tsx'],
        },
        // A boot stage: the entry imports it in turn, and every page loads it.
        'src/bootstrap.tsx': {
          file: 'assets/bootstrap-x1.js',
          isDynamicEntry: true,
          css: ['assets/bootstrap-x1.css'],
        },
        '../../packages/templates/src/template3/index.tsx': {
          file: 'assets/template3-x1.js',
          src: '../../packages/templates/src/template3/index.tsx',
          isDynamicEntry: true,
          css: ['assets/template3-x1.css'],
          assets: ['assets/orbitron-x1.woff2'],
        },
      }),
    );
    api = await fakeApi((backend) => {
      backend.post('/api/startup', (req) => {
        const { domain_name } = req.body as { domain_name: string };
        if (domain_name !== 'slot3.localhost')
          return { statusCode: 0, statusMessage: 'unknownDomain' };
        return {
          statusCode: 1,
          language: 'EN',
          maintenance: { is_maintenance: false, start_date: null, end_date: null },
          site: testSite({ site_name: 'Lucky Three', logo2: '/api/media/logo/2.svg' }),
        };
      });
      backend.get('/api/media/logo/2.svg', (_req, reply) => {
        logoReads++;
        return reply.type('image/svg+xml').send(logo);
      });
    });
    apiUrl = api.url;
    web = await buildServer({ clientDir, apiUrl });
  });
  afterAll(async () => {
    await web.close();
    await api.close();
  });

  const get = (url: string, host = 'slot3.localhost') =>
    web.inject({ method: 'GET', url, headers: { host } });

  it('serves each host its manifest', async () => {
    const res = await get('/manifest.webmanifest?lang=cn');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.json()).toMatchObject({ name: 'Lucky Three', start_url: '/cn/', lang: 'zh-Hans' });
    expect((await get('/manifest.webmanifest', 'nosuch.localhost')).statusCode).toBe(404);
  });

  it('draws the icons from the logo once per host', async () => {
    const manifest = (await get('/manifest.webmanifest')).json<{ icons: { src: string }[] }>();
    for (const [i, icon] of manifest.icons.entries()) {
      const res = await get(icon.src);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(pngSize(res.rawPayload)).toEqual(i === 0 ? [192, 192] : [512, 512]);
    }
    await get(manifest.icons[0]!.src);
    expect(logoReads).toBe(3);
    expect((await get('/app-icons/other.png')).statusCode).toBe(404);
  });

  it('serves the offline page and the service worker with its settings', async () => {
    const offline = await get('/offline.html?lang=php');
    expect(offline.headers['content-security-policy']).toBe(OFFLINE_POLICY);
    expect(offline.body).toContain('Offline ka');
    const sw = await get('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toContain('text/javascript');
    const config = JSON.parse(/^self.__PF_SW__=(.*);$/m.exec(sw.body)![1]!) as { assets: string[] };
    expect(config.assets).toEqual([
      '/assets/index-x1.js',
      '/assets/index-x1.css',
      '/assets/bootstrap-x1.js',
      '/assets/bootstrap-x1.css',
      '/assets/template3-x1.js',
      '/assets/template3-x1.css',
      '/assets/orbitron-x1.woff2',
    ]);
    expect(sw.body).toContain('/*worker*/');
  });

  it("gives a host whose template the build leaves out neutral colours and no template's files", async () => {
    const seventh = await buildServer({ clientDir, apiUrl, templates: ['template7'] });
    const inject = (url: string) =>
      seventh.inject({ method: 'GET', url, headers: { host: 'slot3.localhost' } });
    const manifest = (await inject('/manifest.webmanifest')).json<{ theme_color: string }>();
    const sw = (await inject('/sw.js')).body;
    await seventh.close();
    expect(manifest.theme_color).toBe('#111111');
    expect(sw).not.toContain('/assets/template3-x1.js');
  });

  it('links the manifest and the theme colour from every page', async () => {
    const page = await get('/php/slots');
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest?lang=php">');
    expect(page.body).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/i);
  });
});
