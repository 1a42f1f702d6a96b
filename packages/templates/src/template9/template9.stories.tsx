import { storyGlobals, templateStory } from '../testing';
import template9 from './index';

/** Fails the story when the page, or a band of it, is wider than the viewport. */
const noSideScroll = async () => {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const { scrollWidth, clientWidth } = document.documentElement;
  const wide = [...document.querySelectorAll('header, main > * > *, footer')].find(
    (element) => element.getBoundingClientRect().right > clientWidth + 1,
  );
  if (scrollWidth > clientWidth || wide)
    throw new Error(`Wider than the ${clientWidth}px viewport: ${wide?.className ?? 'page'}`);
};

const meta = {
  title: 'Templates/Template 9 · Cyber',
  component: templateStory(template9),
  globals: storyGlobals('template9'),
};

export default meta;

export const Mobile = { globals: storyGlobals('template9', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template9', 'desktopMedium') };

export const SignedInDesktop = {
  render: templateStory(template9, { signedIn: true }),
  globals: storyGlobals('template9', 'desktopMedium'),
};

export const SignedInNarrow = {
  render: templateStory(template9, { signedIn: true }),
  globals: { ...storyGlobals('template9', 'mobile'), color: '4' },
  play: noSideScroll,
};

export const Cobalt = { globals: { ...storyGlobals('template9', 'template9Custom'), color: '2' } };

export const Mango = { globals: { ...storyGlobals('template9', 'mobileWide'), color: '3' } };

export const Magenta = { globals: { ...storyGlobals('template9', 'desktopWide'), color: '1' } };
