import type { BetLineRecord, HistoryExportKind } from '@playfront/core/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockedSandbox, testClock } from '../testing/clock';
import type { Harness, Session } from '../testing/harness';
import {
  claimReward,
  expectOk,
  login,
  providerCallback,
  savedBankAccount,
  SITE,
  verifiedPlayer,
} from '../testing/harness';
import { singleBet } from '../testing/slips';
import { checkExportPeriod, localTime, toCsv } from './account';

// 04:00 on 1 May in Manila (the operator's zone, UTC+8) is still 30 April in UTC.
const MAY_IN_MANILA = Date.parse('2031-04-30T20:00:00Z');
const clock = testClock(MAY_IN_MANILA);
let h: Harness;
let serial = 0;
beforeAll(async () => {
  h = await clockedSandbox(clock);
});
afterAll(() => h.close());

/** A fresh player with `amount` of inbox money, under a reward title of `title`. */
async function newPlayer(amount = 0, title?: string): Promise<Session> {
  serial += 1;
  const account_id = `closing${String(serial).padStart(3, '0')}x`;
  const who = await verifiedPlayer(h, account_id, `+63917${2000000 + serial}`);
  if (amount > 0) await claimReward(h, who, amount, { title });
  return who;
}

const signIn = (account_id: string) =>
  h.post('/api/auth/login', { ...SITE, account_id, password: 'secret123' });

/** A deposit paid by the provider (a signed PAID callback). */
async function paidDeposit(who: Session, amount: number) {
  const res = await h.ok('/api/wallet/deposit', {
    ...SITE,
    ...who,
    amount,
    method: 'GCASH',
    reference: '',
    return_url: 'http://slot1.localhost:8080/deposit-result',
  });
  const answer = await providerCallback(
    h,
    {
      payment_id: 'pay_test',
      currency: 'PHP',
      merchant_ref: res.value?.reference,
      amount_cents: Math.round(amount * 100),
      status: 'PAID',
    },
    clock.ms,
  );
  expect(answer.status, answer.text).toBe(200);
  return res.value?.transaction_id ?? 0;
}

async function bankOf(who: Session) {
  return savedBankAccount(h, who, {
    bank_name: 'BPI',
    account_name: 'Closing Player',
    account_number: `12345${String(serial).padStart(7, '0')}`,
  });
}

async function withdrawal(who: Session, bank: number, amount: number) {
  const res = await h.ok('/api/wallet/withdraw', {
    ...SITE,
    ...who,
    amount,
    bank_account_id: bank,
  });
  return res.value?.transaction_id ?? 0;
}

const review = (transaction_id: number, decision: 'approve' | 'reject') =>
  h.post('/sandbox/wallet/review', { transaction_id, decision });

describe('closing an account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const who = await newPlayer();
    await h.refused(
      '/api/auth/close_account',
      { ...who, password: 'not-my-password' },
      'wrongPassword',
      400,
    );
    await h.ok('/api/auth/get_balance', who);
    expect((await signIn(who.account_id)).status).toBe(200);
  });

  it('is refused while a withdrawal waits, and goes through once it is cancelled', async () => {
    const who = await newPlayer(500);
    const id = await withdrawal(who, await bankOf(who), 200);
    const close = { ...who, password: 'secret123' };
    await h.refused('/api/auth/close_account', close, 'accountCloseWithdrawalPending', 409);
    await h.ok('/api/auth/get_balance', who);
    await h.ok('/api/wallet/cancel_withdrawal', { ...SITE, ...who, transaction_id: id });
    const closed = await h.ok('/api/auth/close_account', close);
    expect(closed.statusMessage).toBe('accountClosureDone');
  });

  it('is refused while a bet is open, and goes through once it is settled', async () => {
    const who = await newPlayer(500);
    const lines = (await h.ok('/api/product/get_bet_lines', SITE)).value ?? [];
    const line = lines[0] as BetLineRecord;
    expectOk(
      '/api/sportsbook/place',
      await h.post('/api/sportsbook/place', {
        ...SITE,
        ...who,
        ...singleBet(line, 10, `close-bet-${serial}`),
      }),
    );
    const close = { ...who, password: 'secret123' };
    await h.refused('/api/auth/close_account', close, 'accountCloseBetOpen', 409);
    const settled = await h.post('/sandbox/sports/settle', { match_id: line.match_id });
    expect(settled.status, settled.text).toBe(200);
    await h.ok('/api/auth/close_account', close);
  });

  it('ends every session, and the account cannot sign in again and is told why', async () => {
    const who = await newPlayer(100);
    const other = await login(h, who.account_id, 'secret123');
    await h.ok('/api/auth/close_account', { ...who, password: 'secret123' });
    await h.staleSession('/api/auth/get_balance', who);
    await h.refused('/api/auth/get_balance', other, 'sessionExpired', 401);
    await h.refused(
      '/api/auth/login',
      { ...SITE, account_id: who.account_id, password: 'secret123' },
      'accountClosed',
      403,
    );
    // A code login is not offered to it either: no code is sent.
    const sent = h.messages.length;
    await h.ok('/api/auth/tac/request_login', { ...SITE, account_id: who.account_id });
    expect(h.messages.length).toBe(sent);
  });

  it('acts once when closed twice at once', async () => {
    const who = await newPlayer(100);
    const second = await login(h, who.account_id, 'secret123');
    const answers = await Promise.all([
      h.post('/api/auth/close_account', { ...who, password: 'secret123' }),
      h.post('/api/auth/close_account', { ...second, password: 'secret123' }),
    ]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses[0]).toBe(200);
    // The other finds the account closed (or its session already ended): nothing more happens.
    expect([401, 403]).toContain(statuses[1]);
    const refusal = answers.find((a) => a.status !== 200)?.json as { statusMessage: string };
    expect(['CLOSE', 'sessionExpired']).toContain(refusal.statusMessage);
    const rows = await h.sql('SELECT status, closed_at FROM players WHERE account_id = ?', [
      who.account_id,
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('CLOSE');
    expect(rows[0]?.closed_at).toBeTruthy();
  });
});

