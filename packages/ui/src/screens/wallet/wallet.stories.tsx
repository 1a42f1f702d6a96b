import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AddBank } from './add-bank';
import { BankDetails } from './bank-details';
import { BetHistory } from './bet-history';
import { Deposit } from './deposit';
import { Statement } from './statement';
import { playerScreen } from '../../testing';
import { phpLimits } from '@playfront/core/testing';

import { TransactionHistory } from './transaction-history';
import { Withdrawal } from './withdrawal';

const bankAccounts = {
  statusCode: 1,
  value: [
    {
      bank_account_id: 1,
      bank_name: 'BDO',
      account_name: 'Demo Player',
      account_number: '****7890',
      created_at: '2030-01-01 09:00:00',
    },
    {
      bank_account_id: 2,
      bank_name: 'BPI',
      account_name: 'Demo Player',
      account_number: '****1234',
      created_at: '2030-01-03 09:00:00',
    },
  ],
};

const statuses = ['PENDING', 'SUCCESS', 'FAILED'] as const;
const transactions = (page: number) => ({
  statusCode: 1,
  total: 23,
  value: Array.from({ length: page === 3 ? 3 : 10 }, (_, i) => {
    const n = (page - 1) * 10 + i;
    return {
      transaction_id: n + 1,
      type: n % 3 === 1 ? 'WITHDRAWAL' : 'DEPOSIT',
      amount: 100 + n * 25,
      status: statuses[n % 3] ?? 'PENDING',
      method: n % 3 === 1 ? 'BDO ****7890' : 'GCASH',
      created_at: `2030-01-${String(28 - n).padStart(2, '0')} 10:15:00`,
    };
  }),
});

const meta = { title: 'Screens/Wallet' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const DepositForm: Story = {
  ...playerScreen(Deposit, {
    '/api/wallet/limits': phpLimits,
    '/api/wallet/deposit': (body: Record<string, unknown>) => ({
      statusCode: 1,
      value: {
        transaction_id: 41,
        type: 'DEPOSIT',
        amount: Number(body.amount),
        status: 'PENDING',
        method: String(body.method),
        created_at: '2030-01-05 10:00:00',
      },
      game_balance: 1000 + Number(body.amount),
    }),
  }),
  play: async ({ canvas }) => {
    await canvas.findByRole('radio', { name: /GCash/ });
    await userEvent.type(canvas.getByLabelText('Amount'), '500');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByText('New balance: ₱1,500.00')).toBeVisible();
  },
};

export const DepositBelowMinimum: Story = {
  ...playerScreen(Deposit, { '/api/wallet/limits': phpLimits }),
  play: async ({ canvas }) => {
    await canvas.findByRole('radio', { name: /GCash/ });
    await userEvent.type(canvas.getByLabelText('Amount'), '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByText('The minimum amount is ₱100.00.')).toBeVisible();
  },
};

export const WithdrawalForm: Story = playerScreen(Withdrawal, {
  '/api/wallet/limits': phpLimits,
  '/api/wallet/bank_accounts': bankAccounts,
});

export const WithdrawalWithoutBank: Story = {
  ...playerScreen(Withdrawal, {
    '/api/wallet/limits': phpLimits,
    '/api/wallet/bank_accounts': { statusCode: 1, value: [] },
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Add bank account' })).toBeVisible();
  },
};

export const BankDetailsList: Story = playerScreen(BankDetails, {
  '/api/wallet/bank_accounts': bankAccounts,
});

export const AddBankForm: Story = playerScreen(AddBank, { '/api/wallet/limits': phpLimits });

export const TransactionHistoryPages: Story = {
  ...playerScreen(TransactionHistory, {
    '/api/wallet/transactions': (body: Record<string, unknown>) => transactions(Number(body.page)),
  }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Page 3' })).toBeVisible();
  },
};

export const TransactionHistoryEmpty: Story = playerScreen(TransactionHistory, {
  '/api/wallet/transactions': { statusCode: 1, value: [], total: 0 },
});

export const BetHistoryList: Story = playerScreen(BetHistory, {
  '/api/wallet/bets': {
    statusCode: 1,
    total: 3,
    value: [
      {
        bet_id: 3,
        provider_code: 'JILI',
        game_name: 'Super Ace',
        stake: 20,
        payout: 40,
        win_loss: 20,
        created_at: '2030-01-05 12:00:00',
      },
      {
        bet_id: 2,
        provider_code: 'PGSOFT',
        game_name: 'Lucky Neko',
        stake: 15,
        payout: 0,
        win_loss: -15,
        created_at: '2030-01-04 12:00:00',
      },
      {
        bet_id: 1,
        provider_code: 'EVO',
        game_name: 'Crazy Time',
        stake: 10,
        payout: 0,
        win_loss: -10,
        created_at: '2030-01-03 12:00:00',
      },
    ],
  },
});

export const StatementList: Story = playerScreen(Statement, {
  '/api/wallet/statement': {
    statusCode: 1,
    total: 3,
    value: [
      {
        entry_id: 3,
        kind: 'BONUS',
        description: 'Lucky spin',
        amount: 10,
        balance: 1010,
        created_at: '2030-01-05 12:00:00',
      },
      {
        entry_id: 2,
        kind: 'BET',
        description: 'Super Ace',
        amount: -20,
        balance: 1000,
        created_at: '2030-01-04 12:00:00',
      },
      {
        entry_id: 1,
        kind: 'DEPOSIT',
        description: 'GCash',
        amount: 500,
        balance: 1020,
        created_at: '2030-01-03 12:00:00',
      },
    ],
  },
});
