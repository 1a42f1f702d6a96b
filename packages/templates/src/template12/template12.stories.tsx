import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { JSX } from 'react';
import { templateStory } from '../testing';
import template12 from './index';

// Typed locally: the templates package does not depend on Storybook, only its app does.
interface Story {
  render?: () => JSX.Element;
  globals?: Record<string, unknown>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

export default {
  title: 'Templates/Template11 Magazine',
  component: templateStory(template12),
  globals: { template: 'template12' },
};

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

const SignedIn = templateStory(template12, { signedIn: true });

export const DesktopSignedIn: Story = {
  render: () => <SignedIn />,
  globals: { viewport: { value: 'desktopMedium' } },
};
