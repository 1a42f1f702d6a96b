import type { Row } from '@libsql/client';
import type { Db, Tx } from './client';
import { num } from './client';

/** The player's inbox, newest first. */
export const inboxRows = (db: Pick<Db, 'all'>, playerId: number): Promise<Row[]> =>
  db.all('SELECT * FROM inbox_items WHERE player_id = ? ORDER BY created_at DESC, id DESC', [
    playerId,
  ]);

/** One item of the player's inbox, if it is theirs. */
export const ownInboxItem = (tx: Tx, id: number, playerId: number): Promise<Row | undefined> =>
  tx.get('SELECT * FROM inbox_items WHERE id = ? AND player_id = ?', [id, playerId]);

/** An inbox item as stored now. */
export const inboxItem = (tx: Tx, id: number): Promise<Row | undefined> =>
  tx.get('SELECT * FROM inbox_items WHERE id = ?', [id]);

/**
 * Marks the player's reward item claimed; answers false when it was claimed already (the
 * condition on `claimed` makes the credit happen once, however many claims race).
 */
export async function markInboxClaimed(
  tx: Tx,
  id: number,
  playerId: number,
  at: string,
): Promise<boolean> {
  const marked = await tx.run(
    `UPDATE inbox_items SET claimed = 1, claimed_at = ?
     WHERE id = ? AND player_id = ? AND claimed = 0 AND reward_cents > 0`,
    [at, id, playerId],
  );
  return marked === 1;
}

/** A reward item to put in a player's inbox. */
export interface NewInboxItem {
  title: string;
  message: string;
  rewardCents: number;
}

/** Puts a reward item in the player's inbox at `createdAt` (a SQL time); answers its id. */
export async function postInboxItem(
  tx: Tx,
  playerId: number,
  item: NewInboxItem,
  createdAt: string,
): Promise<number> {
  await tx.run(
    `INSERT INTO inbox_items (player_id, title, message, reward_cents, created_at)
         VALUES (?, ?, ?, ?, ?)`,
    [playerId, item.title, item.message, item.rewardCents, createdAt],
  );
  const row = await tx.get('SELECT max(id) AS id FROM inbox_items WHERE player_id = ?', [playerId]);
  const id = row ? num(row, 'id') : 0;
  tx.notify({ kind: 'inbox', playerId, id });
  return id;
}
