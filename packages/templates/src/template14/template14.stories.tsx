import { within } from '@testing-library/dom';
import { sportsbookStoryOptions, templateStories } from '../testing';
import template14 from './index';

const stories = templateStories(template14, {
  ...sportsbookStoryOptions,
  mobile: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table');
  },
  menu: { button: 'Menu', link: 'Sports' },
});

export default { title: 'Templates/Template 14 · Scoreboard', ...stories.meta };
export const Mobile = stories.Mobile;
export const MobileMenu = stories.MobileMenu;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Court = stories.Court;
export const Medal = stories.Medal;
export const Flare = stories.Flare;
