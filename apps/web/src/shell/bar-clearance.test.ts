import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFocusClearOfBars } from './bar-clearance';

/** A stand-in for the browser's ResizeObserver: `resize()` calls back as a size change would. */
class FakeResizeObserver {
  static made: FakeResizeObserver[] = [];
  watched = new Set<Element>();
  constructor(readonly callback: () => void) {
    FakeResizeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  resize() {
    this.callback();
  }
}

/** A bar of `height` px at `edge`, laid out at `position`. */
function bar(edge: 'top' | 'bottom', position: string, height: number) {
  const element = document.createElement(edge === 'top' ? 'header' : 'nav');
  element.dataset.pfBar = edge;
  element.style.position = position;
  element.getBoundingClientRect = () => ({ height }) as DOMRect;
  document.body.append(element);
  return element;
}

const padding = () => ({
  top: document.documentElement.style.getPropertyValue('--pf-bars-top'),
  bottom: document.documentElement.style.getPropertyValue('--pf-bars-bottom'),
});

describe('keepFocusClearOfBars', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    // Measured at once where the browser would wait for its next frame.
    vi.stubGlobal('requestAnimationFrame', (measure: () => void) => (measure(), 0));
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
    FakeResizeObserver.made = [];
    document.body.replaceChildren();
    document.documentElement.removeAttribute('style');
  });

  it('pads the scroll by the sticky header and the fixed tab bar with its inset, not by a bar that scrolls away', () => {
    bar('top', 'sticky', 60.4);
    bar('bottom', 'fixed', 56).style.bottom = '8px';
    bar('top', 'static', 200);
    stop = keepFocusClearOfBars();
    expect(padding()).toEqual({ top: '61px', bottom: '64px' });
  });

  it('measures again when a bar changes: a breakpoint that makes the header scroll away, a taller one', () => {
    const header = bar('top', 'sticky', 61);
    stop = keepFocusClearOfBars();
    const observer = FakeResizeObserver.made[0]!;
    expect(padding()).toEqual({ top: '61px', bottom: '0px' });
    expect(observer.watched.has(header)).toBe(true);

    header.style.position = 'static';
    observer.resize();
    expect(padding().top).toBe('0px');

    header.style.position = 'sticky';
    header.getBoundingClientRect = () => ({ height: 119 }) as DOMRect;
    observer.resize();
    expect(padding().top).toBe('119px');
  });

  it('counts a bar that mounts later, such as the chat button over the tab bar', async () => {
    bar('bottom', 'fixed', 64);
    stop = keepFocusClearOfBars();
    expect(padding().bottom).toBe('64px');
    const chat = bar('bottom', 'fixed', 44);
    chat.style.bottom = '76px';
    await vi.waitFor(() => expect(padding().bottom).toBe('120px'));
    expect(FakeResizeObserver.made[0]!.watched.has(chat)).toBe(true);
  });

  it('stops watching when stopped', async () => {
    stop = keepFocusClearOfBars();
    stop();
    bar('top', 'sticky', 61);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(padding().top).toBe('0px');
    expect(FakeResizeObserver.made[0]!.watched.size).toBe(0);
  });
});
