import { templateStories } from '../testing';
import template6 from './index';

const stories = templateStories(template6);

export default { title: 'Templates/Template 6 · Fruit machine', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Azure = stories.Azure;
export const Copper = stories.Copper;
export const Cherry = stories.Cherry;
