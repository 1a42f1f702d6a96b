// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { afterFirstPaint, holdEarlySubmits, LOADER_BATCH, renderDocument } from './document';

type Listener = () => void;

/** Runs the loader against a page whose paint, load and visibility the test drives. */
function page({
  visible = true,
  paintTiming = true,
  rendered = true,
  preload = ['/assets/react.js'],
} = {}) {
  const added: string[] = [];
  const listeners: Record<string, Listener[]> = {};
  const timers: Listener[] = [];
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
  const on = (type: string, fn: Listener) => (listeners[type] ??= []).push(fn);
  const element = (tag: string) => ({ tag, href: '', src: '' });
  const tasks: string[][] = [];
  const document = {
    visibilityState: visible ? 'visible' : 'hidden',
    head: {
      appendChild: (el: { href: string; src: string }) => {
        added.push(el.src || el.href);
        tasks.at(-1)?.push(el.src || el.href);
      },
    },
    createElement: element,
    addEventListener: on,
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      observer = undefined;
    }
  }
  const window = { PerformanceObserver };
  const loader = afterFirstPaint({
    entry: ['/assets/index.js'],
    preload,
    waitForPaint: rendered,
  });
  runInNewContext(loader, {
    window,
    document,
    PerformanceObserver,
    addEventListener: on,
    setTimeout: (fn: Listener) =>
      timers.push(() => {
        tasks.push([]);
        fn();
      }),
  });
  const runTimers = () => {
    while (timers.length) timers.splice(0).forEach((fn) => fn());
  };
  return {
    added,
    /** What each timer task added, in order. */
    tasks: () => tasks.filter((t) => t.length),
    paint(name: string) {
      observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
      runTimers();
    },
    fire(type: string) {
      listeners[type]?.forEach((fn) => fn());
      runTimers();
    },
  };
}

describe('the script loader', () => {
  it('asks for no script before the first contentful paint', () => {
    const p = page();
    p.paint('first-paint');
    expect(p.added).toEqual([]);
    p.paint('first-contentful-paint');
    expect(p.added).toEqual(['/assets/react.js', '/assets/index.js']);
  });

  it('asks a few scripts per task, the entry last', () => {
    const preload = Array.from({ length: 8 }, (_, i) => `/assets/chunk${i}.js`);
    const p = page({ preload });
    p.paint('first-contentful-paint');
    expect(p.tasks()).toEqual([
      preload.slice(0, LOADER_BATCH),
      [...preload.slice(LOADER_BATCH), '/assets/index.js'],
    ]);
  });

  it('asks once, whatever reports come after', () => {
    const p = page();
    p.paint('first-contentful-paint');
    p.fire('load');
    p.fire('visibilitychange');
    expect(p.added).toEqual(['/assets/react.js', '/assets/index.js']);
  });

  it('loads at `load` in a browser without paint timing or in a hidden tab', () => {
    for (const options of [{ paintTiming: false }, { visible: false }]) {
      const p = page(options);
      expect(p.added).toEqual([]);
      p.fire('load');
      expect(p.added).toEqual(['/assets/react.js', '/assets/index.js']);
    }
  });

  it('asks at once on a page the browser renders: it has nothing to paint before its scripts', () => {
    expect(page({ rendered: false }).added).toEqual(['/assets/react.js', '/assets/index.js']);
  });

  it('still loads a visible page that reports no paint: after `load` or once it is hidden', () => {
    const loaded = page();
    loaded.fire('load');
    expect(loaded.added).toEqual(['/assets/react.js', '/assets/index.js']);
    const hidden = page();
    hidden.fire('visibilitychange');
    expect(hidden.added).toEqual(['/assets/react.js', '/assets/index.js']);
  });
});

