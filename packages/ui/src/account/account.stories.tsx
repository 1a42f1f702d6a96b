import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BalanceChip } from './balance-chip';
import { VipProgress } from './vip-progress';

const meta = {
  title: 'UI/Account',
  component: BalanceChip,
  args: { balance: 12500.5, token: 320, onRefresh: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '1.5rem', maxWidth: '28rem', background: 'var(--pf-bg)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BalanceChip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('12,500.5')).toBeVisible();
  },
};
export const BalanceEmpty: Story = { args: { balance: 0, token: 0 } };
export const BalanceRefreshing: Story = { args: { refreshing: true } };

export const Vip: Story = {
  render: () => (
    <VipProgress
      currentLevel="Silver"
      nextLevel="Gold"
      totalDeposit={7500}
      depoProgress={75}
      totalTurnover={42000}
      toProgress={42}
    />
  ),
};

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
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('progressbar', { name: 'Deposit' }),
    ).toHaveAttribute('aria-valuenow', '100');
  },
};
