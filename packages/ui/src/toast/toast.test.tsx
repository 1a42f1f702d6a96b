import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showSessionExpiredToast, showToast, Toaster } from './index';

afterEach(() => {
  act(() => {
    dismissToast();
  });
  vi.useRealTimers();
});

const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('toasts', () => {
  it('shows each variant with its title and text in a labelled region at bottom-right', async () => {
    render(<Toaster />);
    for (const variant of ['warning', 'error', 'success', 'info'] as const) {
      act(() => {
        showToast({ variant, title: `${variant} title`, text: `${variant} text` });
      });
      expect(await screen.findByText(`${variant} title`)).toBeInTheDocument();
      expect(screen.getByText(`${variant} text`)).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-y-position',
      'bottom',
    );
    expect(document.querySelector('[data-sonner-toaster]')).toHaveAttribute(
      'data-x-position',
      'right',
    );
  });

  it('closes after 3 seconds by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      showToast({ variant: 'error', title: 'Something went wrong' });
    });
    await advance(2500);
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    await advance(1500);
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });

  it('keeps the session-expiry warning for 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Toaster />);
    act(() => {
      showSessionExpiredToast('Invalid session', 'Your session has expired');
    });
    await advance(9000);
    expect(screen.getByText('Your session has expired')).toBeInTheDocument();
    await advance(2000);
    expect(screen.queryByText('Your session has expired')).toBeNull();
  });

  it('can be closed with its close button', async () => {
    render(<Toaster />);
    act(() => {
      showToast({ variant: 'info', title: 'Saved', durationMs: 60_000 });
    });
    const close = await screen.findByRole('button', { name: 'Close' });
    act(() => close.click());
    await vi.waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });
});
