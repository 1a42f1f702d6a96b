import { within } from '@testing-library/dom';
import type { TemplateStoryObj as Story } from '../testing';
import { storyGlobals, templateMeta } from '../testing';
import template1 from './index';

const meta = { title: 'Templates/Template 1 · Classic lobby', ...templateMeta(template1) };

export default meta;

export const Mobile = { globals: storyGlobals('template1', 'mobileMedium') };

export const Desktop = { globals: storyGlobals('template1', 'desktopMedium') };

export const SignedInDesktop = {
  args: { signedIn: true },
  globals: storyGlobals('template1', 'desktopMedium'),
};

/** What an operator sets, through the story's controls: name, language, colour, a player. */
export const OperatorSettings: Story = {
  args: { siteName: 'Harbour Bets', language: 'CN', color: 'sapphire', signedIn: true },
  globals: storyGlobals('template1', 'desktopMedium'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: '退出登录' });
    if (canvas.queryAllByText(/Harbour Bets/).length === 0)
      throw new Error('The site name from the control is not shown');
    if (document.documentElement.dataset.color !== 'sapphire')
      throw new Error(
        `The colour control did not apply: ${document.documentElement.dataset.color}`,
      );
  },
};
