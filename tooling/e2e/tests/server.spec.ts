import { expect, test } from './fixtures';
import { webPort } from '../servers';

test('the server writes the site’s title, canonical, hreflang and a CSP into the HTML', async ({
  request,
}) => {
  const response = await request.get(`http://127.0.0.1:${webPort}/`, {
    headers: { host: `slot3.localhost:${webPort}` },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toMatch(/<title data-pf-head>[^<]*Golden Dragon[^<]*<\/title>/);
  expect(html).toContain(
    `<link data-pf-head rel="canonical" href="http://slot3.localhost:${webPort}/">`,
  );
  expect(html).toMatch(/hreflang="fil" href="http:\/\/slot3\.localhost:\d+\/php"/);
  expect(html).toContain('<html lang="zh-Hans" data-template="template3" data-color="neon">');
  const csp = response.headers()['content-security-policy'];
  // The page's own inline scripts by hash, what they add by 'strict-dynamic': no nonce, so the
  // page is the same bytes for every guest.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+ 'strict-dynamic';/);
  expect(csp).not.toContain('nonce');
  expect(html).not.toContain('nonce=');
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('the head speaks the page’s language: an English page of a Chinese-first site is titled in English', async ({
  request,
}) => {
  const head = async (path: string, language: string) => {
    const response = await request.get(`http://127.0.0.1:${webPort}${path}`, {
      headers: { host: `slot3.localhost:${webPort}`, 'accept-language': language },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    return {
      title: /<title data-pf-head>([^<]*)<\/title>/.exec(html)?.[1],
      description: /<meta data-pf-head name="description" content="([^"]*)"/.exec(html)?.[1],
    };
  };
  // The operator's meta texts are Chinese (meta_lang zh-Hans): they serve the Chinese page only.
  expect(await head('/', 'zh-CN')).toEqual({
    title: '首页 | Golden Dragon',
    description: expect.stringContaining('首页'),
  });
  expect(await head('/en', 'en')).toEqual({
    title: 'Home | Golden Dragon',
    description: undefined,
  });
});
