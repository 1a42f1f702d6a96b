import type { Row } from '@libsql/client';
import type { Db, Tx } from './client';
import { num } from './client';

/** The player's saved bank accounts, oldest first. */
export const bankAccountsOf = (db: Pick<Db, 'all'>, playerId: number): Promise<Row[]> =>
  db.all('SELECT * FROM bank_accounts WHERE player_id = ? ORDER BY id', [playerId]);

/** One of the player's own bank accounts, if it is theirs. */
export const ownBankAccount = (tx: Tx, id: number, playerId: number): Promise<Row | undefined> =>
  tx.get('SELECT * FROM bank_accounts WHERE id = ? AND player_id = ?', [id, playerId]);

/** How many bank accounts the player has saved. */
export async function bankAccountCount(tx: Tx, playerId: number): Promise<number> {
  const row = await tx.get('SELECT count(*) AS n FROM bank_accounts WHERE player_id = ?', [
    playerId,
  ]);
  return row ? num(row, 'n') : 0;
}

/** Saves a bank account; answers nothing when the player has saved the same one already. */
export const insertBankAccount = (
  tx: Tx,
  a: {
    playerId: number;
    bankName: string;
    accountName: string;
    accountNumber: string;
    createdAt: string;
  },
): Promise<Row | undefined> =>
  tx.get(
    `INSERT INTO bank_accounts (player_id, bank_name, account_name, account_number, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *`,
    [a.playerId, a.bankName, a.accountName, a.accountNumber, a.createdAt],
  );
