export { noSideScroll, storyGlobals, templateMeta, templateStory } from './template-story';
export type { TemplateStoryArgs, TemplateStoryObj, TemplateStoryOptions } from './template-story';
