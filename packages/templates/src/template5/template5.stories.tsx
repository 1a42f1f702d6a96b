import { storyGlobals, templateMeta } from '../testing';
import template5 from './index';

const meta = { title: 'Templates/Template 5 · Aurora', ...templateMeta(template5) };

export default meta;

export const Mobile = { globals: storyGlobals('template5', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template5', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template5', 'desktopMedium'),
};
