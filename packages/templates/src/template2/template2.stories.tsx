import { storyGlobals, templateStory } from '../testing';
import template2 from './index';

const meta = {
  title: 'Templates/Template 2 · Royal casino',
  component: templateStory(template2),
  globals: storyGlobals('template2'),
};

export default meta;

export const Mobile = { globals: storyGlobals('template2', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template2', 'desktopMedium') };

export const SignedInDesktop = {
  render: templateStory(template2, { signedIn: true }),
  globals: storyGlobals('template2', 'desktopMedium'),
};
