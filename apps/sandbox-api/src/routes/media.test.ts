import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVECHAT_READY_DELAY_MS } from '../media/livechat';
import type { Harness } from '../testing/harness';
import { expectError, startSandbox } from '../testing/harness';

let h: Harness;
beforeAll(async () => {
  h = await startSandbox();
});
afterAll(() => h.close());

async function svg(path: string) {
  const res = await fetch(`${h.base}${path}`);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  expect(res.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
  const body = await res.text();
  expect(body.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  return body;
}

describe('GET /api/media/*', () => {
  it('draws a game tile with the game name, escaped', async () => {
    const body = await svg('/api/media/game/JILI/JILI-TEXAS-HOLD-EM.svg');
    expect(body).toContain('Texas Hold&apos;em');
    expect(body).toContain('>JILI<');
  });

  it('escapes whatever the URL puts into an image', async () => {
    const body = await svg(
      `/api/media/game/${encodeURIComponent('<b>')}/${encodeURIComponent('"><script>x</script>')}.svg`,
    );
    expect(body).not.toContain('<script>');
    expect(body).not.toContain('<b>');
    expect(body).toContain('&lt;script&gt;');
  });

  it('draws provider logos, site logos, banners and the chat button', async () => {
    expect(await svg('/api/media/provider/PPLAY.svg')).toContain('Pragmatic Play');
    expect(await svg('/api/media/provider/PPLAYLIVE.svg')).toContain('Pragmatic Play Live');
    for (const n of [1, 2, 3]) await svg(`/api/media/logo/slot3.localhost/${n}.svg`);
    expect(await svg('/api/media/logo/slot3.localhost/1.svg')).toContain('Golden Dragon');
    for (const n of [1, 2, 3, 4, 5]) await svg(`/api/media/banner/${n}.svg`);
    await svg('/api/media/chat/bubble.svg');
  });

  it('answers unknown media with a JSON 404', async () => {
    expectError(await h.get('/api/media/banner/9.svg'), 'notFound', 404);
    expectError(await h.get('/api/media/logo/slot3.localhost/4.svg'), 'notFound', 404);
    expectError(await h.get('/api/media/logo/nope.localhost/1.svg'), 'unknownDomain', 404);
    expectError(await h.get('/api/media/provider/PPLAY.png'), 'notFound', 404);
  });
});

/** A DOM just big enough for the widget: elements, attributes, children and listeners. */
class FakeElement {
  readonly children: FakeElement[] = [];
  readonly attributes = new Map<string, string>();
  readonly listeners = new Map<string, ((event: unknown) => void)[]>();
  style = { cssText: '' };
  hidden = false;
  textContent = '';
  id = '';
  value = '';
  scrollTop = 0;
  scrollHeight = 0;
  constructor(readonly tagName: string) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  appendChild(child: FakeElement) {
    this.children.push(child);
    return child;
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  querySelector(tag: string): FakeElement | null {
    for (const child of this.children) {
      if (child.tagName === tag) return child;
      const found = child.querySelector(tag);
      if (found) return found;
    }
    return null;
  }
  focus() {}
}

function loadWidget(source: string) {
  const events: { type: string; detail: unknown }[] = [];
  const body = new FakeElement('body');
  const window: Record<string, unknown> = {
    dispatchEvent: (event: { type: string; detail: unknown }) => events.push(event),
  };
  const context = {
    window,
    document: { body, currentScript: null, createElement: (tag: string) => new FakeElement(tag) },
    location: { href: 'http://slot1.localhost/' },
    CustomEvent: class {
      constructor(
        readonly type: string,
        init: { detail: unknown },
      ) {
        this.detail = init.detail;
      }
      detail: unknown;
    },
    URL,
    setTimeout,
  };
  runInNewContext(source, context);
  const widget = window.LiveChatWidget as {
    init(id: string): void;
    open(): boolean;
    close(): void;
    isReady(): boolean;
    isOpen(): boolean;
  };
  return { widget, events, body };
}

describe('GET /api/media/livechat.js', () => {
  it('serves a script that becomes ready after a short delay and opens a local chat panel', async () => {
    const res = await fetch(`${h.base}/api/media/livechat.js`);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await res.text();
    expect(source).not.toMatch(/https?:\/\//);

    const { widget, events, body } = loadWidget(source);
    widget.init('chat-luckymanila');
    expect(widget.isReady()).toBe(false);
    expect(widget.open()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, LIVECHAT_READY_DELAY_MS + 100));
    expect(widget.isReady()).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['livechat:ready']);
    expect(events[0]?.detail).toEqual({ chatId: 'chat-luckymanila' });

    expect(widget.open()).toBe(true);
    expect(widget.isOpen()).toBe(true);
    const panel = body.children[0];
    expect(panel?.getAttribute('aria-label')).toBe('Live chat');
    widget.close();
    expect(widget.isOpen()).toBe(false);
    expect(events.map((e) => e.type)).toEqual([
      'livechat:ready',
      'livechat:open',
      'livechat:close',
    ]);
  });
});
