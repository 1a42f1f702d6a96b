import type { PaymentStep, WalletTransaction } from '@playfront/core/contract';
import { transactionStatuses } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { Db, Tx } from '../db/client';
import { num, str } from '../db/client';
import { ApiError } from '../errors';
import { money } from '../routes/define';
import { cancelDepositBonuses, creditDepositBonus } from '../bonus/engine';
import { moveBalance } from '../db/ledger';

/** `****` and the last four digits of an account number. */
export const masked = (number: string) => `****${number.slice(-4)}`;

/** A stored transaction as the API answers it. */
export function toTransaction(r: Row): WalletTransaction {
  const status = str(r, 'status');
  const fee = num(r, 'fee_cents');
  const expires = str(r, 'expires_at');
  const reference = str(r, 'payment_ref');
  return {
    transaction_id: num(r, 'id'),
    type: str(r, 'type') === 'WITHDRAWAL' ? 'WITHDRAWAL' : 'DEPOSIT',
    amount: money(num(r, 'amount_cents')),
    status: transactionStatuses.find((s) => s === status) ?? 'PENDING',
    method: str(r, 'method'),
    created_at: str(r, 'created_at'),
    ...(reference ? { reference } : {}),
    ...(fee ? { fee: money(fee) } : {}),
    ...(expires ? { expires_at: expires } : {}),
  };
}

/** What the player does next for a waiting deposit; nothing once it is final. */
export function paymentStepOf(
  r: Row,
  operatorAccount: { bank_name: string; account_name: string; account_number: string },
): PaymentStep | undefined {
  if (str(r, 'type') !== 'DEPOSIT' || str(r, 'status') !== 'PENDING') return undefined;
  const flow = str(r, 'flow');
  if (flow === 'REDIRECT' && str(r, 'checkout_url'))
    return { flow, checkout_url: str(r, 'checkout_url') };
  if (flow === 'QR' && str(r, 'qr_payload')) return { flow, qr_payload: str(r, 'qr_payload') };
  if (flow === 'BANK')
    return { flow, ...operatorAccount, confirmed: str(r, 'transfer_reference') !== '' };
  return undefined;
}

/**
 * Marks a player's unpaid deposits whose time is up as EXPIRED (a bank transfer the player has
 * confirmed waits for the operator instead). Nothing was credited, so no money moves.
 */
export async function expireDue(tx: Tx, playerId: number, at: string): Promise<void> {
  const expired = await tx.run(
    `UPDATE wallet_transactions SET status = 'EXPIRED', updated_at = ?
     WHERE player_id = ? AND type = 'DEPOSIT' AND status = 'PENDING'
       AND expires_at IS NOT NULL AND expires_at < ? AND transfer_reference = ''`,
    [at, playerId, at],
  );
  if (expired > 0) {
    const rows = await tx.all(
      `SELECT id FROM wallet_transactions WHERE player_id = ? AND type = 'DEPOSIT'
         AND status = 'EXPIRED' AND updated_at = ?`,
      [playerId, at],
    );
    for (const row of rows)
      tx.notify({
        kind: 'transaction',
        playerId,
        id: num(row, 'id'),
        type: 'DEPOSIT',
        status: 'EXPIRED',
      });
  }
  // A bonus claimed with an expired deposit is free to be claimed again.
  if (expired > 0) await cancelDepositBonuses(tx, playerId, at);
}

/** A player's own transaction, or notFound. */
export async function ownTransaction(
  db: Db | Tx,
  playerId: number,
  id: number,
  type?: 'DEPOSIT' | 'WITHDRAWAL',
): Promise<Row> {
  const row = await db.get(
    `SELECT * FROM wallet_transactions WHERE id = ? AND player_id = ? AND (? = '' OR type = ?)`,
    [id, playerId, type ?? '', type ?? ''],
  );
  if (!row) throw new ApiError('notFound', 'No such transaction for this account.');
  return row;
}

/** Records the outcome of a waiting transaction; answers false when it was no longer waiting. */
async function closePending(tx: Tx, row: Row, outcome: string, at: string): Promise<boolean> {
  const changed = await tx.run(
    `UPDATE wallet_transactions SET status = ?, updated_at = ? WHERE id = ? AND status = 'PENDING'`,
    [outcome, at, num(row, 'id')],
  );
  if (changed > 0) notifyStatus(tx, row, outcome);
  return changed > 0;
}

/** Tells the player's pages a transaction's new status once it commits. */
function notifyStatus(tx: Tx, row: Row, status: string): void {
  tx.notify({
    kind: 'transaction',
    playerId: num(row, 'player_id'),
    id: num(row, 'id'),
    type: str(row, 'type'),
    status,
  });
}

/**
 * Ends a waiting deposit: SUCCESS credits the amount less the fee with its statement line, and
 * the bonus claimed with it; anything else only records the outcome and frees the bonus claimed
 * with it. Answers false when it was no longer waiting, so a repeated word from the provider or
 * the operator changes nothing. Runs inside `tx`.
 */
