import { templateStories } from '../testing';
import template9 from './index';

const stories = templateStories(template9);

export default { title: 'Templates/Template 9 · Cyber', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Cobalt = stories.Cobalt;
export const Mango = stories.Mango;
export const Magenta = stories.Magenta;
