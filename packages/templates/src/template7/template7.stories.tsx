import { templateStories } from '../testing';
import template7 from './index';

const stories = templateStories(template7);

export default { title: 'Templates/Template 7 · Minimal editorial', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Indigo = stories.Indigo;
export const Honey = stories.Honey;
export const Rose = stories.Rose;
