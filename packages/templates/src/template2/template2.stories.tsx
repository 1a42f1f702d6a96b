import { templateStories } from '../testing';
import template2 from './index';

const stories = templateStories(template2);

export default { title: 'Templates/Template 2 · Royal casino', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Teal = stories.Teal;
export const Gold = stories.Gold;
export const Crimson = stories.Crimson;
