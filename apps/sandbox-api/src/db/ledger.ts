import type { StatementEntry, Wallet } from '@playfront/core/contract';
import type { Tx } from './client';
import { num, str } from './client';
import { ApiError } from '../errors';

/** One movement of a balance, with what its statement line says. */
export interface Move {
  kind: StatementEntry['kind'];
  description: string;
  amountCents: number;
  currency: string;
  at: string;
  /** The player's bonus the line belongs to. */
  bonus?: number | undefined;
  /**
   * Which balance moves: `bonus` moves the bonus's money and the account's bonus balance
   * together; `cash` with a bonus is the line of that bonus turning into cash (once per bonus).
   * Default: bonus money when a bonus is named, else cash.
   */
  wallet?: Wallet;
}

/**
 * Moves a player's balance and writes its statement line, inside the caller's transaction: the
 * only way the sandbox changes a balance. An account holds two balances, cash and bonus money, and
 * each line names the one it moved and carries that balance after it. The amount names its
 * currency, and an account in another currency is never moved (walletCurrencyMismatch): nothing
 * converts. A debit that would leave a balance (or a bonus's own money) below zero changes
 * nothing and throws walletInsufficientBalance, however many calls race.
 */
export async function moveBalance(tx: Tx, playerId: number, move: Move): Promise<number> {
  const { bonus } = move;
  const wallet = move.wallet ?? (bonus === undefined ? 'cash' : 'bonus');
  const column = wallet === 'cash' ? 'game_balance_cents' : 'bonus_balance_cents';
  if (wallet === 'bonus') {
    if (bonus === undefined) throw new Error('Bonus money moves only with its bonus');
    const moved = await tx.get(
      `UPDATE player_bonuses SET balance_cents = balance_cents + ?
       WHERE id = ? AND player_id = ? AND currency = ? AND balance_cents + ? >= 0 RETURNING id`,
      [move.amountCents, bonus, playerId, move.currency, move.amountCents],
    );
    if (!moved) await refuse(tx, playerId, move.currency);
  }
  const row = await tx.get(
    `UPDATE players SET ${column} = ${column} + ?
     WHERE id = ? AND currency = ? AND ${column} + ? >= 0 RETURNING ${column}`,
    [move.amountCents, playerId, move.currency, move.amountCents],
  );
  if (!row) return refuse(tx, playerId, move.currency);
  const balance = num(row, column);
  await tx.run(
    `INSERT INTO ledger_entries (player_id, kind, description, amount_cents, balance_cents,
       created_at, wallet, bonus_id)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      playerId,
      move.kind,
      move.description,
      move.amountCents,
      balance,
      move.at,
      wallet,
      bonus ?? null,
    ],
  );
  tx.notify({ kind: 'balance', playerId });
  return balance;
}

/** Throws why a move changed nothing: another currency, or not enough money. */
async function refuse(tx: Tx, playerId: number, currency: string): Promise<never> {
  const account = await tx.get('SELECT currency FROM players WHERE id = ?', [playerId]);
  if (account && str(account, 'currency') !== currency)
    throw new ApiError('walletCurrencyMismatch');
  throw new ApiError('walletInsufficientBalance');
}
