import { storyGlobals, templateMeta } from '../testing';
import template2 from './index';

const meta = { title: 'Templates/Template 2 · Royal casino', ...templateMeta(template2) };

export default meta;

export const Mobile = { globals: storyGlobals('template2', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template2', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template2', 'desktopMedium'),
};
