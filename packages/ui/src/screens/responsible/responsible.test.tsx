import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPlayerScreen } from '../../testing';
import { fakeSandbox, limitsAnswer } from '@playfront/core/testing';
import { limitProblem } from './limit-row';
import { LimitsSection } from './limits-section';

async function renderSection(routes: Parameters<typeof fakeSandbox>[0], signedIn = true) {
  const api = fakeSandbox(routes);
  await renderPlayerScreen(<LimitsSection />, api, { signedIn });
  return api;
}

describe('limitProblem', () => {
  it('wants a positive amount with up to 2 decimals, or whole minutes up to a day', () => {
    expect(limitProblem('', false)).toBe('required');
    expect(limitProblem('0', false)).toBe('wallet_amountFormat');
    expect(limitProblem('10.555', false)).toBe('wallet_amountFormat');
    expect(limitProblem(' 1000.5 ', false)).toBeNull();
    expect(limitProblem('30.5', true)).toBe('responsible_minutesFormat');
    expect(limitProblem('1441', true)).toBe('responsible_minutesFormat');
    expect(limitProblem('90', true)).toBeNull();
  });
});

describe('LimitsSection', () => {
  it('asks a guest to sign in and calls nothing', async () => {
    const api = await renderSection({}, false);
    expect(screen.getByRole('heading', { name: 'Your limits' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('shows usage with the 80 % warning and a raise waiting with its date', async () => {
    await renderSection({
      '/api/responsible/limits': () =>
        limitsAnswer({
          'deposit:daily': {
            value: 1000,
            used: 850,
            pending: { value: 2000, effective_at: '2031-05-11T09:00:00.000Z' },
          },
          'loss:weekly': { value: 500, used: 500 },
        }),
    });
    const daily = await screen.findByRole('form', { name: 'Daily deposit limit (PHP)' });
    expect(within(daily).getByText('Limit: ₱1,000.00')).toBeInTheDocument();
    expect(within(daily).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');
    expect(within(daily).getByText('You have used 85% of this limit.')).toBeInTheDocument();
    expect(
      within(daily).getByText('Changes to ₱2,000.00 on May 11, 2031, 5:00 PM GMT+8'),
    ).toBeInTheDocument();
    expect(within(daily).getByText(/Resets May 11, 2031, 12:00 AM GMT\+8/)).toBeInTheDocument();
    const loss = screen.getByRole('form', { name: 'Weekly loss limit (PHP)' });
    expect(within(loss).getByText('You have reached this limit.')).toBeInTheDocument();
    const session = screen.getByRole('form', { name: 'Play time per day (minutes)' });
    expect(within(session).getByText('Played today: 12 min')).toBeInTheDocument();
    expect(within(session).queryByRole('progressbar')).toBeNull();
  });

  it('checks the amount, sends the change and shows the answer', async () => {
    let saved = false;
    const api = await renderSection({
      '/api/responsible/limits': () =>
        limitsAnswer(saved ? { 'wager:monthly': { value: 300 } } : {}),
      '/api/responsible/set_limit': () => {
        saved = true;
        return {
          ...limitsAnswer({ 'wager:monthly': { value: 300 } }),
          statusMessage: 'limitSaved',
        };
      },
    });
    const form = await screen.findByRole('form', { name: 'Monthly wager limit (PHP)' });
    const input = within(form).getByLabelText('Monthly wager limit (PHP)');
    await userEvent.type(input, '12.345');
    await userEvent.click(
      within(form).getByRole('button', { name: 'Set limit: Monthly wager limit (PHP)' }),
    );
    expect(await within(form).findByText('Enter an amount with up to 2 decimals.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.path === '/api/responsible/set_limit')).toBe(false);

    await userEvent.clear(input);
    await userEvent.type(input, '300');
    await userEvent.keyboard('{Enter}');
    expect(await within(form).findByText('Limit saved. It applies now.')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/responsible/set_limit')?.body).toMatchObject({
      kind: 'wager',
      period: 'monthly',
      amount: 300,
    });
    expect(await within(form).findByText('Limit: ₱300.00')).toBeInTheDocument();
    expect(input).toHaveValue('');
  });

  it('removes a limit with null', async () => {
    const api = await renderSection({
      '/api/responsible/limits': () => limitsAnswer({ 'session_time:session': { value: 60 } }),
      '/api/responsible/set_limit': () => ({
        ...limitsAnswer({
          'session_time:session': {
            value: 60,
            pending: { value: null, effective_at: '2031-05-11T09:00:00.000Z' },
          },
        }),
        statusMessage: 'limitPending',
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove limit: Play time per day (minutes)' }),
    );
    expect(
      await screen.findByText('Saved. The change takes effect after the cooling-off period.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/responsible/set_limit')?.body).toMatchObject({
      kind: 'session_time',
      period: 'session',
      amount: null,
    });
  });
});
