import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BetLine } from './bet-line';
import { surface } from '../testing';

const line = {
  bet_type: 'HDP',
  home_away: 1,
  criteria1: '-0.5',
  home_team_name: 'Manila FC',
  away_team_name: 'Cebu United',
  home_name_cn: '马尼拉足球俱乐部',
  away_name_cn: '宿务联',
};

const meta = {
  title: 'UI/Bet line',
  component: BetLine,
  args: { line },
  decorators: [surface({ maxWidth: '24rem' })],
} satisfies Meta<typeof BetLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Handicap: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Home · Manila FC')).toBeVisible();
  },
};
export const OverUnder: Story = {
  args: { line: { ...line, bet_type: 'OU', home_away: 2, criteria1: '2.5' } },
};
export const OddEven: Story = {
  args: { line: { ...line, bet_type: 'OE', home_away: 1, criteria1: null } },
};
export const Draw: Story = {
  args: { line: { ...line, bet_type: '1X2', home_away: 3, criteria1: null } },
};
export const LocalizedNames: Story = { args: { language: 'cn', line: { ...line, home_away: 2 } } };
