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
export { storyGlobals, templateStory } from './template-story';
export type { TemplateStoryOptions } from './template-story';
