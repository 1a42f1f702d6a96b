import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { templateStories } from '../testing';
import template11 from './index';

const stories = templateStories(template11, {
  mobile: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Popular' }));
    canvas.getByRole('list', { name: 'Popular' });
  },
});

export default { title: 'Templates/Template 11 · Compact app', ...stories.meta };
export const Mobile = stories.Mobile;
export const MobileMenu = stories.MobileMenu;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Sky = stories.Sky;
export const Lemon = stories.Lemon;
export const Coral = stories.Coral;