describe('a rendered page', () => {
  const template = `<!doctype html><html lang="en"><head><title>Playfront</title>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`;

  it("puts the page's markup before the store it was rendered with, and the loader after both", () => {
    const html = renderDocument(template, {
      lang: 'en',
      head: '<title>Lucky Manila</title>',
      nonce: 'n0nce',
      rendered: { html: '<main><h1>Hot games</h1></main>', state: { layout: { a: '</script>' } } },
    });
    const at = (text: string) => html.indexOf(text);
    expect(at('<h1>Hot games</h1>')).toBeGreaterThan(at('</head>'));
    expect(at('<script id="pf-state"')).toBeGreaterThan(at('<h1>Hot games</h1>'));
    expect(at('data-pf-boot')).toBeGreaterThan(at('<script id="pf-state"'));
    // The state cannot close its element early.
    expect(html).toContain('{"layout":{"a":"\\u003c/script\\u003e"}}');
  });

  it('is first drawn once its main part is parsed; a page the browser renders has none to wait for', () => {
    const expectMain = '<link rel="expect" href="#main" blocking="render">';
    const drawn = renderDocument(template, {
      lang: 'en',
      head: '',
      rendered: { html: '<main id="main"><h1>Hot games</h1></main>', state: {} },
    });
    expect(drawn.indexOf(expectMain)).toBeGreaterThan(0);
    expect(drawn.indexOf(expectMain)).toBeLessThan(drawn.indexOf('</head>'));
    expect(renderDocument(template, { lang: 'en', head: '', nonce: 'n0nce' })).not.toContain(
      'rel="expect"',
    );
  });

  it('holds a form sent before its scripts arrive; a page the browser renders has no form before them', () => {
    const drawn = renderDocument(template, {
      lang: 'en',
      head: '',
      rendered: { html: '<main id="main"><form method="post"></form></main>', state: {} },
    });
    expect(drawn).toContain(`<script data-pf-boot>${holdEarlySubmits}`);
    expect(renderDocument(template, { lang: 'en', head: '', nonce: 'n0nce' })).not.toContain(
      holdEarlySubmits,
    );
  });
});

describe('a page that carries its stylesheets', () => {
  const template = `<!doctype html><html lang="en"><head><title>Playfront</title>
<script type="module" crossorigin src="/assets/index.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css">
</head><body><div id="root"></div></body></html>`;
  const css: Record<string, string> = {
    '/assets/index.css': '.pf-app{color:red}',
    '/assets/template1.css': '.pf-hero::after{content:"</style>"}',
  };
  const html = renderDocument(template, {
    lang: 'en',
    head: '<title>Lucky Manila</title>',
    nonce: 'n0nce',
    preload: { js: [], css: ['/assets/template1.css'] },
    tokens: { id: 'template1', css: ':root{--pf-bg:#000}' },
    rendered: { html: '<main><h1>Hot games</h1></main>', state: {} },
    stylesheets: (href) => css[href],
  });

  it('writes each after its link, which it disables, in the same order, before the tokens', () => {
    const at = (text: string) => html.indexOf(text);
    const index =
      '<link rel="stylesheet" crossorigin href="/assets/index.css" disabled><style>.pf-app{color:red}</style>';
    const template1 =
      '<link rel="stylesheet" href="/assets/template1.css" disabled><style>.pf-hero::after{content:"<\\/style>"}</style>';
    expect(at(index)).toBeGreaterThan(0);
    expect(at(template1)).toBeGreaterThan(at(index));
    expect(at('<style id="pf-tokens-template1">')).toBeGreaterThan(at(template1));
    // No link the browser would fetch before it paints.
    expect(
      html.match(/<link rel="stylesheet"[^>]*>/g)?.every((l) => l.endsWith(' disabled>')),
    ).toBe(true);
  });

  it('links every stylesheet where it is not given one', () => {
    const linked = renderDocument(template, {
      lang: 'en',
      head: '',
      preload: { js: [], css: ['/assets/template1.css', '/assets/other.css'] },
      stylesheets: (href) => css[href],
    });
    expect(linked).toContain('<link rel="stylesheet" href="/assets/other.css">');
    expect(linked).not.toContain('href="/assets/other.css" disabled');
  });
});
