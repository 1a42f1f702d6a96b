import { storyGlobals, templateStory } from '../testing';
import template4 from './index';

const meta = {
  title: 'Templates/Template 4 · Jade palace',
  component: templateStory(template4),
  globals: storyGlobals('template4'),
};

export default meta;

export const Mobile = { globals: storyGlobals('template4', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template4', 'desktopMedium') };

export const SignedInDesktop = {
  render: templateStory(template4, { signedIn: true }),
  globals: storyGlobals('template4', 'desktopMedium'),
};
