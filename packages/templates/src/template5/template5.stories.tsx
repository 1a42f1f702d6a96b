import { storyGlobals, templateStory } from '../testing';
import template5 from './index';

const meta = {
  title: 'Templates/Template 5 · Aurora',
  component: templateStory(template5),
  globals: storyGlobals('template5'),
};

export default meta;

export const Mobile = { globals: storyGlobals('template5', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template5', 'desktopMedium') };

export const SignedInDesktop = {
  render: templateStory(template5, { signedIn: true }),
  globals: storyGlobals('template5', 'desktopMedium'),
};
