import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { TemplateStoryObj as Story } from '../testing';
import { templateMeta } from '../testing';
import template11 from './index';

export default { title: 'Templates/Template 11 · Compact app', ...templateMeta(template11) };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobileMedium' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Popular' }));
    canvas.getByRole('list', { name: 'Popular' });
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobileMedium' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    await within(document.body).findByRole('dialog', { name: 'Menu' });
  },
};

export const DesktopSignedIn: Story = {
  args: { signedIn: true },
  globals: { viewport: { value: 'desktopMedium' } },
};
