import { templateStories } from '../testing';
import template8 from './index';

const stories = templateStories(template8);

export default { title: 'Templates/Template 8 · Vegas strip', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Navy = stories.Navy;
export const Bronze = stories.Bronze;
export const Scarlet = stories.Scarlet;