export async function finishDeposit(
  tx: Tx,
  row: Row,
  outcome: 'SUCCESS' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'REJECTED',
  at: string,
): Promise<boolean> {
  if (!(await closePending(tx, row, outcome, at))) return false;
  if (outcome === 'SUCCESS') {
    const credit = num(row, 'amount_cents') - num(row, 'fee_cents');
    await tx.run('UPDATE players SET cycle_deposit_cents = cycle_deposit_cents + ? WHERE id = ?', [
      num(row, 'amount_cents'),
      num(row, 'player_id'),
    ]);
    await moveBalance(tx, num(row, 'player_id'), {
      kind: 'DEPOSIT',
      description: `${str(row, 'method')} ${str(row, 'payment_ref')}`.trim(),
      amountCents: credit,
      currency: str(row, 'currency'),
      at,
    });
    await creditDepositBonus(tx, num(row, 'id'), at);
  } else await cancelDepositBonuses(tx, num(row, 'player_id'), at);
  return true;
}

/**
 * Credits a deposit the provider says was paid after it had expired on the operator's side: the
 * money arrived, so the player gets it, once, with a statement line that says so. Answers false
 * when it was not an expired deposit (already credited, or never expired).
 */
export async function creditLateDeposit(tx: Tx, row: Row, at: string): Promise<boolean> {
  const changed = await tx.run(
    `UPDATE wallet_transactions SET status = 'SUCCESS', updated_at = ?
     WHERE id = ? AND type = 'DEPOSIT' AND status = 'EXPIRED'`,
    [at, num(row, 'id')],
  );
  if (changed === 0) return false;
  notifyStatus(tx, row, 'SUCCESS');
  await tx.run('UPDATE players SET cycle_deposit_cents = cycle_deposit_cents + ? WHERE id = ?', [
    num(row, 'amount_cents'),
    num(row, 'player_id'),
  ]);
  await moveBalance(tx, num(row, 'player_id'), {
    kind: 'DEPOSIT',
    description: `${str(row, 'method')} ${str(row, 'payment_ref')} (paid after it expired)`.trim(),
    amountCents: num(row, 'amount_cents') - num(row, 'fee_cents'),
    currency: str(row, 'currency'),
    at,
  });
  await creditDepositBonus(tx, num(row, 'id'), at);
  return true;
}

/**
 * Ends a waiting withdrawal: SUCCESS keeps the held amount paid out; CANCELLED and REJECTED
 * return it to the balance with a statement line. Answers false when it was no longer waiting.
 */
export async function finishWithdrawal(
  tx: Tx,
  row: Row,
  outcome: 'SUCCESS' | 'CANCELLED' | 'REJECTED',
  at: string,
): Promise<boolean> {
  if (!(await closePending(tx, row, outcome, at))) return false;
  if (outcome !== 'SUCCESS')
    await moveBalance(tx, num(row, 'player_id'), {
      kind: 'WITHDRAWAL',
      description: `${outcome === 'CANCELLED' ? 'Cancelled' : 'Rejected'}: ${str(row, 'method')}`,
      amountCents: num(row, 'amount_cents'),
      currency: str(row, 'currency'),
      at,
    });
  return true;
}

/** A request the player already made with this key, if any (a retry acts once). */
export const transactionByKey = (
  tx: Tx,
  playerId: number,
  type: 'DEPOSIT' | 'WITHDRAWAL',
  key: string | undefined,
): Promise<Row | undefined> =>
  key
    ? tx.get(
        'SELECT * FROM wallet_transactions WHERE player_id = ? AND type = ? AND idempotency_key = ?',
        [playerId, type, key],
      )
    : Promise.resolve(undefined);

/** How many of the player's requests of this kind wait. */
export async function pendingCount(
  tx: Tx,
  playerId: number,
  type: 'DEPOSIT' | 'WITHDRAWAL',
): Promise<number> {
  const row = await tx.get(
    `SELECT count(*) AS n FROM wallet_transactions WHERE player_id = ? AND type = ? AND status = 'PENDING'`,
    [playerId, type],
  );
  return row ? num(row, 'n') : 0;
}

/** A deposit as asked for, waiting for its payment. */
export interface NewDeposit {
  playerId: number;
  amountCents: number;
  currency: string;
  feeCents: number;
  method: string;
  flow: string;
  reference: string;
  paymentRef: string;
  idempotencyKey: string | null;
  expiresAt: string;
  createdAt: string;
}

