import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { LiveChatButton } from './live-chat-button';
import { componentStories } from '../testing';

const meta = {
  title: 'UI/Live chat button',
  ...componentStories(
    LiveChatButton,
    { ready: true, onOpen: fn(), floating: false },
    { minHeight: '6rem' },
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Live chat' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};
export const Floating: Story = { args: { floating: true } };
export const NotLoaded: Story = {
  args: { ready: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
