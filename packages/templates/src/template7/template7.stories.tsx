import { storyGlobals, templateStory } from '../testing';
import template7 from './index';

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
  title: 'Templates/Template 7 · Minimal editorial',
  component: templateStory(template7),
  globals: storyGlobals('template7'),
};

export default meta;

export const Mobile = { globals: storyGlobals('template7', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template7', 'desktopMedium') };

export const SignedInDesktop = {
  render: templateStory(template7, { signedIn: true }),
  globals: storyGlobals('template7', 'desktopMedium'),
};

export const SignedInNarrow = {
  render: templateStory(template7, { signedIn: true }),
  globals: { ...storyGlobals('template7', 'mobile'), color: '4' },
  play: noSideScroll,
};

export const Indigo = { globals: { ...storyGlobals('template7', 'desktop'), color: '2' } };

export const Honey = { globals: { ...storyGlobals('template7', 'mobileWide'), color: '3' } };

export const Rose = { globals: { ...storyGlobals('template7', 'desktopWide'), color: '1' } };
