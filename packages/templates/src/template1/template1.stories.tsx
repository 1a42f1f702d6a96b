import { storyGlobals, templateMeta } from '../testing';
import template1 from './index';

const meta = { title: 'Templates/Template 1 · Classic lobby', ...templateMeta(template1) };

export default meta;

export const Mobile = { globals: storyGlobals('template1', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template1', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template1', 'desktopMedium'),
};
