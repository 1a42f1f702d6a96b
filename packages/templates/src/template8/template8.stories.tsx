import { noSideScroll, storyGlobals, templateMeta } from '../testing';
import template8 from './index';

const meta = { title: 'Templates/Template 8 · Vegas strip', ...templateMeta(template8) };

export default meta;

export const Mobile = { globals: storyGlobals('template8', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template8', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template8', 'desktopMedium'),
};

export const SignedInNarrow = {
  args: { signedIn: true },
  globals: { ...storyGlobals('template8', 'mobile'), color: '4' },
  play: noSideScroll,
};

export const Navy = { globals: { ...storyGlobals('template8', 'template8Custom'), color: '2' } };

export const Bronze = { globals: { ...storyGlobals('template8', 'mobileWide'), color: '3' } };

export const Scarlet = { globals: { ...storyGlobals('template8', 'desktopWide'), color: '1' } };
