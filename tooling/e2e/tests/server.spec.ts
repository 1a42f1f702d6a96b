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
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});
