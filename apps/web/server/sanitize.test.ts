// @vitest-environment node
import { sanitizeHtml, setSanitizerWindow } from '@playfront/core/site';
import { JSDOM } from 'jsdom';
import { expect, it } from 'vitest';

it('sanitizes CMS markup on the server as the browser does, once given a DOM', () => {
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
