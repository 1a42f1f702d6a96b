import { noSideScroll, storyGlobals, templateMeta } from '../testing';
import template10 from './index';

const meta = { title: 'Templates/Template 10 · Tropical', ...templateMeta(template10) };

export default meta;

export const Mobile = { globals: storyGlobals('template10', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template10', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template10', 'desktopMedium'),
};

export const SignedInNarrow = {
  args: { signedIn: true },
  globals: { ...storyGlobals('template10', 'mobile'), color: '4' },
  play: noSideScroll,
};

export const Denim = { globals: { ...storyGlobals('template10', 'template10Custom'), color: '2' } };

export const Peach = { globals: { ...storyGlobals('template10', 'mobileWide'), color: '3' } };

export const Wine = { globals: { ...storyGlobals('template10', 'desktopWide'), color: '1' } };
