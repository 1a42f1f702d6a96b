import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, Session } from '../testing/harness';
import {
  expectError,
  expectOk,
  login,
  signedInSandbox,
  SITE,
  withSandbox,
} from '../testing/harness';

let h: Harness;
let demo01: Session;
beforeAll(async () => ({ h, demo01 } = await signedInSandbox({ rateLimit: { enabled: false } })));
afterAll(() => h.close());

const range = { start_date: '2000-01-01', end_date: '2099-12-31', page: 1, page_size: 10 };
const balanceOf2 = async (h2: Harness, auth: Session) =>
  (await h2.ok('/api/auth/get_balance', auth)).game_balance;
const balanceOf = async (auth: Session) => (await h.ok('/api/auth/get_balance', auth)).game_balance;

/** Adds a bank account of demo02's name in a player's wallet; `fields` change the account. */
const addBank = (h2: Harness, auth: Session, fields: Record<string, string>) =>
  h2.post('/api/wallet/add_bank_account', {
    ...SITE,
    ...auth,
    bank_name: 'BPI',
    account_name: 'Second Player',
    account_number: '1234 5678 90',
    ...fields,
  });

/** The id of a new BDO account with that number. */
const bdoAccount = async (h2: Harness, auth: Session, account_number: string) =>
  expectOk(
    '/api/wallet/add_bank_account',
    await addBank(h2, auth, { bank_name: 'BDO', account_number }),
  ).value?.bank_account_id ?? 0;

/** A fresh sandbox with demo02 signed in, for tests that move money. */
const withDemo02 = <T>(work: (h2: Harness, auth: Session) => Promise<T>) =>
  withSandbox({ rateLimit: { enabled: false } }, async (h2) => work(h2, await login(h2, 'demo02')));

describe('POST /api/wallet/limits', () => {
  it('answers the methods, withdrawal limits and banks of the site currency', async () => {
    const res = await h.ok('/api/wallet/limits', SITE);
    expect(res.currency).toBe('PHP');
    expect(res.methods?.map((m) => m.code)).toEqual(['GCASH', 'MAYA', 'QRPH', 'BANK']);
    expect(res.methods?.map((m) => m.flow)).toEqual(['REDIRECT', 'REDIRECT', 'QR', 'BANK']);
    expect(res.methods?.[0]).toMatchObject({ type: 'EWALLET', min: 100, max: 50_000 });
    expect(res.methods?.[1]?.fee_percent).toBe(1);
    expect(res.methods?.[0]?.instructions?.CN).toBeTruthy();
    expect(res.max_pending).toBe(3);
    expect(res.withdrawal).toEqual({ min: 200, max: 50_000 });
    expect(res.banks).toContain('BDO');
  });

  it('scales limits and names methods for another currency', async () => {
    const res = await h.ok('/api/wallet/limits', {
      domain_name: 'slot3.localhost',
      external_id: '',
    });
    expect(res.methods?.map((m) => m.name)).toContain('Alipay');
    expect(res.withdrawal?.min).toBe(40);
  });
});

