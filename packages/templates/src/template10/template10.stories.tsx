import { templateStories } from '../testing';
import template10 from './index';

const stories = templateStories(template10);

export default { title: 'Templates/Template 10 · Tropical', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Denim = stories.Denim;
export const Peach = stories.Peach;
export const Wine = stories.Wine;
