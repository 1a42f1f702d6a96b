import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LiveChatButton } from './live-chat-button';

const meta = {
  title: 'UI/Live chat button',
  component: LiveChatButton,
  args: { ready: true, onOpen: fn(), floating: false },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', minHeight: '6rem', background: 'var(--pf-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LiveChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Live chat' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
export const Floating: Story = { args: { floating: true } };
export const NotLoaded: Story = {
  args: { ready: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
