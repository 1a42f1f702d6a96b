import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('CMS bodies are sanitized before storing', () => {
  it('keeps formatting, links and images', () => {
    const html =
      '<h2>About</h2><p>We <strong>pay</strong> <a href="/faqs">fast</a>.</p><img src="https://cdn.test/a.png" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and embeds with their content', () => {
    expect(
      sanitizeHtml('<p>Hi</p><script>alert(1)</script><iframe src="x"></iframe><style>p{}</style>'),
    ).toBe('<p>Hi</p>');
  });

  it('removes event handlers, inline styles and javascript: URLs', () => {
    expect(
      sanitizeHtml(
        '<a href="javascript:alert(1)" onclick="x()" style="color:red">x</a><img src="x" onerror="alert(1)">',
      ),
    ).toBe('<a>x</a><img src="x">');
  });

  it('unwraps unknown tags but keeps their text', () => {
    expect(sanitizeHtml('<p><font color="red">Red</font></p>')).toBe('<p>Red</p>');
  });

  it('opens new-tab links without access to the opener', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank">x</a>')).toBe(
      '<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
