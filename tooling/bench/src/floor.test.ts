import { describe, expect, it } from 'vitest';
import { absoluteCssUrls, floorDocument } from './floor';

const page = 'http://slot1.localhost:28080/slots';

const rendered = `<!DOCTYPE html><html lang="en" data-template="template1"><head>
<meta charset="UTF-8">
<link rel="icon" href="/favicon.svg">
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-abc.js">
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
<link rel="stylesheet" href="/assets/print.css" media="print">
<link rel="stylesheet" href="/assets/account-abc.css" disabled><style>.pf-account{margin:0}</style>
<style id="pf-tokens-template1">[data-template]{--bg:url(/api/media/bg.svg)}</style>
<script id="pf-state" type="application/json">{"a":1}</script>
</head><body><div id="root">
<img src="/api/media/banner/1.svg" srcset="/api/media/banner/1.svg 1x, banner-2x.svg 2x" fetchpriority="high">
<a href="/promotions">Promotions</a><a href="#games">Games</a>
<div style="background-image: url('/api/media/tile.png')"></div>
<img src="data:image/gif;base64,R0lGOD">
</div><script nonce="n">window.analytics = 1;</script></body></html>`;

const stylesheets = [
  {
    href: 'http://slot1.localhost:28080/assets/index-abc.css',
    css: '@font-face{src:url(/assets/inter.woff2) format("woff2"),url("inter.woff") format("woff")}',
  },
  { href: 'http://slot1.localhost:28080/assets/print.css', css: 'body{color:black}' },
];

describe('no-JS floor', () => {
  const floor = floorDocument(rendered, page, stylesheets);

  it('removes every script and module preload', () => {
    expect(floor).not.toMatch(/<script/i);
    expect(floor).not.toContain('modulepreload');
    expect(floor).toContain('data-template="template1"');
  });

  it('inlines each stylesheet with its references absolute against the stylesheet', () => {
    expect(floor).not.toMatch(/<link[^>]+stylesheet/);
    expect(floor).toContain(
      '<style>@font-face{src:url(http://slot1.localhost:28080/assets/inter.woff2) format("woff2"),url("http://slot1.localhost:28080/assets/inter.woff") format("woff")}</style>',
    );
    expect(floor).toContain('<style media="print">body{color:black}</style>');
  });

  it('drops a disabled stylesheet link, which applies nothing, and keeps the text the page carries', () => {
    expect(floor).not.toContain('account-abc.css');
    expect(floor).toContain('<style>.pf-account{margin:0}</style>');
  });

  it('points images, icons, links and inline styles at the web server', () => {
    expect(floor).toContain('<link rel="icon" href="http://slot1.localhost:28080/favicon.svg">');
    expect(floor).toContain(
      'src="http://slot1.localhost:28080/api/media/banner/1.svg" srcset="http://slot1.localhost:28080/api/media/banner/1.svg 1x, http://slot1.localhost:28080/banner-2x.svg 2x" fetchpriority="high"',
    );
    expect(floor).toContain('href="http://slot1.localhost:28080/promotions"');
    expect(floor).toContain('url(http://slot1.localhost:28080/api/media/bg.svg)');
    expect(floor).toContain("url('http://slot1.localhost:28080/api/media/tile.png')");
  });

  it('leaves in-page anchors and data URLs alone', () => {
    expect(floor).toContain('href="#games"');
    expect(floor).toContain('src="data:image/gif;base64,R0lGOD"');
  });

  it('refuses a stylesheet whose text it was not given', () => {
    expect(() => floorDocument(rendered, page, stylesheets.slice(0, 1))).toThrow('print.css');
  });
});

describe('absolute CSS references', () => {
  it('resolves url() and @import against the stylesheet, keeping quotes, data URLs and fragments', () => {
    const base = 'http://slot1.localhost:28080/assets/a.css';
    expect(
      absoluteCssUrls(
        `@import "b.css";a{background:url( '../img/x.png' )}b{mask:url(#m)}c{background:url(data:image/png;base64,AA)}`,
        base,
      ),
    ).toBe(
      `@import "http://slot1.localhost:28080/assets/b.css";a{background:url('http://slot1.localhost:28080/img/x.png')}b{mask:url(#m)}c{background:url(data:image/png;base64,AA)}`,
    );
  });
});
