import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyImage } from '../shared/story-images';
import { LazyImage } from './lazy-image';

const meta = {
  title: 'UI/Lazy image',
  component: LazyImage,
  args: { src: storyImage('Banner', 200), alt: 'Weekend bonus banner', width: 600, height: 300 },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', width: '20rem', background: 'var(--pf-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LazyImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const image = await within(canvasElement).findByRole('img', { name: 'Weekend bonus banner' });
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
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Weekend bonus banner')).toBeVisible();
  },
};
