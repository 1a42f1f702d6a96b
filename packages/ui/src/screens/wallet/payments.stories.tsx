import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Deposit } from './deposit';
import { DepositResult } from './deposit-result';
import { playerScreen } from '../../testing';
import { bankPayment, paymentLimits } from '@playfront/core/testing';

import { Withdrawal } from './withdrawal';

/** A deposit waiting for payment, as the sandbox answers it; it expires in 15 minutes. */
const waiting = (method: string, amount: number) => ({
  transaction_id: 51,
  type: 'DEPOSIT',
  amount,
  status: 'PENDING',
  method,
  created_at: '2030-01-05 10:00:00',
  reference: 'PF3C9A71D04E22',
  expires_at: new Date(Date.now() + 15 * 60_000).toISOString().slice(0, 19).replace('T', ' '),
});

const qrAnswer = (amount: number) => ({
  statusCode: 1,
  value: waiting('QRPH', amount),
  payment: { flow: 'QR', qr_payload: 'http://127.0.0.1:8787/provider/checkout/pay_demo?via=qr' },
  game_balance: 1000,
});

const bankAnswer = (confirmed: boolean) => ({
  statusCode: 1,
  value: waiting('BANK', 600),
  payment: bankPayment(confirmed),
  game_balance: 1000,
});

const meta = { title: 'Screens/Wallet/Payments' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The QR step: the code (its encoder loads with this step), amount, reference and time left. */
export const DepositQrStep: Story = {
  ...playerScreen(Deposit, {
    '/api/wallet/limits': paymentLimits,
    '/api/wallet/deposit': (body) => qrAnswer(Number(body.amount)),
    '/api/wallet/transaction': qrAnswer(250),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /QR Ph/ }));
    await userEvent.type(canvas.getByLabelText('Amount'), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(
      await canvas.findByRole('img', { name: 'QR code to pay ₱250.00, reference PF3C9A71D04E22' }),
    ).toBeVisible();
  },
};

/** The bank-transfer step: the operator's account, exact amount, reference and the player's. */
export const DepositBankStep: Story = {
  ...playerScreen(Deposit, {
    '/api/wallet/limits': paymentLimits,
    '/api/wallet/deposit': bankAnswer(false),
    '/api/wallet/confirm_transfer': bankAnswer(true),
  }),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(canvas.getByLabelText('Amount'), '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByText('0012 3456 7890')).toBeVisible();
  },
};

/** The result page the checkout returns to, for a deposit the payment service settled. */
const depositResult = (status: 'SUCCESS' | 'FAILED', amount: number, balance: number): Story => ({
  parameters: { route: '/deposit-result?id=51' },
  ...playerScreen(DepositResult, {
    '/api/wallet/limits': paymentLimits,
    '/api/wallet/transaction': {
      statusCode: 1,
      value: { ...waiting('GCASH', amount), status },
      game_balance: balance,
    },
  }),
});

/** The result page once the deposit is credited. */
export const DepositResultSuccess: Story = {
  ...depositResult('SUCCESS', 500, 1500),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your deposit has been credited.')).toBeVisible();
  },
};

/** The result page of a declined payment. */
export const DepositResultFailed: Story = depositResult('FAILED', 300, 1000);

/** Withdrawal with one held request the player may cancel. */
export const WithdrawalOnHold: Story = {
  ...playerScreen(Withdrawal, {
    '/api/wallet/limits': paymentLimits,
    '/api/wallet/bank_accounts': { statusCode: 1, value: [] },
    '/api/wallet/balance': {
      statusCode: 1,
      available: 800,
      on_hold: 200,
      pending_withdrawals: [
        {
          ...waiting('BDO ****7890', 200),
          type: 'WITHDRAWAL',
        },
      ],
    },
  }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', {
        name: 'Cancel the withdrawal of ₱200.00',
      }),
    ).toBeVisible();
  },
};
