import { templateStories } from '../testing';
import template5 from './index';

const stories = templateStories(template5);

export default { title: 'Templates/Template 5 · Aurora', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Lagoon = stories.Lagoon;
export const Orchid = stories.Orchid;
export const Ember = stories.Ember;
