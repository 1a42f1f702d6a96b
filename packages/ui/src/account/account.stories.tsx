import type { StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BalanceChip } from './balance-chip';
import { VipProgress } from './vip-progress';
import { componentStories } from '../testing';

const meta = {
  title: 'UI/Account',
  ...componentStories(
    BalanceChip,
    { balance: 12500.5, token: 320, onRefresh: fn() },
    { maxWidth: '28rem' },
  ),
};

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12,500.5')).toBeVisible();
  },
};
export const BalanceEmpty: Story = { args: { balance: 0, token: 0 } };
/** Bonus money being wagered: a column beside the cash, inside the balance's item. */
export const BalanceWithBonus: Story = {
  args: { bonus: 750 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bonus').nextElementSibling).toHaveTextContent('750');
  },
};
export const BalanceRefreshing: Story = { args: { refreshing: true } };

const silver = {
  currentLevel: 'Silver',
  nextLevel: 'Gold',
  totalDeposit: 7500,
  depoProgress: 75,
  totalTurnover: 42000,
  toProgress: 42,
};

export const Vip: Story = { render: () => <VipProgress {...silver} /> };

export const VipComplete: Story = {
  render: () => (
    <VipProgress
      currentLevel="Gold"
      nextLevel="Platinum"
      totalDeposit={30000}
      depoProgress={180}
      totalTurnover={120000}
      toProgress={100}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Deposit' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
