import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, screen } from 'storybook/test';
import type { ConfirmDialogProps } from './confirm-dialog';
import { ConfirmDialog } from './confirm-dialog';

function Demo(props: Omit<ConfirmDialogProps, 'open' | 'onResult'>) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState('');
  return (
    <div style={{ padding: '1.5rem', background: 'var(--pf-bg)', color: 'var(--pf-fg)' }}>
      <button type="button" className="pf-btn pf-btn--primary" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <p>{result && `Result: ${result}`}</p>
      <ConfirmDialog
        {...props}
        open={open}
        onResult={(r) => {
          setOpen(false);
          setResult(r.action === 'confirm' && r.value ? `confirm ${r.value}` : r.action);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'UI/Dialog',
  component: Demo,
  args: { title: 'Confirm withdrawal', text: 'Send 500 to your bank account?' },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(canvas.getByText('Result: confirm')).toBeVisible();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ConfirmDenyCancel: Story = {
  args: { showDeny: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await expect(canvas.getByText('Result: deny')).toBeVisible();
  },
};

/** Opens the dialog, sends `typed` from its field and checks that it says `message`. */
const refuses =
  (typed: string, message: string): Story['play'] =>
  async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open dialog' }));
    const field = await screen.findByRole('textbox', { name: args.input?.label });
    await userEvent.type(field, `${typed}{Enter}`);
    await expect(screen.getByRole('alert')).toHaveTextContent(message);
  };

export const EmailInput: Story = {
  args: { title: 'Update email', text: undefined, input: { label: 'Email', validate: 'email' } },
  play: refuses('player@', 'Invalid email address'),
};

export const UrlInput: Story = {
  args: { title: 'Share link', text: undefined, input: { label: 'Link', validate: 'url' } },
  play: refuses('not a url', 'Invalid URL'),
};
