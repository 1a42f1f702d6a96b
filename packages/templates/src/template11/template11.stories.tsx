import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { JSX } from 'react';
import { templateStory } from '../testing';
import template11 from './index';

// Typed locally: the templates package does not depend on Storybook, only its app does.
interface Story {
  render?: () => JSX.Element;
  globals?: Record<string, unknown>;
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

export default {
  title: 'Templates/Template11 Compact app',
  component: templateStory(template11),
  globals: { template: 'template11' },
};

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

const SignedIn = templateStory(template11, { signedIn: true });

export const DesktopSignedIn: Story = {
  render: () => <SignedIn />,
  globals: { viewport: { value: 'desktopMedium' } },
};
