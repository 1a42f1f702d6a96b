import { within } from '@testing-library/dom';
import type { TemplateStoryObj as Story } from '../testing';
import { LAZY, storyGlobals, templateStories } from '../testing';
import template1 from './index';

const stories = templateStories(template1);

export default { title: 'Templates/Template 1 · Classic lobby', ...stories.meta };
export const Mobile = stories.Mobile;
export const Desktop = stories.Desktop;
export const SignedInDesktop = stories.SignedInDesktop;
export const SignedInNarrow = stories.SignedInNarrow;
export const Sapphire = stories.Sapphire;
export const Amber = stories.Amber;
export const Ruby = stories.Ruby;

/** What an operator sets, through the story's controls: name, language, colour, a player. */
export const OperatorSettings: Story = {
  args: { siteName: 'Harbour Bets', language: 'CN', color: 'sapphire', signedIn: true },
  globals: storyGlobals('template1', 'desktopMedium'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '退出登录' }, LAZY);
    if (canvas.queryAllByText(/Harbour Bets/).length === 0)
      throw new Error('The site name from the control is not shown');
    if (document.documentElement.dataset.color !== 'sapphire')
      throw new Error(
        `The colour control did not apply: ${document.documentElement.dataset.color}`,
      );
  },
};
