import { createI18n } from '@playfront/core/i18n';
import { walletApi } from '@playfront/core/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderPlayerScreen, SiteTestProviders } from '../../testing';
import { amountProblem } from './amount';
import { AddBank } from './add-bank';
import { Deposit } from './deposit';
import { fakeSandbox, phpLimits, playerStore, savedBankAccount } from '@playfront/core/testing';

import { TransactionHistory } from './transaction-history';
import { Withdrawal } from './withdrawal';

const transaction = (id: number, type = 'DEPOSIT') => ({
  transaction_id: id,
  type,
  amount: 150,
  status: 'PENDING',
  method: 'GCASH',
  created_at: `2030-01-${String((id % 28) + 1).padStart(2, '0')} 10:00:00`,
});

describe('amountProblem', () => {
  it('checks format, then limits, then the balance', () => {
    const limits = { min: 100, max: 500 };
    expect(amountProblem('', limits)).toEqual({ key: 'required' });
    expect(amountProblem('1.234', limits)).toEqual({ key: 'wallet_amountFormat' });
    expect(amountProblem('99.99', limits)).toEqual({ key: 'amountMin', limit: 100 });
    expect(amountProblem('500.01', limits)).toEqual({ key: 'amountMax', limit: 500 });
    expect(amountProblem('300', limits, 200)).toEqual({ key: 'amountBalance' });
    expect(amountProblem('200', limits, 200)).toBeNull();
  });
});

describe('Deposit', () => {
  it('refuses an amount below the method minimum, keeps it, then shows the pending result and new balance', async () => {
    const api = fakeSandbox({
      '/api/wallet/limits': () => phpLimits,
      '/api/wallet/deposit': (body) => ({
        statusCode: 1,
        value: { ...transaction(7), amount: body.amount },
        game_balance: 1000 + Number(body.amount),
      }),
    });
    const { store } = await renderPlayerScreen(<Deposit />, api);
    const gcash = await screen.findByRole('radio', { name: /GCash/ });
    await waitFor(() => expect(gcash).toBeChecked());
    const amount = screen.getByLabelText('Amount');
    await userEvent.type(amount, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The minimum amount is ₱100.00.')).toBeInTheDocument();
    expect(amount).toHaveValue('50');
    expect(api.calls.some((c) => c.path === '/api/wallet/deposit')).toBe(false);

    await userEvent.clear(amount);
    await userEvent.type(amount, '250.50');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const result = await screen.findByRole('status', { name: 'Request received' });
    expect(within(result).getByText('Pending')).toBeInTheDocument();
    expect(within(result).getByText('New balance: ₱1,250.50')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/wallet/deposit')?.body).toMatchObject({
      amount: 250.5,
      method: 'GCASH',
      reference: '',
      account_id: 'demo01',
      auth: 'tok',
      domain_name: 'test.localhost',
    });
    expect(store.getState().session.game.balance).toBe(1250.5);
  });

  it("draws the server's page with the first method chosen and its quick amounts, as it hydrates", async () => {
    const api = fakeSandbox({ '/api/wallet/limits': () => phpLimits });
    const store = playerStore(api.fetch);
    // The methods the server's render waited for, already in the store when React draws.
    await store.dispatch(walletApi.endpoints.getWalletLimits.initiate(undefined));
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <SiteTestProviders store={store} i18n={await createI18n('EN')}>
        <Deposit />
      </SiteTestProviders>,
    );
    expect(container.querySelector<HTMLInputElement>('input[type="radio"][checked]')?.value).toBe(
      'GCASH',
    );
    // GCash takes 100 to 50,000: its quick amounts are there before any script has run.
    expect(
      [...container.querySelectorAll('.pf-wallet__presets button')].map((b) => b.textContent),
    ).toEqual(['₱100.00', '₱500.00', '₱1,000.00', '₱5,000.00']);
  });
});

describe('Withdrawal', () => {
  it('refuses more than the balance before sending', async () => {
    const api = fakeSandbox({
      '/api/wallet/limits': () => phpLimits,
      '/api/wallet/bank_accounts': () => ({ statusCode: 1, value: [savedBankAccount] }),
    });
    await renderPlayerScreen(<Withdrawal />, api, { balance: 300 });
    expect(await screen.findByRole('option', { name: /BDO \*\*\*\*9012/ })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Amount'), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is more than your balance.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/wallet/withdraw')).toBe(false);
  });

  it('asks for a bank account when there is none', async () => {
    const api = fakeSandbox({
      '/api/wallet/limits': () => phpLimits,
      '/api/wallet/bank_accounts': () => ({ statusCode: 1, value: [] }),
    });
    await renderPlayerScreen(<Withdrawal />, api);
    expect(await screen.findByRole('link', { name: 'Add bank account' })).toHaveAttribute(
      'href',
      '/add-bank',
    );
  });
});

