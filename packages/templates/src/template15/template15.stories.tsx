import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { TemplateStoryObj as Story } from '../testing';
import { templateMeta } from '../testing';
import { sampleBetLines } from '../template13/sample-bet-lines';
import template15 from './index';

export default {
  title: 'Templates/Template 15 · Pitch',
  ...templateMeta(template15, {
    answers: { '/api/product/get_bet_lines': { value: sampleBetLines } },
  }),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobileMedium' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Upcoming matches');
  },
};

export const MobileMenu: Story = {
  globals: { viewport: { value: 'mobileMedium' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Menu' });
    within(drawer).getByRole('link', { name: 'Sports' });
  },
};

export const DesktopSignedIn: Story = {
  args: { signedIn: true },
  globals: { viewport: { value: 'desktopMedium' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Upcoming matches');
    if (canvas.queryByRole('button', { name: 'Log in' }))
      throw new Error('A signed-in player is not asked to log in');
  },
};
