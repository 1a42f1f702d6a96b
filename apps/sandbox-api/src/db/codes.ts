import type { Row } from '@libsql/client';
import type { Db, Tx } from './client';
import { num, str } from './client';

/** A text message queued for a player (`outbox`), as the operator's SMS gateway would send it. */
export interface QueuedSms {
  accountId: string;
  recipient: string;
  kind: string;
  text: string;
}

/** Queues a text message for the player; `createdAt` is a SQL time. */
export async function queueSms(
  tx: Tx,
  playerId: number,
  message: QueuedSms,
  createdAt: string,
): Promise<void> {
  await tx.run(
    `INSERT INTO outbox (player_id, account_id, channel, recipient, kind, text, created_at)
     VALUES (?, ?, 'sms', ?, ?, ?, ?)`,
    [playerId, message.accountId, message.recipient, message.kind, message.text, createdAt],
  );
}

/** The newest 50 queued messages, of one account and one operator's players where given (not ''). */
export const outboxRows = (
  db: Pick<Db, 'all'>,
  accountId: string,
  operator: string,
): Promise<Row[]> =>
  db.all(
    `SELECT o.id, o.account_id, o.channel, o.recipient, o.kind, o.text, o.created_at
       FROM outbox o LEFT JOIN players p ON p.id = o.player_id
       WHERE (? = '' OR o.account_id = ? COLLATE NOCASE) AND (? = '' OR p.operator = ?)
       ORDER BY o.id DESC LIMIT 50`,
    [accountId, accountId, operator, operator],
  );

export type TacPurpose = 'register' | 'login';

/** Stores a fresh one-time code for `purpose`, replacing the player's earlier one. */
export async function storeTac(
  tx: Tx,
  playerId: number,
  purpose: TacPurpose,
  code: string,
  expiresAt: Date,
): Promise<void> {
  await tx.run(
    `INSERT INTO tac_codes (player_id, purpose, code, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
     ON CONFLICT (player_id, purpose) DO UPDATE SET code = excluded.code,
       expires_at = excluded.expires_at, attempts = 0`,
    [playerId, purpose, code, expiresAt.toISOString()],
  );
}

/** The player's live one-time code for `purpose`, if any. */
export async function findTac(
  tx: Tx,
  playerId: number,
  purpose: TacPurpose,
): Promise<{ code: string; expiresAt: string; attempts: number } | undefined> {
  const row = await tx.get(
    'SELECT code, expires_at, attempts FROM tac_codes WHERE player_id = ? AND purpose = ?',
    [playerId, purpose],
  );
  return row
    ? { code: str(row, 'code'), expiresAt: str(row, 'expires_at'), attempts: num(row, 'attempts') }
    : undefined;
}

/** Ends the player's one-time code for `purpose`. */
export async function dropTac(tx: Tx, playerId: number, purpose: TacPurpose): Promise<void> {
  await tx.run('DELETE FROM tac_codes WHERE player_id = ? AND purpose = ?', [playerId, purpose]);
}

/** Counts a wrong try of the player's code for `purpose`. */
export async function countTacMiss(tx: Tx, playerId: number, purpose: TacPurpose): Promise<void> {
  await tx.run('UPDATE tac_codes SET attempts = attempts + 1 WHERE player_id = ? AND purpose = ?', [
    playerId,
    purpose,
  ]);
}
