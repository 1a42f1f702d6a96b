import { fakeSandbox, phpLimits, savedBankAccount } from '@playfront/core/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPlayerScreen } from '../../testing';
import { Withdrawal } from '../wallet/withdrawal';

const receipt = (amount: number) => ({
  statusCode: 1,
  value: {
    transaction_id: 41,
    type: 'WITHDRAWAL',
    amount,
    status: 'PENDING',
    method: 'BDO ****9012',
    created_at: '2030-01-02 10:00:00',
  },
  game_balance: 1000 - amount,
});

/**
 * A player with two-step sign-in on /withdrawal. `due` says whether the backend wants a code now
 * (its step-up window has passed); a step-up opens the window, and `refuseOnce` makes the first
 * withdrawal find it closed all the same.
 */
async function withdrawalWith({ due, refuseOnce = false }: { due: boolean; refuseOnce?: boolean }) {
  const state = { due, refuse: refuseOnce };
  const api = fakeSandbox({
    '/api/wallet/limits': () => phpLimits,
    '/api/wallet/bank_accounts': () => ({ statusCode: 1, value: [savedBankAccount] }),
    '/api/wallet/balance': () => ({
      statusCode: 1,
      available: 1000,
      on_hold: 0,
      pending_withdrawals: [],
    }),
    '/api/bonus/mine': () => ({ statusCode: 1, value: [] }),
    '/api/auth/two_step/status': () => ({
      statusCode: 1,
      value: { enabled: true, backup_codes_left: 10, step_up_needed: state.due },
    }),
    '/api/auth/two_step/step_up': (body) => {
      if (body.code !== '123456') return { statusCode: -400, statusMessage: 'invalidTwoStepCode' };
      state.due = false;
      return { statusCode: 1, value: { until: '2030-01-02T10:05:00.000Z' } };
    },
    '/api/wallet/withdraw': (body) => {
      if (state.refuse || state.due) {
        state.refuse = false;
        state.due = true;
        return { statusCode: -403, statusMessage: 'stepUpRequired', statusParams: { minutes: 5 } };
      }
      return receipt(Number(body.amount));
    },
  });
  await renderPlayerScreen(<Withdrawal />, api);
  await screen.findByRole('option', { name: /BDO \*\*\*\*9012/ });
  await waitFor(() =>
    expect(api.calls.some((c) => c.path === '/api/auth/two_step/status')).toBe(true),
  );
  const paths = () => api.calls.map((c) => c.path).filter((p) => !p.endsWith('/status'));
  const submit = async (amount: string) => {
    const field = screen.getByLabelText('Amount');
    await userEvent.clear(field);
    await userEvent.type(field, amount);
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  };
  return { api, paths, submit };
}

describe('step-up before a withdrawal', () => {
  it('asks for no code while the window of the last one is open', async () => {
    const { paths, submit } = await withdrawalWith({ due: false });
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    await submit('250');
    expect(await screen.findByText('Request received')).toBeInTheDocument();
    expect(paths()).not.toContain('/api/auth/two_step/step_up');
    expect(paths()).toContain('/api/wallet/withdraw');
  });

  it('asks for a code when one is due, and sends it before the withdrawal', async () => {
    const { api, paths, submit } = await withdrawalWith({ due: true });
    const code = await screen.findByLabelText('Authenticator code');
    await submit('250');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(paths()).toEqual(
      expect.not.arrayContaining(['/api/auth/two_step/step_up', '/api/wallet/withdraw']),
    );
    await userEvent.type(code, '123456');
    await submit('250');
    expect(await screen.findByText('Request received')).toBeInTheDocument();
    const sent = paths().filter((p) => p.includes('step_up') || p.endsWith('/withdraw'));
    expect(sent).toEqual(['/api/auth/two_step/step_up', '/api/wallet/withdraw']);
    expect(api.calls.find((c) => c.path === '/api/auth/two_step/step_up')?.body).toMatchObject({
      code: '123456',
    });
  });

  it('asks again when the window closed while the form was open, then withdraws', async () => {
    const { paths, submit } = await withdrawalWith({ due: false, refuseOnce: true });
    expect(screen.queryByLabelText('Authenticator code')).toBeNull();
    await submit('250');
    const code = await screen.findByLabelText('Authenticator code');
    expect(
      screen.getByText('Your last code has expired. Enter a new code from your authenticator app.'),
    ).toBeInTheDocument();
    await userEvent.type(code, '123456');
    await submit('250');
    expect(await screen.findByText('Request received')).toBeInTheDocument();
    const sent = paths().filter((p) => p.includes('step_up') || p.endsWith('/withdraw'));
    expect(sent).toEqual([
      '/api/wallet/withdraw',
      '/api/auth/two_step/step_up',
      '/api/wallet/withdraw',
    ]);
  });
});
