import type {
  BankAccount,
  BetRecord,
  PaymentMethod,
  StatementEntry,
  WalletTransaction,
} from '@playfront/core/contract';
import { statementKinds, transactionStatuses } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { FastifyInstance } from 'fastify';
import type { SqlValue } from '../db/client';
import { num, str } from '../db/client';
import { sqlTime } from '../db/seed';
import { ApiError } from '../errors';
import { check, FULL_NAME } from '../rules';
import type { Services } from './define';
import { money, ok, registerCall } from './define';
import { moveBalance } from './ledger';
import { findSite, requirePlayer } from './lookups';
import { withSportsBets } from './sportsbook';

/** What a site's currency allows; amounts in cents. */
interface WalletConfig {
  methods: readonly PaymentMethod[];
  withdrawal: { min: number; max: number };
  banks: readonly string[];
}

/** Limits of PHP in cents; other currencies scale them by their rough value against the peso. */
const PHP_LIMITS = {
  ewallet: { min: 10_000, max: 5_000_000 },
  bank: { min: 50_000, max: 10_000_000 },
  withdrawal: { min: 20_000, max: 5_000_000 },
};
const scale: Readonly<Record<string, number>> = { PHP: 1, CN: 0.2, MMK: 40, MNT: 60, IDR: 300 };
const eWallets: Readonly<Record<string, readonly [string, string][]>> = {
  PHP: [
    ['GCASH', 'GCash'],
    ['MAYA', 'Maya'],
  ],
  CN: [
    ['ALIPAY', 'Alipay'],
    ['WECHAT', 'WeChat Pay'],
  ],
  MMK: [
    ['KBZPAY', 'KBZPay'],
    ['WAVE', 'Wave Money'],
  ],
  MNT: [
    ['QPAY', 'QPay'],
    ['SOCIALPAY', 'SocialPay'],
  ],
  IDR: [
    ['OVO', 'OVO'],
    ['DANA', 'DANA'],
  ],
};
const banksOf: Readonly<Record<string, readonly string[]>> = {
  PHP: ['BDO', 'BPI', 'Metrobank', 'Landbank', 'UnionBank'],
  CN: ['ICBC', 'China Construction Bank', 'Bank of China', 'Agricultural Bank of China'],
  MMK: ['KBZ Bank', 'AYA Bank', 'CB Bank'],
  MNT: ['Khan Bank', 'Golomt Bank', 'TDB'],
  IDR: ['BCA', 'Mandiri', 'BNI', 'BRI'],
};

/** The deposit methods, withdrawal limits and banks of a currency (cents). */
export function walletConfig(currency: string): WalletConfig {
  const factor = scale[currency] ?? 1;
  const limit = (l: { min: number; max: number }) => ({
    min: Math.round(l.min * factor),
    max: Math.round(l.max * factor),
  });
  return {
    methods: [
      ...(eWallets[currency] ?? eWallets.PHP ?? []).map(([code, name]): PaymentMethod => ({
        code,
        name,
        type: 'EWALLET',
        ...limit(PHP_LIMITS.ewallet),
      })),
      { code: 'BANK', name: 'Bank transfer', type: 'BANK', ...limit(PHP_LIMITS.bank) },
    ],
    withdrawal: limit(PHP_LIMITS.withdrawal),
    banks: banksOf[currency] ?? banksOf.PHP ?? [],
  };
}

/** A bank account number: 6 to 20 digits. */
export const ACCOUNT_NUMBER = /^\d{6,20}$/;
/** A payment reference: letters, digits, spaces and `-_.` only. */
const REFERENCE = /^[\w .-]{0,64}$/;
/** The most bank accounts one player may save. */
export const MAX_BANK_ACCOUNTS = 5;

const masked = (number: string) => `****${number.slice(-4)}`;
const cents = (amount: number) => Math.round(amount * 100);
const inList = <T extends string>(list: readonly T[], value: string): T | undefined =>
  list.find((item) => item === value);

const toTransaction = (r: Row): WalletTransaction => ({
  transaction_id: num(r, 'id'),
  type: str(r, 'type') === 'WITHDRAWAL' ? 'WITHDRAWAL' : 'DEPOSIT',
  amount: money(num(r, 'amount_cents')),
  status: inList(transactionStatuses, str(r, 'status')) ?? 'PENDING',
  method: str(r, 'method'),
  created_at: str(r, 'created_at'),
});

