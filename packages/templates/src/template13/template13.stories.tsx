import { showsText, sportsbookStoryOptions, templateStories } from '../testing';
import template13 from './index';

const stories = templateStories(template13, {
  ...sportsbookStoryOptions,
  mobile: showsText('Match of the day'),
});

export default { title: 'Templates/Template 13 · Stadium', ...stories.meta };
export const Mobile = stories.Mobile;
export const MobileMenu = stories.MobileMenu;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Arena = stories.Arena;
export const Trophy = stories.Trophy;
export const Derby = stories.Derby;
