import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, screen } from 'storybook/test';
import type { ToastVariant } from './toaster';
import { showSessionExpiredToast, showToast, Toaster } from './toaster';

function Demo({ variant, title, text }: { variant: ToastVariant; title: string; text?: string }) {
  return (
    <div style={{ padding: '1.5rem', minHeight: '12rem' }}>
      <button
        type="button"
        className="pf-btn pf-btn--primary"
        onClick={() => showToast(text ? { variant, title, text } : { variant, title })}
      >
        Show toast
      </button>{' '}
      <button
        type="button"
        className="pf-btn"
        onClick={() =>
          showSessionExpiredToast(
            'Invalid session',
            'Your session has expired. Please sign in again.',
          )
        }
      >
        Session expired
      </button>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Demo,
  args: { variant: 'success', title: 'Saved', text: 'Your profile was updated.' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const title = await screen.findByText(args.title);
    // Toasts slide in, so they become visible a moment after they mount.
    await waitFor(() => expect(title).toBeVisible());
  },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Error: Story = {
  args: { variant: 'error', title: 'Error', text: 'Insufficient balance' },
};
export const Warning: Story = {
  args: { variant: 'warning', title: 'Heads up', text: 'Maintenance at midnight.' },
};
export const Info: Story = { args: { variant: 'info', title: 'New message in your inbox' } };
export const SessionExpired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Session expired' }));
    const title = await screen.findByText('Invalid session');
    await waitFor(() => expect(title).toBeVisible());
  },
};