const toBankAccount = (r: Row): BankAccount => ({
  bank_account_id: num(r, 'id'),
  bank_name: str(r, 'bank_name'),
  account_name: str(r, 'account_name'),
  account_number: masked(str(r, 'account_number')),
  created_at: str(r, 'created_at'),
});

const toBet = (r: Row): BetRecord => {
  const stake = num(r, 'stake_cents');
  const payout = num(r, 'payout_cents');
  return {
    bet_id: num(r, 'id'),
    provider_code: str(r, 'provider_code'),
    game_name: str(r, 'game_name'),
    stake: money(stake),
    payout: money(payout),
    win_loss: money(payout - stake),
    created_at: str(r, 'created_at'),
  };
};

const toEntry = (r: Row): StatementEntry => ({
  entry_id: num(r, 'id'),
  kind: inList(statementKinds, str(r, 'kind')) ?? 'BONUS',
  description: str(r, 'description'),
  amount: money(num(r, 'amount_cents')),
  balance: money(num(r, 'balance_cents')),
  created_at: str(r, 'created_at'),
});

/** Refuses a range whose start is after its end. */
function checkRange(start: string, end: string): void {
  if (start > end) throw new ApiError('invalidRequest', 'start_date: must not be after end_date');
}

/** One page of a player's rows within a date range, newest first, with the total. */
async function page(
  db: Services['db'],
  table: string,
  playerId: number,
  body: { start_date: string; end_date: string; page: number; page_size: number },
  extra: { where: string; args: SqlValue[] } = { where: '', args: [] },
): Promise<{ rows: Row[]; total: number }> {
  checkRange(body.start_date, body.end_date);
  const where = `player_id = ? AND substr(created_at, 1, 10) BETWEEN ? AND ?${extra.where}`;
  const args: SqlValue[] = [playerId, body.start_date, body.end_date, ...extra.args];
  const [count, rows] = await Promise.all([
    db.get(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, args),
    db.all(
      `SELECT * FROM ${table} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
      [...args, body.page_size, (body.page - 1) * body.page_size],
    ),
  ]);
  return { rows, total: count ? num(count, 'n') : 0 };
}

/** /api/wallet/*: limits, deposit, withdrawal, bank accounts and the three histories. */
export function walletRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  registerCall(app, '/api/wallet/limits', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const config = walletConfig(site.currency);
    return ok({
      currency: site.currency,
      methods: config.methods.map((m) => ({ ...m, min: money(m.min), max: money(m.max) })),
      withdrawal: { min: money(config.withdrawal.min), max: money(config.withdrawal.max) },
      banks: [...config.banks],
    });
  });

  registerCall(app, '/api/wallet/deposit', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body.account_id, body.auth);
    const config = walletConfig(site.currency);
    const method = config.methods.find((m) => m.code === body.method);
    if (!method)
      throw new ApiError(
        'invalidRequest',
        `method: one of ${config.methods.map((m) => m.code).join(', ')}`,
      );
    const reference = body.reference.trim();
    check([
      {
        field: 'reference',
        value: reference,
        rule: REFERENCE,
        expect: 'letters, digits, spaces and - _ .',
      },
    ]);
    const amount = cents(body.amount);
    if (amount < method.min || amount > method.max) throw new ApiError('walletAmountOutOfRange');
    const at = sqlTime(services.now());
    // Recorded as PENDING (a real gateway confirms later); the sandbox credits at once.
    const result = await db.write(async (tx) => {
      const row = await tx.get(
        `INSERT INTO wallet_transactions (player_id, type, amount_cents, status, method, reference, created_at)
         VALUES (?, 'DEPOSIT', ?, 'PENDING', ?, ?, ?) RETURNING *`,
        [player.id, amount, method.code, reference, at],
      );
      if (!row) throw new ApiError('internalServerError');
      await tx.run(
        'UPDATE players SET cycle_deposit_cents = cycle_deposit_cents + ? WHERE id = ?',
        [amount, player.id],
      );
      const balance = await moveBalance(tx, player.id, {
        kind: 'DEPOSIT',
        description: method.name,
        amountCents: amount,
        at,
      });
      return { value: toTransaction(row), game_balance: money(balance) };
    });
    return ok(result, 'depositPending');
  });

  registerCall(app, '/api/wallet/withdraw', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body.account_id, body.auth);
    const limits = walletConfig(site.currency).withdrawal;
    const amount = cents(body.amount);
    if (amount < limits.min || amount > limits.max) throw new ApiError('walletAmountOutOfRange');
    const at = sqlTime(services.now());
    const result = await db.write(async (tx) => {
      const bank = await tx.get('SELECT * FROM bank_accounts WHERE id = ? AND player_id = ?', [
        body.bank_account_id,
        player.id,
      ]);
      if (!bank)
        throw new ApiError('notFound', 'This bank account does not exist for this account.');
      const label = `${str(bank, 'bank_name')} ${masked(str(bank, 'account_number'))}`;
      const balance = await moveBalance(tx, player.id, {
        kind: 'WITHDRAWAL',
        description: label,
        amountCents: -amount,
        at,
      });
      const row = await tx.get(
        `INSERT INTO wallet_transactions (player_id, type, amount_cents, status, method, bank_account_id, created_at)
         VALUES (?, 'WITHDRAWAL', ?, 'PENDING', ?, ?, ?) RETURNING *`,
        [player.id, amount, label, body.bank_account_id, at],
      );
      if (!row) throw new ApiError('internalServerError');
      return { value: toTransaction(row), game_balance: money(balance) };
    });
    return ok(result, 'withdrawalPending');
  });

  registerCall(app, '/api/wallet/bank_accounts', async ({ account_id, auth }) => {
    const player = await requirePlayer(services, account_id, auth);
    const rows = await db.all('SELECT * FROM bank_accounts WHERE player_id = ? ORDER BY id', [
      player.id,
    ]);
    return ok({ value: rows.map(toBankAccount) });
  });

  registerCall(app, '/api/wallet/add_bank_account', async (body) => {
    const site = await findSite(db, body.domain_name, body.external_id);
    const player = await requirePlayer(services, body.account_id, body.auth);
    const banks = walletConfig(site.currency).banks;
    const bankName = body.bank_name.trim();
    const accountName = body.account_name.trim().replace(/\s+/g, ' ');
    // Spaces and hyphens are how numbers are printed on cards; only the digits are kept.
    const accountNumber = body.account_number.replace(/[\s-]/g, '');
    check([
      {
        field: 'bank_name',
        value: banks.includes(bankName) ? 'ok' : '',
        rule: /^ok$/,
        expect: `one of ${banks.join(', ')}`,
      },
      {
        field: 'account_name',
        value: accountName,
        rule: FULL_NAME,
        expect: 'the name on the account',
      },
      {
        field: 'account_number',
        value: accountNumber,
        rule: ACCOUNT_NUMBER,
        expect: '6 to 20 digits',
      },
    ]);
    const row = await db.write(async (tx) => {
      const count = await tx.get('SELECT count(*) AS n FROM bank_accounts WHERE player_id = ?', [
        player.id,
      ]);
      if (count && num(count, 'n') >= MAX_BANK_ACCOUNTS) throw new ApiError('walletBankLimit');
      const added = await tx.get(
        `INSERT INTO bank_accounts (player_id, bank_name, account_name, account_number, created_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *`,
        [player.id, bankName, accountName, accountNumber, sqlTime(services.now())],
      );
      if (!added) throw new ApiError('walletBankExists');
      return added;
    });
    return ok({ value: toBankAccount(row) });
  });

  registerCall(app, '/api/wallet/transactions', async (body) => {
    const player = await requirePlayer(services, body.account_id, body.auth);
    const filter =
      body.type === 'all'
        ? undefined
        : { where: ' AND type = ?', args: [body.type === 'deposit' ? 'DEPOSIT' : 'WITHDRAWAL'] };
    const { rows, total } = await page(db, 'wallet_transactions', player.id, body, filter);
    return ok({ value: rows.map(toTransaction), total });
  });

  registerCall(app, '/api/wallet/bets', async (body) => {
    const player = await requirePlayer(services, body.account_id, body.auth);
    const { rows, total } = await page(db, 'bets', player.id, body);
    return ok({ value: await withSportsBets(db, rows.map(toBet)), total });
  });

  registerCall(app, '/api/wallet/statement', async (body) => {
    const player = await requirePlayer(services, body.account_id, body.auth);
    const { rows, total } = await page(db, 'ledger_entries', player.id, body);
    return ok({ value: rows.map(toEntry), total });
  });
}
