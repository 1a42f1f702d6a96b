import { storyGlobals, templateMeta } from '../testing';
import template3 from './index';

const meta = { title: 'Templates/Template 3 · Neon arcade', ...templateMeta(template3) };

export default meta;

export const Mobile = { globals: storyGlobals('template3', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template3', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template3', 'desktopMedium'),
};
