import { noSideScroll, storyGlobals, templateMeta } from '../testing';
import template6 from './index';

const meta = { title: 'Templates/Template 6 · Fruit machine', ...templateMeta(template6) };

export default meta;

export const Mobile = { globals: storyGlobals('template6', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template6', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template6', 'desktopMedium'),
};

export const SignedInNarrow = {
  args: { signedIn: true },
  globals: { ...storyGlobals('template6', 'mobile'), color: '1' },
  play: noSideScroll,
};

export const Azure = { globals: { ...storyGlobals('template6', 'template6Custom'), color: '2' } };

export const Copper = { globals: { ...storyGlobals('template6', 'mobileWide'), color: '3' } };

export const Ink = { globals: { ...storyGlobals('template6', 'desktopWide'), color: '4' } };
