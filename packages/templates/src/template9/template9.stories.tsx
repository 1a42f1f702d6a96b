import { noSideScroll, storyGlobals, templateMeta } from '../testing';
import template9 from './index';

const meta = { title: 'Templates/Template 9 · Cyber', ...templateMeta(template9) };

export default meta;

export const Mobile = { globals: storyGlobals('template9', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template9', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template9', 'desktopMedium'),
};

export const SignedInNarrow = {
  args: { signedIn: true },
  globals: { ...storyGlobals('template9', 'mobile'), color: '4' },
  play: noSideScroll,
};

export const Cobalt = { globals: { ...storyGlobals('template9', 'template9Custom'), color: '2' } };

export const Mango = { globals: { ...storyGlobals('template9', 'mobileWide'), color: '3' } };

export const Magenta = { globals: { ...storyGlobals('template9', 'desktopWide'), color: '1' } };
