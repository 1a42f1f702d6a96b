import { storyGlobals, templateMeta } from '../testing';
import template4 from './index';

const meta = { title: 'Templates/Template 4 · Jade palace', ...templateMeta(template4) };

export default meta;

export const Mobile = { globals: storyGlobals('template4', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template4', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template4', 'desktopMedium'),
};
