import { templateStories } from '../testing';
import template3 from './index';

const stories = templateStories(template3);

export default { title: 'Templates/Template 3 · Neon arcade', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Ocean = stories.Ocean;
export const Forest = stories.Forest;
export const Sunset = stories.Sunset;
