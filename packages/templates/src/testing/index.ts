export {
  LAZY,
  noSideScroll,
  showsText,
  signedInSees,
  sportsbookStoryOptions,
  storyGlobals,
  templateMeta,
  templateStories,
  templateStory,
} from './template-story';
export type {
  StoryCheck,
  TemplateStoriesOptions,
  TemplateStoryArgs,
  TemplateStoryObj,
  TemplateStoryOptions,
} from './template-story';
