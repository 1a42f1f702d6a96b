import type { StatementEntry } from '@playfront/core/contract';
import type { Tx } from '../db/client';
import { num, str } from '../db/client';
import { ApiError } from '../errors';

/**
 * Moves a player's balance and writes its statement line, inside the caller's transaction: the
 * only way the sandbox changes a balance. The amount names its currency, and an account in another
 * currency is never moved (walletCurrencyMismatch): nothing converts. A debit that would leave
 * the balance below zero changes nothing and throws walletInsufficientBalance, however many calls
 * race.
 */
export async function moveBalance(
  tx: Tx,
  playerId: number,
  move: {
    kind: StatementEntry['kind'];
    description: string;
    amountCents: number;
    currency: string;
    at: string;
  },
): Promise<number> {
  const row = await tx.get(
    `UPDATE players SET game_balance_cents = game_balance_cents + ?
     WHERE id = ? AND currency = ? AND game_balance_cents + ? >= 0 RETURNING game_balance_cents`,
    [move.amountCents, playerId, move.currency, move.amountCents],
  );
  if (!row) {
    const account = await tx.get('SELECT currency FROM players WHERE id = ?', [playerId]);
    if (account && str(account, 'currency') !== move.currency)
      throw new ApiError('walletCurrencyMismatch');
    throw new ApiError('walletInsufficientBalance');
  }
  const balance = num(row, 'game_balance_cents');
  await tx.run(
    `INSERT INTO ledger_entries (player_id, kind, description, amount_cents, balance_cents, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [playerId, move.kind, move.description, move.amountCents, balance, move.at],
  );
  return balance;
}