describe('POST /api/wallet/deposit', () => {
  it('records a pending deposit with its checkout, credits nothing yet and lists it', async () => {
    await withDemo02(async (h2, auth) => {
      const before = await balanceOf2(h2, auth);
      const res = await h2.ok('/api/wallet/deposit', {
        ...SITE,
        ...auth,
        amount: 150.5,
        method: 'GCASH',
        reference: '0917 123',
      });
      expect(res.value).toMatchObject({
        type: 'DEPOSIT',
        amount: 150.5,
        status: 'PENDING',
        method: 'GCASH',
      });
      expect(res.value?.reference).toMatch(/^PF[0-9A-F]{12}$/);
      expect(res.payment).toMatchObject({ flow: 'REDIRECT' });
      expect(res.payment?.flow === 'REDIRECT' && res.payment.checkout_url).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/provider\/checkout\/pay_/,
      );
      expect(res.game_balance).toBe(before);
      const history = await h2.ok('/api/wallet/transactions', {
        ...auth,
        ...range,
        type: 'deposit',
      });
      expect(history.total).toBe(1);
      expect(history.value?.[0]).toMatchObject({
        transaction_id: res.value?.transaction_id,
        status: 'PENDING',
      });
    });
  });

  it('refuses amounts outside the method limits, unknown methods and bad references', async () => {
    const base = { ...SITE, ...demo01, method: 'GCASH', reference: '' };
    await h.refused(
      '/api/wallet/deposit',
      { ...base, amount: 99.99 },
      'walletAmountBelowMinimum',
      400,
    );
    await h.refused(
      '/api/wallet/deposit',
      { ...base, amount: 50_000.01 },
      'walletAmountAboveMaximum',
      400,
    );
    await h.refused('/api/wallet/deposit', { ...base, amount: 100.001 }, 'invalidRequest', 400);
    await h.refused(
      '/api/wallet/deposit',
      { ...base, amount: 500, method: 'PAYPAL' },
      'walletMethodUnavailable',
      400,
    );
    await h.refused(
      '/api/wallet/deposit',
      { ...base, amount: 500, reference: '<b>' },
      'invalidRequest',
      400,
    );
  });

  it('answers sessionExpired for a stale token and leaves the balance alone', async () => {
    const stale = await login(h, 'demo02');
    const fresh = await login(h, 'demo02');
    await h.ok('/api/auth/logout', stale);
    const before = await balanceOf(fresh);
    await h.refused(
      '/api/wallet/deposit',
      {
        ...SITE,
        ...stale,
        amount: 500,
        method: 'BANK',
        reference: '',
      },
      'sessionExpired',
      401,
    );
    expect(await balanceOf(fresh)).toBe(before);
  });
});

