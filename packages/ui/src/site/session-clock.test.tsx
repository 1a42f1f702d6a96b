import { safetyApi } from '@playfront/core/api';
import { createI18n } from '@playfront/core/i18n';
import { fakeSandbox } from '@playfront/core/testing';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureSiteStore, SiteTestProviders } from '../testing';
import { clockText, SessionClock } from './session-clock';

/** The backend's answer for a session signed in `elapsed_ms` ago. */
const session = (elapsed_ms: number) => ({
  statusCode: 1,
  value: {
    started_at: '2026-03-10T08:00:00.000Z',
    elapsed_ms,
    interval_ms: 0,
    net: 0,
    currency: 'PHP',
  },
});

/** A store of a signed-in player (or a guest) on a site with the clock on or off. */
function clockStore({ on = true, player = true, elapsed = 3_723_000 } = {}) {
  const api = fakeSandbox({ '/api/safety/session': () => session(elapsed) });
  const store = fixtureSiteStore(api.fetch, { session_clock: on }, player);
  return { store, asked: () => api.calls.filter((c) => c.path === '/api/safety/session') };
}

/** The clock on a page of `store`, with the English texts. */
const clockPage = async (store: ReturnType<typeof clockStore>['store']) => (
  <SiteTestProviders store={store} i18n={await createI18n('EN')}>
    <SessionClock />
  </SiteTestProviders>
);

/** Lets the render after hydration and its first reading of the clock happen. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('clockText', () => {
  it('reads hours, minutes and seconds, and never goes below zero', () => {
    expect(clockText(0)).toBe('0:00:00');
    expect(clockText(59_999)).toBe('0:00:59');
    expect(clockText(3_723_000)).toBe('1:02:03');
    expect(clockText(36 * 3_600_000 + 5_000)).toBe('36:00:05');
    expect(clockText(-5_000)).toBe('0:00:00');
  });
});

describe('SessionClock', () => {
  it('shows the time since sign-in where the operator turned it on, and counts on each second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const now = vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2026, 2, 10, 9, 2, 3));
    const { store } = clockStore();
    render(await clockPage(store));
    const clock = await screen.findByRole('timer', { name: 'Time since you signed in: 1:02:03' });
    expect(clock).toHaveTextContent('Session 1:02:03');
    expect(clock.querySelector('time')).toHaveAttribute('datetime', 'PT1H2M3S');
    await settle();
    now.mockReturnValue(Date.UTC(2026, 2, 10, 9, 2, 5));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(
      screen.getByRole('timer', { name: 'Time since you signed in: 1:02:05' }),
    ).toHaveTextContent('1:02:05');
  });

  it.each([
    ['shows nothing and asks nothing where the operator has not turned it on', { on: false }],
    ['shows nothing to a guest', { player: false }],
  ])('%s', async (_, options) => {
    const { store, asked } = clockStore(options);
    const { container } = render(await clockPage(store));
    await act(() => Promise.resolve());
    expect(container.querySelector('.pf-session-clock')).toBeNull();
    expect(asked()).toHaveLength(0);
  });

  it("hydrates the server's time without a mismatch, then ticks by the browser's clock", async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] });
    const readAt = Date.UTC(2026, 2, 10, 9, 2, 3);
    const now = vi.spyOn(Date, 'now').mockReturnValue(readAt);
    const { store } = clockStore({ elapsed: 125_000 });
    await store.dispatch(safetyApi.endpoints.getPlaySession.initiate());
    const app = await clockPage(store);
    const container = document.createElement('div');
    container.innerHTML = renderToString(app);
    document.body.append(container);
    expect(container.textContent).toBe('Session 0:02:05');
    // The browser hydrates ten seconds later: its first render still draws what the server did.
    now.mockReturnValue(readAt + 10_000);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Session 0:02:05');
    // It counts on from when the browser took the page over, a second a tick.
    await settle();
    now.mockReturnValue(readAt + 13_000);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(
      screen.getByRole('timer', { name: 'Time since you signed in: 0:02:08' }),
    ).toBeInTheDocument();
    container.remove();
  });
});
