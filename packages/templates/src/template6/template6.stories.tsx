import { storyGlobals, templateStory } from '../testing';
import template6 from './index';

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
  title: 'Templates/Template 6 · Fruit machine',
  component: templateStory(template6),
  globals: storyGlobals('template6'),
};

export default meta;

export const Mobile = { globals: storyGlobals('template6', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template6', 'desktopMedium') };

export const SignedInDesktop = {
  render: templateStory(template6, { signedIn: true }),
  globals: storyGlobals('template6', 'desktopMedium'),
};

export const SignedInNarrow = {
  render: templateStory(template6, { signedIn: true }),
  globals: { ...storyGlobals('template6', 'mobile'), color: '1' },
  play: noSideScroll,
};

export const Azure = { globals: { ...storyGlobals('template6', 'template6Custom'), color: '2' } };

export const Copper = { globals: { ...storyGlobals('template6', 'mobileWide'), color: '3' } };

export const Ink = { globals: { ...storyGlobals('template6', 'desktopWide'), color: '4' } };
