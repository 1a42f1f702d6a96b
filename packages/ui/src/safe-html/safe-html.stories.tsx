import type { StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SafeHtml } from './safe-html';
import { componentStories } from '../testing';

const meta = {
  title: 'UI/Safe HTML',
  ...componentStories(SafeHtml, {
    html: '<h2>About us</h2><p>We run <strong>fair games</strong> since 2015. Read our <a href="/privacy-policy">privacy policy</a>.</p><ul><li>Fast payouts</li><li>24/7 support</li></ul>',
  }),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const CmsBody: Story = {};

export const HostileBody: Story = {
  args: {
    html: '<p>Terms</p><img src=x onerror="document.body.dataset.pwned=1" alt="broken"><script>document.body.dataset.pwned=1</script><a href="javascript:alert(1)">click</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.ownerDocument.body.dataset.pwned).toBeUndefined();
  },
};
