import { templateStories } from '../testing';
import template4 from './index';

const stories = templateStories(template4);

export default { title: 'Templates/Template 4 · Jade palace', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Cobalt = stories.Cobalt;
export const Saffron = stories.Saffron;
export const Garnet = stories.Garnet;
