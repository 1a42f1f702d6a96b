import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@playfront/core/site';
import { SafeHtml } from './index';

describe('sanitizeHtml', () => {
  const payloads: [string, RegExp][] = [
    ['<script>alert(1)</script><p>ok</p>', /script|alert/i],
    ['<img src=x onerror="alert(1)">', /onerror/i],
    ['<a href="javascript:alert(1)">x</a>', /javascript:/i],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', /script/i],
    ['<iframe srcdoc="<script>alert(1)</script>"></iframe>', /iframe|srcdoc/i],
    ['<svg><script>alert(1)</script></svg>', /script/i],
    ['<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', /javascript/i],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', /onerror/i],
    ['<form action="javascript:alert(1)"><button>go</button></form>', /form|javascript/i],
    ['<div onclick="alert(1)" onmouseover="alert(2)">hi</div>', /on(click|mouseover)/i],
    ['<object data="javascript:alert(1)"></object><embed src="x.swf">', /object|embed/i],
    ['<style>body{display:none}</style><p>ok</p>', /<style/i],
  ];

  it.each(payloads)('removes the attack in %s', (payload, forbidden) => {
    expect(sanitizeHtml(payload)).not.toMatch(forbidden);
  });

  it('keeps ordinary formatting, links and images', () => {
    const html =
      '<h2>Deposits</h2><p><strong>Fast</strong> <a href="/banking">banking</a></p><img src="/a.png" alt="a">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('adds rel=noopener to links opening a new tab', () => {
    expect(sanitizeHtml('<a href="https://x.org" target="_blank">x</a>')).toContain(
      'rel="noopener noreferrer"',
    );
  });
});

describe('SafeHtml', () => {
  it('renders the cleaned body', () => {
    render(
      <SafeHtml
        html={'<h2>About us</h2><p onclick="alert(1)">We run games.</p><script>alert(1)</script>'}
      />,
    );
    expect(screen.getByRole('heading', { name: 'About us' })).toBeInTheDocument();
    expect(screen.getByText('We run games.')).not.toHaveAttribute('onclick');
    expect(document.querySelector('script')).toBeNull();
  });
});
