import type { Site } from '@playfront/core/contract';
import type { Answers } from '@playfront/core/testing';
import { fakeSandbox, limitsAnswer, paymentLimits } from '@playfront/core/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixtureSiteStore, renderInSite } from '../../testing';
import { Deposit } from './deposit';
import { Withdrawal } from './withdrawal';

/** A signed-in player's screen on a site with the regulator's settings `site`. */
async function show(ui: React.ReactNode, answers: Answers, site: Partial<Site> = {}) {
  const api = fakeSandbox(answers);
  await renderInSite(ui, fixtureSiteStore(api.fetch, site));
  return api;
}

const deposited = (yes: boolean) => ({
  '/api/wallet/limits': () => paymentLimits,
  '/api/responsible/limits': () => {
    const answer = limitsAnswer();
    return { ...answer, value: { ...answer.value, deposited: yes } };
  },
});

describe('the deposit page before the first deposit', () => {
  it('shows the responsible-gambling information and the deposit-limit offer first', async () => {
    await show(<Deposit />, deposited(false));
    const panel = await screen.findByRole('region', { name: 'Play responsibly' });
    expect(
      await within(panel).findByRole('form', { name: 'Daily deposit limit (PHP)' }),
    ).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('region', { name: 'Play responsibly' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveFocus();
  });

  it('shows no panel once the player has deposited', async () => {
    await show(<Deposit />, deposited(true));
    expect(await screen.findByRole('radio', { name: /GCash/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Play responsibly' })).toBeNull();
  });
});

describe('a waiting withdrawal', () => {
  const waiting = {
    transaction_id: 21,
    type: 'WITHDRAWAL',
    amount: 200,
    status: 'PENDING',
    method: 'BDO ****2222',
    created_at: '2030-01-02 10:00:00',
    reference: 'PF00AA11BB22',
  };
  const answers: Answers = {
    '/api/wallet/limits': () => paymentLimits,
    '/api/wallet/bank_accounts': () => ({ statusCode: 1, value: [] }),
    '/api/wallet/balance': () => ({
      statusCode: 1,
      available: 800,
      on_hold: 200,
      pending_withdrawals: [waiting],
    }),
  };

  it('has no Cancel button where the regulator forbids cancelling, and says so', async () => {
    const api = await show(<Withdrawal />, answers, { withdrawal_cancel: false });
    expect(
      await screen.findByText('Withdrawals cannot be cancelled once requested.'),
    ).toBeVisible();
    expect(screen.getByText(/BDO \*\*\*\*2222/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the withdrawal/ })).toBeNull();
    expect(api.calls.some((c) => c.path === '/api/wallet/cancel_withdrawal')).toBe(false);
  });

  it('keeps the Cancel button where the operator allows it', async () => {
    await show(<Withdrawal />, answers, { withdrawal_cancel: true });
    expect(
      await screen.findByRole('button', { name: 'Cancel the withdrawal of ₱200.00' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Withdrawals cannot be cancelled once requested.')).toBeNull();
  });
});
