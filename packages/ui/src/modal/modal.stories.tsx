import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, screen } from 'storybook/test';
import { TextField } from '../form-field/text-field';
import type { OpenModal } from './modal-host';
import { ErrorModal } from './error-modal';
import { LOGIN_MODAL_ID, ModalHost, SIGNIN_MODAL_ID } from './modal-host';

function Demo({ initial }: { initial: OpenModal | null }) {
  const [open, setOpen] = useState<OpenModal | null>(initial);
  return (
    <div style={{ padding: '1.5rem' }}>
      <button
        type="button"
        className="pf-btn pf-btn--primary"
        onClick={() => setOpen({ id: LOGIN_MODAL_ID, title: 'Sign in' })}
      >
        Open login
      </button>
      <ModalHost
        open={open}
        onClose={() => setOpen(null)}
        render={(id) => (
          <div style={{ display: 'grid', gap: '1rem' }}>
            <TextField label="Account id" />
            <button
              type="button"
              className="pf-btn"
              onClick={() =>
                setOpen({
                  id: id === LOGIN_MODAL_ID ? SIGNIN_MODAL_ID : LOGIN_MODAL_ID,
                  title: 'Register',
                })
              }
            >
              Switch modal
            </button>
          </div>
        )}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Modal',
  component: Demo,
  args: { initial: null },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const LoginModal: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toHaveAttribute('id', 'loginmodal');
    await userEvent.click(screen.getByRole('button', { name: 'Switch modal' }));
    await expect(await screen.findByRole('dialog', { name: 'Register' })).toHaveAttribute(
      'id',
      'modal-signin',
    );
    await expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const WithText: Story = {
  args: {
    initial: { id: 'promo', title: 'Welcome bonus', text: 'Deposit today and get 100% extra.' },
  },
};

export const Error: Story = {
  render: () => (
    <ErrorModal
      error={{ title: 'Error', text: 'Insufficient balance' }}
      onClose={() => undefined}
    />
  ),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Error' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'OK' })).toBeVisible();
  },
};
