import { storyGlobals, templateStory } from '../testing';
import template8 from './index';

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
  title: 'Templates/Template 8 · Vegas strip',
  component: templateStory(template8),
  globals: storyGlobals('template8'),
};

export default meta;

export const Mobile = { globals: storyGlobals('template8', 'mobileMedium'), play: noSideScroll };

export const Desktop = { globals: storyGlobals('template8', 'desktopMedium') };

export const SignedInDesktop = {
  render: templateStory(template8, { signedIn: true }),
  globals: storyGlobals('template8', 'desktopMedium'),
};

export const SignedInNarrow = {
  render: templateStory(template8, { signedIn: true }),
  globals: { ...storyGlobals('template8', 'mobile'), color: '4' },
  play: noSideScroll,
};

export const Navy = { globals: { ...storyGlobals('template8', 'template8Custom'), color: '2' } };

export const Bronze = { globals: { ...storyGlobals('template8', 'mobileWide'), color: '3' } };

export const Scarlet = { globals: { ...storyGlobals('template8', 'desktopWide'), color: '1' } };
