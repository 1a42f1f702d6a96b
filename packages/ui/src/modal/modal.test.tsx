import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OpenModal } from './index';
import { ErrorModal, LOGIN_MODAL_ID, ModalHost, SIGNIN_MODAL_ID } from './index';

function Host({ first = { id: LOGIN_MODAL_ID, title: 'Sign in' } }: { first?: OpenModal }) {
  const [open, setOpen] = useState<OpenModal | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(first)}>
        Open
      </button>
      <ModalHost
        open={open}
        onClose={() => setOpen(null)}
        render={(id) => (
          <>
            <label>
              Account id <input />
            </label>
            <button
              type="button"
              onClick={() => setOpen({ id: SIGNIN_MODAL_ID, title: 'Register' })}
            >
              Switch {id}
            </button>
          </>
        )}
      />
    </>
  );
}

describe('ModalHost', () => {
  it('renders the open modal with its id so #loginmodal exists', async () => {
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveAttribute('id', 'loginmodal');
    expect(document.querySelector('#loginmodal')).toBe(dialog);
  });

  it('keeps one modal open at a time: opening another closes the previous', async () => {
    render(<Host />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch loginmodal' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Register' })).toHaveAttribute('id', 'modal-signin');
    expect(document.querySelector('#loginmodal')).toBeNull();
  });

  it('traps focus inside and closes with Esc, returning focus to the opener', async () => {
    render(<Host />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('returns focus to the first opener after a replaced modal closes', async () => {
    render(<Host />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Switch loginmodal' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes when the backdrop is clicked', async () => {
    const onClose = vi.fn();
    render(
      <ModalHost
        open={{ id: 'promo', title: 'Promotion', text: 'Deposit bonus' }}
        onClose={onClose}
      />,
    );
    // Radix starts listening for outside pointers one tick after opening.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    await userEvent.click(document.querySelector<HTMLElement>('.pf-modal__overlay')!);
    expect(onClose).toHaveBeenCalled();
  });
});

describe('ErrorModal', () => {
  it('shows the title and text and closes with OK', async () => {
    const onClose = vi.fn();
    render(
      <ErrorModal error={{ title: 'Error', text: 'Insufficient balance' }} onClose={onClose} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription('Insufficient balance');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without an error', () => {
    render(<ErrorModal error={null} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
