import { noSideScroll, storyGlobals, templateMeta } from '../testing';
import template7 from './index';

const meta = { title: 'Templates/Template 7 · Minimal editorial', ...templateMeta(template7) };

export default meta;

export const Mobile = { globals: storyGlobals('template7', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template7', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template7', 'desktopMedium'),
};

export const SignedInNarrow = {
  args: { signedIn: true },
  globals: { ...storyGlobals('template7', 'mobile'), color: '4' },
  play: noSideScroll,
};

export const Indigo = { globals: { ...storyGlobals('template7', 'desktop'), color: '2' } };

export const Honey = { globals: { ...storyGlobals('template7', 'mobileWide'), color: '3' } };

export const Rose = { globals: { ...storyGlobals('template7', 'desktopWide'), color: '1' } };
