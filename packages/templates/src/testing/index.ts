export {
  defaultSandboxAnswers,
  FAKE_SANDBOX,
  operatorMenu,
  sandboxFetch,
  signedInSession,
  siteFor,
  templateLayout,
  top10Body,
} from './fixtures';
export type { SandboxAnswer } from './fixtures';
export { noSideScroll, storyGlobals, templateMeta, templateStory } from './template-story';
export type { TemplateStoryArgs, TemplateStoryObj, TemplateStoryOptions } from './template-story';
