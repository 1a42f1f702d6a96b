import { afterEach, describe, expect, it, vi } from 'vitest';
import { testStore } from '../testing';
import type { TemplateId } from '../theme/manifest';
import type { BreakpointName } from './breakpoints';
import { breakpointsFor, currentBreakpoint, minWidthQuery } from './breakpoints';
import type { ViewportEnv } from './watch';
import { viewportCookie, watchViewport, writeViewportCookie } from './watch';

afterEach(() => {
  vi.useRealTimers();
});

/** Media queries answered for a window `width` px wide. */
const widthMatcher = (width: number) => (query: string) =>
  width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity);

describe('viewport breakpoints', () => {
  it('lists the shared breakpoints of the spec in pixels', () => {
    expect(breakpointsFor(null)).toEqual([
      { name: 'mobile', px: 320 },
      { name: 'mobileMedium', px: 375 },
      { name: 'mobileWide', px: 425 },
      { name: 'tablet', px: 768 },
      { name: 'desktop', px: 1024 },
      { name: 'desktopMedium', px: 1280 },
      { name: 'desktopWide', px: 1600 },
    ]);
  });

  it.each([
    ['template2', 'template2Custom', 1200],
    ['template3', 'template3Custom', 1200],
    ['template4', 'template4Custom', 999],
    ['template6', 'template6Custom', 999],
    ['template8', 'template8Custom', 999],
    ['template9', 'template9Custom', 999],
    ['template10', 'template10Custom', 1200],
    ['template11', 'template11Custom', 768],
    ['template12', 'template12Custom', 769],
    ['template13', 'template13Custom', 769],
    ['template14', 'template14Custom', 769],
  ] as const)('adds %s its custom breakpoint %s at %i px', (template, name, px) => {
    expect(breakpointsFor(template)).toContainEqual({ name, px });
    expect(currentBreakpoint(template, widthMatcher(px))).toBe(name);
  });

  it('gives templates without a custom breakpoint only the shared ones', () => {
    for (const t of ['template1', 'template5', 'template7', 'template15'] as TemplateId[])
      expect(breakpointsFor(t)).toHaveLength(7);
  });

  it('uses min-width queries', () => {
    expect(minWidthQuery(768)).toBe('(min-width: 768px)');
  });

  it('picks the largest breakpoint whose min-width query matches', () => {
    expect(currentBreakpoint('template1', widthMatcher(390))).toBe('mobileMedium');
    expect(currentBreakpoint('template1', widthMatcher(1300))).toBe('desktopMedium');
    expect(currentBreakpoint('template4', widthMatcher(1000))).toBe('template4Custom');
    expect(currentBreakpoint('template4', widthMatcher(1100))).toBe('desktop');
  });

  it('falls back to desktop when no query matches', () => {
    expect(currentBreakpoint('template1', () => false)).toBe('desktop');
  });
});

describe('viewport cookie', () => {
  it('lasts 365 days on path / with SameSite Strict and Secure', () => {
    expect(viewportCookie('tablet')).toBe(
      'viewport=tablet; Max-Age=31536000; Path=/; SameSite=Strict; Secure',
    );
  });

  it('is written to the document', () => {
    const doc = { cookie: '' };
    writeViewportCookie('mobile', doc);
    expect(doc.cookie).toBe(viewportCookie('mobile'));
  });
});

/** A window whose width the test sets; fires `change` on every query like a browser would. */
function fakeWindow(initialWidth: number) {
  let width = initialWidth;
  const listeners = new Set<() => void>();
  const cookies: BreakpointName[] = [];
  const env: ViewportEnv = {
    matchMedia: (query) =>
      ({
        get matches() {
          return widthMatcher(width)(query);
        },
        addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
        removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
      }) as unknown as MediaQueryList,
    writeCookie: (name) => cookies.push(name),
  };
  const resize = (next: number) => {
    width = next;
    for (const fn of listeners) fn();
  };
  return { env, cookies, resize, listeners };
}

describe('viewport watcher', () => {
  it('sets the breakpoint and cookie at once, then after changes debounced 50 ms', () => {
    vi.useFakeTimers();
    const { store } = testStore();
    const win = fakeWindow(1250);
    const stop = watchViewport(store, 'template2', win.env);
    expect(store.getState().viewport.breakpoint).toBe('template2Custom');
    expect(win.cookies).toEqual(['template2Custom']);

    win.resize(800);
    win.resize(400);
    vi.advanceTimersByTime(49);
    expect(store.getState().viewport.breakpoint).toBe('template2Custom');
    vi.advanceTimersByTime(1);
    expect(store.getState().viewport.breakpoint).toBe('mobileMedium');
    expect(win.cookies).toEqual(['template2Custom', 'mobileMedium']);

    stop();
    expect(win.listeners.size).toBe(0);
  });

  it('does nothing without a window', () => {
    const { store } = testStore();
    const stop = watchViewport(store, 'template1', undefined);
    expect(store.getState().viewport.breakpoint).toBe('desktop');
    stop();
  });
});
