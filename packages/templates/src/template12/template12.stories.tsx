import { showsText, templateStories } from '../testing';
import template12 from './index';

const stories = templateStories(template12, {
  mobile: showsText("Today's lead"),
  menu: { button: 'Open menu' },
});

export default { title: 'Templates/Template 12 · Magazine', ...stories.meta };
export const Mobile = stories.Mobile;
export const MobileMenu = stories.MobileMenu;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Steel = stories.Steel;
export const Sand = stories.Sand;
export const Brick = stories.Brick;