describe('AddBank', () => {
  it('checks the fields before sending and keeps what was typed', async () => {
    const api = fakeSandbox({ '/api/wallet/limits': () => phpLimits });
    await renderPlayerScreen(<AddBank />, api);
    await screen.findByRole('option', { name: 'BDO' });
    await userEvent.type(screen.getByLabelText('Account number'), '12a34');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter 6 to 20 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveValue('1234');
    expect(api.calls.some((c) => c.path === '/api/wallet/add_bank_account')).toBe(false);
  });
});

/** The transaction history over a backend with no records, on a page in `language`. */
async function renderEmptyHistory(currency = 'PHP', language: 'EN' | 'PHP' | 'CN' = 'EN') {
  const api = fakeSandbox({
    '/api/wallet/transactions': () => ({ statusCode: 1, value: [], total: 0 }),
  });
  await renderPlayerScreen(<TransactionHistory />, api, { currency, language });
}

describe('TransactionHistory', () => {
  it('lists a page, filters by type and pages on', async () => {
    const api = fakeSandbox({
      '/api/wallet/transactions': (body) => ({
        statusCode: 1,
        value: Array.from({ length: 10 }, (_, i) => transaction(Number(body.page) * 100 + i)),
        total: 23,
      }),
    });
    await renderPlayerScreen(<TransactionHistory />, api);
    expect(await screen.findAllByRole('row')).toHaveLength(11);
    const first = api.calls.find((c) => c.path === '/api/wallet/transactions')?.body;
    expect(first).toMatchObject({ type: 'all', page: 1, page_size: 10 });
    expect(String(first?.start_date)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.calls.at(-1)?.body).toMatchObject({ page: 3, type: 'all' }));
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    await waitFor(() =>
      expect(api.calls.at(-1)?.body).toMatchObject({ page: 1, type: 'withdrawal' }),
    );
  });

  it('offers the range as CSV downloads of the chosen type, through the web server', async () => {
    const api = fakeSandbox({
      '/api/wallet/transactions': () => ({ statusCode: 1, value: [transaction(7)], total: 1 }),
    });
    await renderPlayerScreen(<TransactionHistory />, api);
    await screen.findAllByRole('row');
    const { start_date, end_date } = api.calls[0]?.body as Record<string, string>;
    const href = (kind: string) =>
      `/history.csv?kind=${kind}&language=EN&start_date=${start_date}&end_date=${end_date}`;
    const deposits = screen.getByRole('link', { name: 'Download deposits (CSV)' });
    expect(deposits).toHaveAttribute('href', href('deposits'));
    expect(deposits).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: 'Download withdrawals (CSV)' })).toHaveAttribute(
      'href',
      href('withdrawals'),
    );
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'withdrawal');
    expect(screen.queryByRole('link', { name: 'Download deposits (CSV)' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download withdrawals (CSV)' })).toBeInTheDocument();
  });

  it("links a deposit's status to its result page, not a withdrawal's", async () => {
    const api = fakeSandbox({
      '/api/wallet/transactions': () => ({
        statusCode: 1,
        value: [transaction(7), transaction(8, 'WITHDRAWAL')],
        total: 2,
      }),
    });
    await renderPlayerScreen(<TransactionHistory />, api);
    const [, deposit, withdrawal] = await screen.findAllByRole('row');
    expect(within(deposit!).getByRole('link', { name: 'Pending' })).toHaveAttribute(
      'href',
      '/deposit-result?id=7',
    );
    expect(within(withdrawal!).queryByRole('link')).toBeNull();
  });

  it('shows the date range at once and opens the calendar when its code has loaded', async () => {
    await renderEmptyHistory();
    expect(screen.getByText('Date range')).toBeVisible();
    expect(screen.getByText(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    const trigger = await screen.findByRole('button', { name: /^Date range \d{4}-/ });
    await userEvent.click(trigger);
    expect(screen.getByRole('grid')).toBeVisible();
  });

  it('names days in the date locale of the site currency, not of the page language', async () => {
    await renderEmptyHistory('CN', 'EN');
    await userEvent.click(await screen.findByRole('button', { name: /^Date range \d{4}-/ }));
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader')[0]).toHaveAttribute(
      'abbr',
      '星期一',
    );
  });

  it.each(['PHP', 'MMK', 'MNT', 'IDR'])('uses English dates for a %s site', async (currency) => {
    await renderEmptyHistory(currency, 'PHP');
    await userEvent.click(await screen.findByRole('button', { name: /\d{4}-\d{2}-\d{2}/ }));
    expect(within(screen.getByRole('grid')).getAllByRole('columnheader')[0]).toHaveAttribute(
      'abbr',
      'Sunday',
    );
  });

  it('shows the empty state', async () => {
    await renderEmptyHistory();
    expect(await screen.findByText('Nothing in this date range.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