describe('net deposits', () => {
  it('counts deposits credited minus withdrawals paid, over all time and this month', async () => {
    // 23:00 on 30 April in Manila: last month.
    clock.set(Date.parse('2031-04-30T15:00:00Z'));
    const who = await newPlayer();
    const bank = await bankOf(who);
    await paidDeposit(who, 1000);
    // 01:00 on 1 May in Manila: this month, though UTC still says 30 April.
    clock.set(Date.parse('2031-04-30T17:00:00Z'));
    await paidDeposit(who, 500);
    const paid = await withdrawal(who, bank, 300);
    expect((await review(paid, 'approve')).status).toBe(200);
    const refused = await withdrawal(who, bank, 250);
    expect((await review(refused, 'reject')).status).toBe(200);
    // Waiting money and an unpaid deposit do not count.
    await withdrawal(who, bank, 200);
    await h.ok('/api/wallet/deposit', {
      ...SITE,
      ...who,
      amount: 700,
      method: 'GCASH',
      reference: '',
      return_url: 'http://slot1.localhost:8080/deposit-result',
    });
    clock.set(MAY_IN_MANILA);
    const net = await h.ok('/api/wallet/net_deposits', who);
    expect(net.value).toEqual({
      currency: 'PHP',
      lifetime: 1200,
      this_month: 200,
      month_start: '2031-04-30T16:00:00.000Z',
    });
  });

  it('is zero for a new account, and asks for a session', async () => {
    const who = await newPlayer(50);
    expect((await h.ok('/api/wallet/net_deposits', who)).value).toMatchObject({
      lifetime: 0,
      this_month: 0,
    });
    await h.staleSession('/api/wallet/net_deposits', who);
  });
});

/** Parses the CSV the export writes (quoted cells, CRLF lines, a BOM first). */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\ufeff')).toBe(true);
  return parse(text, { bom: true, record_delimiter: '\r\n' });
}

