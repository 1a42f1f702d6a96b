import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Answer, Harness, Session } from '../testing/harness';
import {
  expectOk,
  login,
  pressCheckout,
  providerCallback,
  savedBankAccount,
  SITE,
} from '../testing/harness';

let h: Harness;
const clock = testClock(Date.parse('2031-05-01T08:00:00Z'));
let player: Session;
beforeAll(async () => {
  h = await clockedSandbox(clock);
  player = await login(h, 'demo02');
});
afterAll(() => h.close());

const balance = async () => await h.ok('/api/wallet/balance', player);

/** demo02's deposit request, returning to the site's result page. */
const depositBody = (amount: number, method = 'GCASH', key?: string) => ({
  ...SITE,
  ...player,
  amount,
  method,
  reference: '',
  return_url: 'http://slot1.localhost:8080/deposit-result',
  ...(key ? { idempotency_key: key } : {}),
});

async function deposit(amount: number, method = 'GCASH', key?: string) {
  return await h.ok('/api/wallet/deposit', depositBody(amount, method, key));
}

/** A callback as the provider would send it; `sign` lets a test forge or age it. */
function callback(
  fields: { merchant_ref: string; amount_cents: number; status: string },
  sign: { secret?: string; atMs?: number } = {},
): Promise<Answer> {
  return providerCallback(
    h,
    { payment_id: 'pay_test', currency: 'PHP', ...fields },
    sign.atMs ?? clock.ms,
    sign.secret,
  );
}

const status = async (id: number) =>
  await h.ok('/api/wallet/transaction', { ...SITE, ...player, transaction_id: id });

