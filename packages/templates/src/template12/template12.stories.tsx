import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { TemplateStoryObj as Story } from '../testing';
import { templateMeta } from '../testing';
import template12 from './index';

export default { title: 'Templates/Template 12 · Magazine', ...templateMeta(template12) };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobileMedium' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText("Today's lead");
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobileMedium' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await within(document.body).findByRole('dialog', { name: 'Menu' });
  },
};

export const DesktopSignedIn: Story = {
  args: { signedIn: true },
  globals: { viewport: { value: 'desktopMedium' } },
};