describe('history export', () => {
  const PERIOD = { start_date: '2031-04-01', end_date: '2031-05-31' };
  let who: Session;
  beforeAll(async () => {
    clock.set(MAY_IN_MANILA);
    who = await newPlayer(400, '=HYPERLINK("http://evil.example","prize")');
    const bank = await bankOf(who);
    await paidDeposit(who, 300);
    const paid = await withdrawal(who, bank, 200);
    await review(paid, 'approve');
    await withdrawal(who, bank, 220);
    const line = ((await h.ok('/api/product/get_bet_lines', SITE)).value ?? [])[0] as BetLineRecord;
    await h.post('/api/sportsbook/place', {
      ...SITE,
      ...who,
      ...singleBet(line, 15, `export-bet-${serial}`),
    });
    // More lines than one screen page shows, so the file is every page's rows.
    for (let i = 0; i < 11; i += 1) {
      clock.advance(60_000);
      await claimReward(h, who, 1, { title: `Reward ${i}` });
    }
  });

  const exported = async (kind: HistoryExportKind, language = 'EN') => {
    const answer = await h.ok('/api/wallet/history_export', {
      ...who,
      kind,
      language,
      ...PERIOD,
    });
    return { answer, rows: parseCsv(answer.value?.csv ?? '') };
  };

  /** Every page the screen would show for the period, in its order. */
  async function screenRows<T>(path: '/api/wallet/statement' | '/api/wallet/bets', extra = {}) {
    const all: T[] = [];
    for (let page = 1; ; page += 1) {
      const res = (await h.ok(path, { ...who, ...PERIOD, ...extra, page, page_size: 10 })) as {
        value?: T[];
        total?: number;
      };
      all.push(...(res.value ?? []));
      if (all.length >= (res.total ?? 0)) return all;
    }
  }

  it('lists the statement rows the screen shows, in the same order and amounts', async () => {
    const { answer, rows } = await exported('statement');
    const [header, ...lines] = rows;
    expect(header).toEqual([
      'Date (Asia/Manila)',
      'Entry',
      'Type',
      'Wallet',
      'Details',
      'Amount (PHP)',
      'Balance after (PHP)',
    ]);
    const screen = await screenRows<{
      entry_id: number;
      amount: number;
      balance: number;
      created_at: string;
    }>('/api/wallet/statement');
    expect(screen.length).toBeGreaterThan(10);
    expect(answer.value?.rows).toBe(screen.length);
    expect(lines.map((l) => Number(l[1]))).toEqual(screen.map((s) => s.entry_id));
    expect(lines.map((l) => l[5])).toEqual(screen.map((s) => s.amount.toFixed(2)));
    expect(lines.map((l) => l[6])).toEqual(screen.map((s) => s.balance.toFixed(2)));
    // Times are the operator's wall clock: Manila is 8 hours ahead of the stored UTC.
    expect(lines.map((l) => l[0])).toEqual(
      screen.map((s) => localTime(s.created_at, 'Asia/Manila')),
    );
    expect(answer.value?.file_name).toBe('statement-2031-04-01-to-2031-05-31.csv');
  });

  it('names the columns in the page language, the operator zone and the currency', async () => {
    const [cn] = (await exported('deposits', 'CN')).rows;
    expect(cn).toEqual([
      '日期（Asia/Manila）',
      '交易号',
      '类型',
      '方式',
      '金额（PHP）',
      '手续费（PHP）',
      '状态',
      '参考号',
    ]);
    const [php] = (await exported('bets', 'PHP')).rows;
    expect(php?.[0]).toBe('Petsa (Asia/Manila)');
    // A language the site is not written in reads English.
    const [other] = (await exported('statement', 'MMK')).rows;
    expect(other?.[0]).toBe('Date (Asia/Manila)');
  });

  it('escapes a cell that a spreadsheet would run as a formula', async () => {
    const { rows } = await exported('statement');
    const details = rows.slice(1).map((l) => l[4]);
    expect(details).toContain('\'=HYPERLINK("http://evil.example","prize")');
    expect(details.some((d) => d?.startsWith('='))).toBe(false);
    // A withdrawal's negative amount stays a number.
    expect(rows.slice(1).some((l) => l[5] === '-200.00')).toBe(true);
  });

  it('lists the bets, deposits and withdrawals the screens show', async () => {
    const bets = await screenRows<{ bet_id: number; stake: number }>('/api/wallet/bets');
    const betRows = (await exported('bets')).rows.slice(1);
    expect(betRows.map((l) => Number(l[1]))).toEqual(bets.map((b) => b.bet_id));
    expect(betRows.map((l) => l[4])).toEqual(bets.map((b) => b.stake.toFixed(2)));
    for (const [kind, type] of [
      ['deposits', 'deposit'],
      ['withdrawals', 'withdrawal'],
    ] as const) {
      const screen = await h.ok('/api/wallet/transactions', {
        ...who,
        ...PERIOD,
        type,
        page: 1,
        page_size: 100,
      });
      const file = (await exported(kind)).rows.slice(1);
      expect(file.map((l) => Number(l[1]))).toEqual(
        (screen.value ?? []).map((t) => t.transaction_id),
      );
      expect(file.map((l) => l[6])).toEqual((screen.value ?? []).map((t) => t.status));
    }
    const withdrawals = (await exported('withdrawals')).rows.slice(1);
    expect(withdrawals.map((l) => l[6]).sort()).toEqual(['PENDING', 'SUCCESS']);
  });

  it('refuses a period that is not real, is reversed or is too long, and a stale session', async () => {
    const body = { ...who, kind: 'statement', language: 'EN' };
    await h.refusesEach('/api/wallet/history_export', [
      [{ ...body, start_date: '2031-02-30', end_date: '2031-03-01' }, 'invalidRequest', 400],
      [{ ...body, start_date: '2031-05-02', end_date: '2031-05-01' }, 'invalidRequest', 400],
    ]);
    const long = await h.refused(
      '/api/wallet/history_export',
      { ...body, start_date: '2030-01-01', end_date: '2031-01-02' },
      'historyRangeTooLong',
      400,
    );
    expect(long?.statusParams).toEqual({ days: 366 });
    await h.staleSession('/api/wallet/history_export', { ...body, ...PERIOD });
  });
});

describe('export helpers', () => {
  it('escape every formula start in text, never in numbers', () => {
    const csv = toCsv([['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', -5, 2.5]]);
    expect(csv).toBe("\ufeff'=1+1,'+1,'-1,'@SUM(A1),'\tx,plain,-5.00,2.50\r\n");
  });

  it('accept a year and a day at most', () => {
    expect(() => checkExportPeriod('2032-01-01', '2032-12-31')).not.toThrow();
    expect(() => checkExportPeriod('2031-01-01', '2032-01-01')).not.toThrow();
    expect(() => checkExportPeriod('2031-01-01', '2032-01-02')).toThrow();
  });

  it('read stored UTC times on the operator clock', () => {
    expect(localTime('2031-04-30 17:00:00', 'Asia/Manila')).toBe('2031-05-01 01:00:00');
    expect(localTime('2031-04-30 17:00:00', 'UTC')).toBe('2031-04-30 17:00:00');
  });
});
