import { showsText, sportsbookStoryOptions, templateStories } from '../testing';
import template15 from './index';

const stories = templateStories(template15, {
  ...sportsbookStoryOptions,
  mobile: showsText('Upcoming matches'),
});

export default { title: 'Templates/Template 15 · Pitch', ...stories.meta };
export const Mobile = stories.Mobile;
export const MobileMenu = stories.MobileMenu;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Rink = stories.Rink;
export const Podium = stories.Podium;
export const Blaze = stories.Blaze;