/** Records a waiting deposit and answers its row. */
export const insertDeposit = (tx: Tx, d: NewDeposit): Promise<Row | undefined> =>
  tx.get(
    `INSERT INTO wallet_transactions (player_id, type, amount_cents, currency, fee_cents, status,
       method, flow, reference, payment_ref, idempotency_key, expires_at, created_at)
     VALUES (?, 'DEPOSIT', ?, ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?) RETURNING *`,
    [
      d.playerId,
      d.amountCents,
      d.currency,
      d.feeCents,
      d.method,
      d.flow,
      d.reference,
      d.paymentRef,
      d.idempotencyKey,
      d.expiresAt,
      d.createdAt,
    ],
  );

/** Keeps what the payment provider answered for a deposit: its id, checkout page and QR code. */
export const recordCheckout = (
  tx: Tx,
  id: number,
  opened: { providerPaymentId: string; checkoutUrl: string; qrPayload: string },
): Promise<Row | undefined> =>
  tx.get(
    `UPDATE wallet_transactions SET provider_payment_id = ?, checkout_url = ?, qr_payload = ?
     WHERE id = ? RETURNING *`,
    [opened.providerPaymentId, opened.checkoutUrl, opened.qrPayload, id],
  );

/** A withdrawal whose amount has left the balance (held), waiting for the operator. */
export interface NewWithdrawal {
  playerId: number;
  amountCents: number;
  currency: string;
  /** The bank account as the statement names it. */
  label: string;
  bankAccountId: number;
  idempotencyKey: string | null;
  createdAt: string;
}

/** Records a waiting withdrawal and answers its row. */
export const insertWithdrawal = (tx: Tx, w: NewWithdrawal): Promise<Row | undefined> =>
  tx.get(
    `INSERT INTO wallet_transactions (player_id, type, amount_cents, currency, status, method,
       bank_account_id, idempotency_key, created_at)
     VALUES (?, 'WITHDRAWAL', ?, ?, 'PENDING', ?, ?, ?, ?) RETURNING *`,
    [
      w.playerId,
      w.amountCents,
      w.currency,
      w.label,
      w.bankAccountId,
      w.idempotencyKey,
      w.createdAt,
    ],
  );

/** Notes the player's bank transfer reference on a waiting deposit; nothing once it is final. */
export const recordTransferReference = (
  tx: Tx,
  id: number,
  reference: string,
  at: string,
): Promise<Row | undefined> =>
  tx.get(
    `UPDATE wallet_transactions SET transfer_reference = ?, updated_at = ?
     WHERE id = ? AND status = 'PENDING' RETURNING *`,
    [reference, at, id],
  );

/** The player's waiting withdrawals, newest first. */
export const pendingWithdrawals = (db: Pick<Db, 'all'>, playerId: number): Promise<Row[]> =>
  db.all(
    `SELECT * FROM wallet_transactions WHERE player_id = ? AND type = 'WITHDRAWAL'
       AND status = 'PENDING' ORDER BY id DESC`,
    [playerId],
  );

/** The latest bonus claimed with a deposit, if any. */
export async function depositBonusId(
  db: Pick<Db, 'get'>,
  depositId: number,
): Promise<number | undefined> {
  const row = await db.get('SELECT id FROM player_bonuses WHERE deposit_id = ? ORDER BY id DESC', [
    depositId,
  ]);
  return row ? num(row, 'id') : undefined;
}

/** The transaction with this id, whoever's (the operator's review). */
export const transactionById = (tx: Tx, id: number): Promise<Row | undefined> =>
  tx.get('SELECT * FROM wallet_transactions WHERE id = ?', [id]);

/** The transaction a payment reference names, if any. */
export const transactionByPaymentRef = (tx: Tx, reference: string): Promise<Row | undefined> =>
  tx.get('SELECT * FROM wallet_transactions WHERE payment_ref = ?', [reference]);

/**
 * What waits for the operator (withdrawals, bank-transfer deposits), newest first, at most 100:
 * of one account id and of one operator when they are given (empty: any).
 */
export const awaitingReview = (
  db: Pick<Db, 'all'>,
  accountId: string,
  operator: string,
): Promise<Row[]> =>
  db.all(
    `SELECT t.*, p.account_id FROM wallet_transactions t JOIN players p ON p.id = t.player_id
     WHERE t.status = 'PENDING' AND (t.type = 'WITHDRAWAL' OR t.flow = 'BANK')
       AND (? = '' OR p.account_id = ? COLLATE NOCASE) AND (? = '' OR p.operator = ?)
     ORDER BY t.id DESC LIMIT 100`,
    [accountId, accountId, operator, operator],
  );

/** Logs a payment provider's callback: applied, repeated or refused, and why. */
export async function logPaymentCallback(
  tx: Tx,
  c: { receivedAt: string; outcome: string; reason: string; reference: string; body: string },
): Promise<void> {
  await tx.run(
    `INSERT INTO payment_callbacks (received_at, outcome, reason, payment_ref, body)
     VALUES (?, ?, ?, ?, ?)`,
    [c.receivedAt, c.outcome, c.reason, c.reference, c.body],
  );
}
