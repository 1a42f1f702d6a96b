import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { storyImage } from '../shared/story-images';
import { LazyImage } from './lazy-image';
import { componentStories } from '../testing';

const meta = {
  title: 'UI/Lazy image',
  ...componentStories(
    LazyImage,
    { src: storyImage('Banner', 200), alt: 'Weekend bonus banner', width: 600, height: 300 },
    { width: '20rem' },
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'Weekend bonus banner' });
    // The image shows once loaded, over its placeholder.
    await waitFor(() => expect(image).toBeVisible());
  },
};
export const WithPlaceholder: Story = {
  args: { src: '/slow-image.svg', placeholderSrc: storyImage('', 200) },
};
export const BrokenWithFallback: Story = {
  args: { src: '/no-such-image.svg', fallbackSrc: storyImage('Fallback', 20) },
};
export const BrokenWithoutFallback: Story = {
  args: { src: '/no-such-image.svg' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Weekend bonus banner')).toBeVisible();
  },
};
