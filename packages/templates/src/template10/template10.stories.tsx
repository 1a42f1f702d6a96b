import { storyGlobals, templateStory } from '../testing';
import template10 from './index';

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
  title: 'Templates/Template 10 · Tropical',
  component: templateStory(template10),
  globals: storyGlobals('template10'),
};

export default meta;

export const Mobile = { globals: storyGlobals('template10', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template10', 'desktopMedium') };

export const SignedInDesktop = {
  render: templateStory(template10, { signedIn: true }),
  globals: storyGlobals('template10', 'desktopMedium'),
};

export const SignedInNarrow = {
  render: templateStory(template10, { signedIn: true }),
  globals: { ...storyGlobals('template10', 'mobile'), color: '4' },
  play: noSideScroll,
};

export const Denim = { globals: { ...storyGlobals('template10', 'template10Custom'), color: '2' } };

export const Peach = { globals: { ...storyGlobals('template10', 'mobileWide'), color: '3' } };

export const Wine = { globals: { ...storyGlobals('template10', 'desktopWide'), color: '1' } };
