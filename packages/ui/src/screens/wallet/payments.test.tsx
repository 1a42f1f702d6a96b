import { LiveClient, liveSlice } from '@playfront/core/live';
import { injectSlice } from '@playfront/core/store';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPlayerScreen } from '../../testing';
import { Deposit } from './deposit';
import { DepositResult } from './deposit-result';
import { bankPayment, fakeSandbox, paymentLimits } from '@playfront/core/testing';

import { STATUS_POLL_MS } from './transaction-status';
import { Withdrawal } from './withdrawal';

const pending = (id: number, fields: Record<string, unknown> = {}) => ({
  transaction_id: id,
  type: 'DEPOSIT',
  amount: 150,
  status: 'PENDING',
  method: 'QRPH',
  created_at: '2030-01-02 10:00:00',
  reference: 'PF00AA11BB22',
  expires_at: '2099-01-01 00:00:00',
  ...fields,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Deposit steps', () => {
  it('sends one idempotency key for a double click and the result page as return URL, then shows the QR step', async () => {
    const api = fakeSandbox({
      '/api/wallet/limits': () => paymentLimits,
      '/api/wallet/deposit': (body) => ({
        statusCode: 1,
        value: pending(9, { amount: body.amount }),
        payment: { flow: 'QR', qr_payload: 'http://pay.test/checkout/pay_1?via=qr' },
        game_balance: 1000,
      }),
      '/api/wallet/transaction': () => ({
        statusCode: 1,
        value: pending(9),
        payment: { flow: 'QR', qr_payload: 'http://pay.test/checkout/pay_1?via=qr' },
        game_balance: 1000,
      }),
    });
    await renderPlayerScreen(<Deposit />, api);
    await userEvent.click(await screen.findByRole('radio', { name: /QR Ph/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '150');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Deposit' }));
    const step = await screen.findByRole('region', { name: 'Scan to pay' });
    expect(
      await within(step).findByRole('img', {
        name: 'QR code to pay ₱150.00, reference PF00AA11BB22',
      }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(within(step).getAllByText(/^Expires in \d+:\d\d$/).length).toBeGreaterThan(0);
    expect(screen.getByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    // However many requests a double click sends, they carry one key: the sandbox acts once.
    const sent = api.calls.filter((c) => c.path === '/api/wallet/deposit');
    expect(new Set(sent.map((c) => c.body.idempotency_key)).size).toBe(1);
    expect(sent[0]?.body).toMatchObject({
      method: 'QRPH',
      amount: 150,
      return_url: `${window.location.origin}/deposit-result`,
    });
    expect(String(sent[0]?.body.idempotency_key)).toMatch(/^[\w-]{8,64}$/);
  });

  it('shows the bank account, exact amount and reference, and sends the transfer reference', async () => {
    const bankAnswer = (confirmed: boolean) => ({
      statusCode: 1,
      value: pending(11, { method: 'BANK', amount: 600 }),
      payment: bankPayment(confirmed),
      game_balance: 1000,
    });
    const api = fakeSandbox({
      '/api/wallet/limits': () => paymentLimits,
      '/api/wallet/deposit': () => bankAnswer(false),
      '/api/wallet/confirm_transfer': () => bankAnswer(true),
    });
    await renderPlayerScreen(<Deposit />, api);
    await userEvent.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await userEvent.type(screen.getByLabelText('Amount'), '600');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    const step = await screen.findByRole('region', { name: 'Transfer to' });
    expect(within(step).getByText('0012 3456 7890')).toBeInTheDocument();
    expect(within(step).getByText('₱600.00')).toBeInTheDocument();
    expect(within(step).getByText('PF00AA11BB22')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your transfer reference'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'I have made the transfer' }));
    expect(
      await screen.findByText('Enter 4 to 64 letters, digits, spaces or - _ .'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Your transfer reference'), 'BDO-1234');
    await userEvent.click(screen.getByRole('button', { name: 'I have made the transfer' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/wallet/confirm_transfer')?.body).toMatchObject({
        transaction_id: 11,
        transfer_reference: 'xBDO-1234',
      }),
    );
  });
});

describe('DepositResult', () => {
  it('asks for the status until it is final, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const api = fakeSandbox({
      '/api/wallet/limits': () => paymentLimits,
      '/api/wallet/transaction': () => {
        answers += 1;
        return {
          statusCode: 1,
          value: pending(5, { method: 'GCASH', status: answers < 2 ? 'PENDING' : 'SUCCESS' }),
          game_balance: answers < 2 ? 1000 : 1150,
        };
      },
    });
    await renderPlayerScreen(<DepositResult />, api, { path: '/deposit-result?id=5' });
    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(await screen.findByText('Your deposit has been credited.')).toBeInTheDocument();
    expect(screen.getByText('New balance: ₱1,150.00')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 5);
    expect(api.calls.filter((c) => c.path === '/api/wallet/transaction')).toHaveLength(2);
    expect(api.calls[api.calls.length - 1]?.body).toMatchObject({ transaction_id: 5 });
  });

  it('does not poll while the push channel is up, and shows the status its event brings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'PENDING';
    const api = fakeSandbox({
      '/api/wallet/limits': () => paymentLimits,
      '/api/wallet/transaction': () => ({
        statusCode: 1,
        value: pending(5, { method: 'GCASH', status }),
        game_balance: status === 'PENDING' ? 1000 : 1150,
      }),
    });
    const { store } = await renderPlayerScreen(<DepositResult />, api, {
      path: '/deposit-result?id=5',
    });
    const sources: { send: (type: string, data: object) => void }[] = [];
    const client = new LiveClient({
      dispatch: store.dispatch,
      getState: store.getState,
      signedIn: () => true,
      open: () => {
        const listeners = new Map<string, (event: MessageEvent<string>) => void>();
        const source = {
          readyState: 1,
          onopen: null as ((event: Event) => void) | null,
          onerror: null,
          addEventListener: (type: string, listener: (event: MessageEvent<string>) => void) =>
            listeners.set(type, listener),
          close: () => undefined,
          send: (type: string, data: object) =>
            listeners.get(type)?.(new MessageEvent(type, { data: JSON.stringify(data) })),
        };
        sources.push(source);
        return source;
      },
    });
    injectSlice(liveSlice);
    client.start();
    expect(await screen.findByText('Waiting for the payment to be confirmed…')).toBeInTheDocument();
    const reads = () => api.calls.filter((c) => c.path === '/api/wallet/transaction').length;
    // The channel opened: the page reads once more (nothing before the channel is told on it),
    // then waits for its event instead of asking.
    act(() =>
      (sources[0] as unknown as { onopen: (event: Event) => void }).onopen(new Event('open')),
    );
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS * 5);
    expect(reads()).toBe(2);
    status = 'SUCCESS';
    act(() => sources[0]?.send('transaction', { id: 5, type: 'DEPOSIT', status: 'SUCCESS' }));
    expect(await screen.findByText('Your deposit has been credited.')).toBeInTheDocument();
    expect(reads()).toBe(3);
    client.stop();
  });

  it('says there is nothing to show without an id and asks for nothing', async () => {
    const api = fakeSandbox({ '/api/wallet/limits': () => paymentLimits });
    await renderPlayerScreen(<DepositResult />, api, { path: '/deposit-result' });
    expect(await screen.findByText('There is no deposit to show.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/wallet/transaction')).toBe(false);
  });
});

describe('Withdrawal holds', () => {
  it('shows available and on hold, and cancels a waiting withdrawal', async () => {
    let held = true;
    const waiting = { ...pending(21), type: 'WITHDRAWAL', amount: 200, method: 'BDO ****2222' };
    const api = fakeSandbox({
      '/api/wallet/limits': () => paymentLimits,
      '/api/wallet/bank_accounts': () => ({ statusCode: 1, value: [] }),
      '/api/wallet/balance': () => ({
        statusCode: 1,
        available: held ? 800 : 1000,
        on_hold: held ? 200 : 0,
        pending_withdrawals: held ? [waiting] : [],
      }),
      '/api/wallet/cancel_withdrawal': () => {
        held = false;
        return { statusCode: 1, value: { ...waiting, status: 'CANCELLED' }, game_balance: 1000 };
      },
    });
    await renderPlayerScreen(<Withdrawal />, api);
    expect(await screen.findByText('₱800.00')).toBeInTheDocument();
    expect(screen.getByText('₱200.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal of ₱200.00' }));
    expect(await screen.findByText('₱1,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel the withdrawal/ })).toBeNull();
    expect(api.calls.find((c) => c.path === '/api/wallet/cancel_withdrawal')?.body).toMatchObject({
      transaction_id: 21,
    });
  });
});