describe('deposits through the provider', () => {
  it('credits once however many times a PAID callback arrives, even all at once', async () => {
    const before = (await balance()).available ?? 0;
    const res = await deposit(500);
    const ref = res.value?.reference ?? '';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        callback({ merchant_ref: ref, amount_cents: 50_000, status: 'PAID' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const results = answers.map((a) => (a.json as { result: string }).result);
    expect(results.filter((r) => r === 'applied')).toHaveLength(1);
    expect(results.filter((r) => r === 'repeated')).toHaveLength(7);
    // A replay later changes nothing either.
    await callback({ merchant_ref: ref, amount_cents: 50_000, status: 'PAID' });
    expect((await balance()).available).toBe(before + 500);
    const after = await status(res.value?.transaction_id ?? 0);
    expect(after.value?.status).toBe('SUCCESS');
    expect(after.payment).toBeUndefined();
    const statement = await h.ok('/api/wallet/statement', {
      ...player,
      start_date: '2031-05-01',
      end_date: '2031-05-01',
      page: 1,
      page_size: 10,
    });
    expect(statement.value?.filter((l) => l.description.includes(ref))).toHaveLength(1);
  });

  it('refuses and logs a bad signature, a stale time, an unknown reference and a changed amount', async () => {
    const before = (await balance()).available;
    const res = await deposit(300);
    const ref = res.value?.reference ?? '';
    const good = { merchant_ref: ref, amount_cents: 30_000, status: 'PAID' };
    expect((await callback(good, { secret: 'not-the-secret' })).status).toBe(401);
    expect((await callback(good, { atMs: clock.ms - 301_000 })).status).toBe(401);
    expect((await callback({ ...good, merchant_ref: 'PF000000000000' })).status).toBe(404);
    expect((await callback({ ...good, amount_cents: 3_000_000 })).status).toBe(409);
    const unsigned = await h.post('/payments/callback', JSON.stringify(good));
    expect(unsigned.status).toBe(401);
    expect((await status(res.value?.transaction_id ?? 0)).value?.status).toBe('PENDING');
    expect((await balance()).available).toBe(before);
    // The refusals were written down with their reasons.
    const rows = await h.sql(
      "SELECT reason FROM payment_callbacks WHERE outcome = 'refused' ORDER BY id",
    );
    expect(rows.map((r) => r.reason)).toEqual(
      expect.arrayContaining([
        'bad signature',
        'stale timestamp',
        'unknown reference',
        'amount changed',
        'missing signature',
      ]),
    );
  });

  it('records a declined payment as FAILED and leaves the balance alone', async () => {
    const before = (await balance()).available;
    const res = await deposit(200);
    await callback({
      merchant_ref: res.value?.reference ?? '',
      amount_cents: 20_000,
      status: 'DECLINED',
    });
    expect((await status(res.value?.transaction_id ?? 0)).value?.status).toBe('FAILED');
    // A PAID for a declined deposit credits nothing, and is refused rather than dropped.
    const paid = await callback({
      merchant_ref: res.value?.reference ?? '',
      amount_cents: 20_000,
      status: 'PAID',
    });
    expect(paid.status).toBe(409);
    expect(paid.json).toEqual({ accepted: false, reason: 'paid after it ended' });
    expect((await balance()).available).toBe(before);
  });

  it('credits a deposit paid after it expired, once, with a statement line that says so', async () => {
    const before = (await balance()).available ?? 0;
    const res = await deposit(150);
    const id = res.value?.transaction_id ?? 0;
    clock.advance(16 * 60_000);
    expect((await status(id)).value?.status).toBe('EXPIRED');
    const paid = { merchant_ref: res.value?.reference ?? '', amount_cents: 15_000, status: 'PAID' };
    const answers = await Promise.all([callback(paid), callback(paid), callback(paid)]);
    expect(answers.map((a) => (a.json as { result?: string }).result).sort()).toEqual([
      'applied',
      'repeated',
      'repeated',
    ]);
    expect((await status(id)).value?.status).toBe('SUCCESS');
    expect((await balance()).available).toBe(before + 150);
    const statement = await h.ok('/api/wallet/statement', {
      ...player,
      start_date: '2031-05-01',
      end_date: '2031-05-02',
      page: 1,
      page_size: 50,
    });
    expect(
      statement.value?.filter((l) => l.description.includes(res.value?.reference ?? '?')),
    ).toEqual([expect.objectContaining({ kind: 'DEPOSIT', amount: 150 })]);
    expect(
      statement.value?.find((l) => l.description.includes('paid after it expired')),
    ).toBeDefined();
    // The tests after this one read times from the clock as it was.
    clock.advance(-16 * 60_000);
  });

  it('walks the checkout page: approve credits and sends the player back to the site', async () => {
    const before = (await balance()).available ?? 0;
    const res = await deposit(250);
    const url = res.payment?.flow === 'REDIRECT' ? res.payment.checkout_url : '';
    const page = await fetch(url);
    expect(await page.text()).toContain('Approve payment');
    const back = await pressCheckout(url, 'approve');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `http://slot1.localhost:8080/deposit-result?id=${res.value?.transaction_id}`,
    );
    expect((await status(res.value?.transaction_id ?? 0)).value?.status).toBe('SUCCESS');
    expect((await balance()).available).toBe(before + 250);
    // The page now shows the outcome and no buttons.
    expect(await (await fetch(url)).text()).not.toContain('Approve payment');
  });

  it('shows a QR payload that opens the same checkout, and cancels or expires it', async () => {
    const qr = await deposit(100, 'QRPH');
    expect(qr.payment?.flow).toBe('QR');
    const payload = qr.payment?.flow === 'QR' ? qr.payment.qr_payload : '';
    expect(payload).toMatch(/\/provider\/checkout\/pay_\w+\?via=qr$/);
    expect(qr.value?.expires_at).toBe('2031-05-01 08:15:00');
    await pressCheckout(payload, 'cancel');
    expect((await status(qr.value?.transaction_id ?? 0)).value?.status).toBe('CANCELLED');

    const late = await deposit(100, 'QRPH');
    clock.advance(16 * 60_000);
    expect((await status(late.value?.transaction_id ?? 0)).value?.status).toBe('EXPIRED');
  });

  it('answers a retried request with the same deposit and refuses a fourth waiting one', async () => {
    const first = await deposit(120, 'GCASH', 'retry-key-0001');
    const again = await deposit(120, 'GCASH', 'retry-key-0001');
    expect(again.value?.transaction_id).toBe(first.value?.transaction_id);
    expect(again.payment).toEqual(first.payment);
    await deposit(120);
    await deposit(120);
    await h.refused('/api/wallet/deposit', depositBody(120), 'walletTooManyPending', 409);
    clock.advance(16 * 60_000);
  });

  it('refuses a return URL on another host', async () => {
    await h.refused(
      '/api/wallet/deposit',
      { ...depositBody(120), return_url: 'https://evil.example/steal' },
      'invalidRequest',
      400,
    );
  });

  it('shows the bank account and reference, takes the transfer reference, and the operator approves', async () => {
    const before = (await balance()).available ?? 0;
    const res = await deposit(600, 'BANK');
    expect(res.payment).toMatchObject({
      flow: 'BANK',
      bank_name: 'BDO',
      account_number: '0012 3456 7890',
      confirmed: false,
    });
    const id = res.value?.transaction_id ?? 0;
    const confirmed = await h.ok('/api/wallet/confirm_transfer', {
      ...SITE,
      ...player,
      transaction_id: id,
      transfer_reference: 'BDO-778899',
    });
    expect(confirmed.payment).toMatchObject({ flow: 'BANK', confirmed: true });
    const pending = (await h.get('/sandbox/wallet/pending?account_id=demo02')).json as {
      pending: { transaction_id: number; transfer_reference: string }[];
    };
    expect(pending.pending.find((p) => p.transaction_id === id)?.transfer_reference).toBe(
      'BDO-778899',
    );
    expect(
      (await h.post('/sandbox/wallet/review', { transaction_id: id, decision: 'approve' })).status,
    ).toBe(200);
    expect((await balance()).available).toBe(before + 600);
    await h.refused(
      '/sandbox/wallet/review',
      { transaction_id: id, decision: 'approve' },
      'walletNotPending',
      409,
    );
  });
});

describe('withdrawals held until the operator decides', () => {
  let bankId = 0;
  const withdraw = async (amount: number, key?: string) =>
    h.post('/api/wallet/withdraw', {
      ...SITE,
      ...player,
      amount,
      bank_account_id: bankId,
      ...(key ? { idempotency_key: key } : {}),
    });

  beforeAll(async () => {
    bankId = await savedBankAccount(h, player, {
      bank_name: 'BPI',
      account_name: 'Second Player',
      account_number: '123451234512',
    });
  });

  it('holds the amount, returns it on cancel, and a second cancel is refused', async () => {
    const start = await balance();
    const res = expectOk('/api/wallet/withdraw', await withdraw(200, 'withdraw-key-01'));
    const again = expectOk('/api/wallet/withdraw', await withdraw(200, 'withdraw-key-01'));
    expect(again.value?.transaction_id).toBe(res.value?.transaction_id);
    const held = await balance();
    expect(held.available).toBe((start.available ?? 0) - 200);
    expect(held.on_hold).toBe((start.on_hold ?? 0) + 200);
    expect(held.pending_withdrawals?.[0]?.transaction_id).toBe(res.value?.transaction_id);
    const cancel = { ...SITE, ...player, transaction_id: res.value?.transaction_id ?? 0 };
    const cancelled = await h.ok('/api/wallet/cancel_withdrawal', cancel);
    expect(cancelled.value?.status).toBe('CANCELLED');
    expect(await balance()).toMatchObject({ available: start.available, on_hold: start.on_hold });
    await h.refused('/api/wallet/cancel_withdrawal', cancel, 'walletNotPending', 409);
  });

  it('keeps the hold when approved and returns it when rejected', async () => {
    const start = await balance();
    const approved = expectOk('/api/wallet/withdraw', await withdraw(200)).value;
    const rejected = expectOk('/api/wallet/withdraw', await withdraw(210)).value;
    await h.post('/sandbox/wallet/review', {
      transaction_id: approved?.transaction_id,
      decision: 'approve',
    });
    await h.post('/sandbox/wallet/review', {
      transaction_id: rejected?.transaction_id,
      decision: 'reject',
    });
    expect(await balance()).toMatchObject({
      available: (start.available ?? 0) - 200,
      on_hold: start.on_hold,
    });
    expect((await status(approved?.transaction_id ?? 0)).value?.status).toBe('SUCCESS');
    expect((await status(rejected?.transaction_id ?? 0)).value?.status).toBe('REJECTED');
    // The player cannot cancel what the operator already decided.
    await h.refused(
      '/api/wallet/cancel_withdrawal',
      {
        ...SITE,
        ...player,
        transaction_id: approved?.transaction_id ?? 0,
      },
      'walletNotPending',
      409,
    );
  });

  it('never holds more than the balance when withdrawals race', async () => {
    const { available = 0 } = await balance();
    const amount = Math.max(200, Math.floor(available / 2) + 1);
    const answers = await Promise.all([1, 2, 3].map(() => withdraw(amount)));
    const held = answers.filter((a) => a.status === 200);
    expect(held.length).toBeLessThanOrEqual(1);
    expect((await balance()).available).toBeGreaterThanOrEqual(0);
  });
});
