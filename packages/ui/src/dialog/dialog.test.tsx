import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmDialogProps, DialogResult } from './confirm-dialog';
import { ConfirmDialog } from './confirm-dialog';

function Harness({
  onResult,
  ...props
}: Partial<ConfirmDialogProps> & { onResult: (r: DialogResult) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Withdraw
      </button>
      <ConfirmDialog
        title="Confirm withdrawal"
        text="Send 500 to your bank?"
        {...props}
        open={open}
        onResult={(result) => {
          setOpen(false);
          onResult(result);
        }}
      />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ConfirmDialog', () => {
  it('offers OK, No and Cancel by default texts', async () => {
    const onResult = vi.fn();
    render(<Harness onResult={onResult} showDeny />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Confirm withdrawal' }),
    ).toHaveAccessibleDescription('Send 500 to your bank?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(onResult).toHaveBeenLastCalledWith({ action: 'deny' });
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onResult).toHaveBeenLastCalledWith({ action: 'confirm' });
  });

  it('cancels with Esc', async () => {
    const onResult = vi.fn();
    render(<Harness onResult={onResult} />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledWith({ action: 'cancel' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('refuses a bad email with "Invalid email address" and confirms a good one', async () => {
    const onResult = vi.fn();
    render(<Harness onResult={onResult} input={{ label: 'Email', validate: 'email' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const field = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(field, 'player@{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address');
    expect(field).toBeInvalid();
    expect(onResult).not.toHaveBeenCalled();
    await userEvent.type(field, 'example.com');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'confirm', value: 'player@example.com' });
  });

  it('refuses a bad URL with "Invalid URL"', async () => {
    const onResult = vi.fn();
    render(<Harness onResult={onResult} input={{ label: 'Link', validate: 'url' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Link' }), 'example.com{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid URL');
    expect(onResult).not.toHaveBeenCalled();
  });

  it('returns focus to the opener 100 ms after closing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Harness onResult={() => undefined} />);
    const opener = screen.getByRole('button', { name: 'Withdraw' });
    await user.click(opener);
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    act(() => {
      vi.advanceTimersByTime(50);
    });
    expect(opener).not.toHaveFocus();
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(opener).toHaveFocus();
  });
});
