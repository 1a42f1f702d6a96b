import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withPlayerStore } from '../../testing';
import { LimitsSection } from './limits-section';
import { limitsAnswer } from '@playfront/core/testing';

const meta = { title: 'Screens/Responsible gaming', component: LimitsSection } satisfies Meta<
  typeof LimitsSection
>;
export default meta;
type Story = StoryObj<typeof meta>;

const answers = {
  '/api/responsible/limits': limitsAnswer({
    'deposit:daily': {
      value: 1000,
      used: 850,
      pending: { value: 2000, effective_at: '2031-05-11T09:00:00.000Z' },
    },
    'loss:weekly': { value: 500, used: 500 },
    'wager:monthly': { value: 20000, used: 3200 },
    'session_time:session': { value: 90 },
  }),
  '/api/responsible/set_limit': { ...limitsAnswer(), statusMessage: 'limitSaved' },
};

/** A player's limits: one past the 80 % warning with a raise waiting, one reached, one in use. */
export const Limits: Story = {
  decorators: [withPlayerStore(answers)],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have used 85% of this limit.')).toBeVisible();
  },
};

/** A guest is asked to sign in. */
export const Guest: Story = {
  decorators: [withPlayerStore({}, false)],
};