describe('bank accounts and POST /api/wallet/withdraw', () => {
  it('lists demo01 seeded account masked', async () => {
    const res = await h.ok('/api/wallet/bank_accounts', demo01);
    expect(res.value).toEqual([
      expect.objectContaining({
        bank_name: 'BDO',
        account_name: 'Demo Player',
        account_number: '****7890',
      }),
    ]);
  });

  it('adds accounts with valid fields, refuses bad ones, duplicates and a sixth', async () => {
    await withDemo02(async (h2, auth) => {
      const add = (fields: Record<string, string>) => addBank(h2, auth, fields);
      const added = expectOk('/api/wallet/add_bank_account', await add({}));
      expect(added.value).toMatchObject({ bank_name: 'BPI', account_number: '****7890' });
      expectError(await add({}), 'walletBankExists', 409);
      expectError(await add({ bank_name: 'Nowhere Bank' }), 'invalidRequest', 400);
      expectError(await add({ account_number: '12345' }), 'invalidRequest', 400);
      expectError(await add({ account_number: '12345abc90' }), 'invalidRequest', 400);
      expectError(await add({ account_name: '' }), 'invalidRequest', 400);
      for (const n of ['111111', '222222', '333333', '444444'])
        expectOk('/api/wallet/add_bank_account', await add({ account_number: n }));
      expectError(await add({ account_number: '555555' }), 'walletBankLimit', 409);
      const list = await h2.ok('/api/wallet/bank_accounts', auth);
      expect(list.value).toHaveLength(5);
    });
  });

  it('debits a withdrawal at once, records it pending and refuses more than the balance', async () => {
    await withDemo02(async (h2, auth) => {
      const id = await bdoAccount(h2, auth, '000011112222');
      // demo02 holds 250.50.
      const res = await h2.ok('/api/wallet/withdraw', {
        ...SITE,
        ...auth,
        amount: 200,
        bank_account_id: id,
      });
      expect(res.value).toMatchObject({
        type: 'WITHDRAWAL',
        status: 'PENDING',
        amount: 200,
        method: 'BDO ****2222',
      });
      expect(res.game_balance).toBe(50.5);
      await h2.refused(
        '/api/wallet/withdraw',
        {
          ...SITE,
          ...auth,
          amount: 200,
          bank_account_id: id,
        },
        'walletInsufficientBalance',
        409,
      );
      await h2.refused(
        '/api/wallet/withdraw',
        {
          ...SITE,
          ...auth,
          amount: 100,
          bank_account_id: id,
        },
        'walletAmountBelowMinimum',
        400,
      );
      await h2.refused(
        '/api/wallet/withdraw',
        {
          ...SITE,
          ...auth,
          amount: 200,
          bank_account_id: 1,
        },
        'notFound',
        404,
      );
      const balance = (await h2.ok('/api/auth/get_balance', auth)).game_balance;
      expect(balance).toBe(50.5);
    });
  });

  it('never overdraws when withdrawals race', async () => {
    await withDemo02(async (h2, auth) => {
      const id = await bdoAccount(h2, auth, '999988887777');
      const body = { ...SITE, ...auth, amount: 200, bank_account_id: id };
      const answers = await Promise.all([1, 2, 3].map(() => h2.post('/api/wallet/withdraw', body)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    });
  });
});

describe('histories', () => {
  it('pages demo01 seeded bets, newest first, within the date range', async () => {
    const first = await h.ok('/api/wallet/bets', { ...demo01, ...range });
    expect(first.total).toBe(14);
    expect(first.value).toHaveLength(10);
    const second = await h.ok('/api/wallet/bets', { ...demo01, ...range, page: 2 });
    expect(second.value).toHaveLength(4);
    const dates = [...(first.value ?? []), ...(second.value ?? [])].map((b) => b.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const bet = first.value?.[0];
    expect(bet && bet.win_loss).toBe(bet && bet.payout - bet.stake);
    const none = await h.ok('/api/wallet/bets', {
      ...demo01,
      ...range,
      start_date: '2001-01-01',
      end_date: '2001-01-31',
    });
    expect(none).toMatchObject({ value: [], total: 0 });
  });

  it('keeps the statement running balance consistent and ending at the balance', async () => {
    const res = await h.ok('/api/wallet/statement', { ...demo01, ...range, page_size: 100 });
    const entries = res.value ?? [];
    expect(entries.length).toBeGreaterThan(14);
    expect(entries[0]?.balance).toBe(await balanceOf(demo01));
    for (let i = 0; i + 1 < entries.length; i += 1) {
      const newer = entries[i];
      const older = entries[i + 1];
      if (newer && older)
        expect(Math.round((older.balance + newer.amount) * 100)).toBe(
          Math.round(newer.balance * 100),
        );
    }
    // The statement starts from zero: the oldest line is the opening balance.
    expect(entries.at(-1)).toMatchObject({ kind: 'BONUS', description: 'Opening balance' });
    expect(entries.at(-1)?.balance).toBe(entries.at(-1)?.amount);
  });

  it("starts every seeded player's statement so that its lines add up to the balance", async () => {
    await withDemo02(async (h2, demo02) => {
      const res = await h2.ok('/api/wallet/statement', { ...demo02, ...range, page_size: 100 });
      expect(res.value).toEqual([
        expect.objectContaining({
          kind: 'BONUS',
          description: 'Opening balance',
          amount: 250.5,
          balance: 250.5,
        }),
      ]);
    });
  });

  it('filters transactions by type and refuses a reversed range or a bad date', async () => {
    const withdrawals = await h.ok('/api/wallet/transactions', {
      ...demo01,
      ...range,
      type: 'withdrawal',
    });
    expect(withdrawals.value?.every((t) => t.type === 'WITHDRAWAL')).toBe(true);
    expect(withdrawals.total).toBe(2);
    await h.refused(
      '/api/wallet/transactions',
      {
        ...demo01,
        ...range,
        type: 'all',
        start_date: '2030-01-02',
        end_date: '2030-01-01',
      },
      'invalidRequest',
      400,
    );
    await h.refused(
      '/api/wallet/statement',
      { ...demo01, ...range, start_date: '01/02/2030' },
      'invalidRequest',
      400,
    );
  });
});
