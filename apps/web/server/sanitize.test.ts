// @vitest-environment node
import { JSDOM } from 'jsdom';
import { expect, it, vi } from 'vitest';

it('sanitizes CMS markup on the server as the browser does, once given a DOM', async () => {
  // The server's entry gives the sanitizer its DOM when it loads, and test files share modules:
  // start from a sanitizer no earlier file has given one.
  vi.resetModules();
  const { sanitizeHtml, setSanitizerWindow } = await import('@playfront/core/site');
  const body =
    '<p onclick="x()">Hello <b>there</b></p><script>alert(1)</script><a href="javascript:x" target="_blank">go</a>';
  expect(sanitizeHtml(body)).toContain('&#60;p');
  setSanitizerWindow(new JSDOM('').window);
  const clean = sanitizeHtml(body);
  expect(clean).toContain('<p>Hello <b>there</b></p>');
  expect(clean).not.toContain('script');
  expect(clean).not.toContain('onclick');
  expect(clean).not.toContain('javascript:');
  expect(clean).toContain('rel="noopener noreferrer"');
});
