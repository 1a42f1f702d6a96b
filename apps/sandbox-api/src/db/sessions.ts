import type { Row } from '@libsql/client';
import type { Db, Tx } from './client';
import { num } from './client';
import { sqlTime } from './seed';

/** A sign-in to record and the session it opens for one device. */
export interface NewSession {
  playerId: number;
  siteId: number;
  tokenHash: string;
  at: Date;
  ip: string;
  userAgent: string;
  device: string;
  /** Most sessions the account keeps: a sign-in beyond ends the oldest. */
  keep: number;
}

/**
 * Records the sign-in, opens its session beside the account's others (the oldest beyond `keep`
 * ends) and notes the time on the player.
 */
export async function openSession(tx: Tx, s: NewSession): Promise<void> {
  const now = sqlTime(s.at);
  const ms = s.at.getTime();
  const login = await tx.get(
    `INSERT INTO login_history (player_id, at, ip, user_agent, device, seen_ms)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
    [s.playerId, s.at.toISOString(), s.ip, s.userAgent, s.device, ms],
  );
  await tx.run(
    `INSERT INTO sessions (player_id, token_hash, site_id, created_at, started_ms, seen_ms, login_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    [s.playerId, s.tokenHash, s.siteId, now, ms, ms, login?.id ?? null],
  );
  await tx.run(
    `DELETE FROM sessions WHERE player_id = ? AND id NOT IN
       (SELECT id FROM sessions WHERE player_id = ? ORDER BY id DESC LIMIT ?)`,
    [s.playerId, s.playerId, s.keep],
  );
  await tx.run('UPDATE players SET last_login_at = ? WHERE id = ?', [now, s.playerId]);
}

/** Marks a session as having passed a second factor at `nowMs`. */
export async function markSteppedUp(tx: Tx, tokenHash: string, nowMs: number): Promise<void> {
  await tx.run('UPDATE sessions SET stepped_up_ms = ? WHERE token_hash = ?', [nowMs, tokenHash]);
}

/** Ends every session of the account. */
export async function endAllSessions(tx: Tx, playerId: number): Promise<void> {
  await tx.run('DELETE FROM sessions WHERE player_id = ?', [playerId]);
}

/** Ends every session of the account but the one whose token hash is `keepHash`. */
export async function endOtherSessions(tx: Tx, playerId: number, keepHash: string): Promise<void> {
  await tx.run('DELETE FROM sessions WHERE player_id = ? AND token_hash <> ?', [
    playerId,
    keepHash,
  ]);
}

/**
 * Ends the session `tokenHash` of the account `accountId`, with the pushes of its browser;
 * answers how many sessions ended (0 or 1).
 */
export async function endSession(tx: Tx, tokenHash: string, accountId: string): Promise<number> {
  const closed = await tx.run(
    `DELETE FROM sessions WHERE token_hash = ?
     AND player_id IN (SELECT id FROM players WHERE account_id = ?)`,
    [tokenHash, accountId],
  );
  // A browser signed out is no longer the player's: its pushes stop with the session.
  if (closed === 1)
    await tx.run('DELETE FROM push_subscriptions WHERE session_hash = ?', [tokenHash]);
  return closed;
}

/** Stores a sign-in waiting for its second factor. */
export async function insertChallenge(
  tx: Tx,
  c: { idHash: string; playerId: number; siteId: number; expiresMs: number },
): Promise<void> {
  await tx.run(
    'INSERT INTO login_challenges (id_hash, player_id, site_id, expires_ms) VALUES (?, ?, ?, ?)',
    [c.idHash, c.playerId, c.siteId, c.expiresMs],
  );
}

/** The wrong codes a live waiting sign-in has had, or null when there is none. */
export async function challengeAttempts(
  tx: Tx,
  c: { idHash: string; playerId: number; siteId: number; nowMs: number },
): Promise<number | null> {
  const row = await tx.get(
    `SELECT attempts FROM login_challenges
     WHERE id_hash = ? AND player_id = ? AND site_id = ? AND expires_ms > ?`,
    [c.idHash, c.playerId, c.siteId, c.nowMs],
  );
  return row ? num(row, 'attempts') : null;
}

/** Counts a wrong code on a waiting sign-in; `last` ends it instead. */
export async function countChallengeMiss(tx: Tx, idHash: string, last: boolean): Promise<void> {
  await tx.run(
    last
      ? 'DELETE FROM login_challenges WHERE id_hash = ?'
      : 'UPDATE login_challenges SET attempts = attempts + 1 WHERE id_hash = ?',
    [idHash],
  );
}

/** Ends a waiting sign-in. */
export async function dropChallenge(tx: Tx, idHash: string): Promise<void> {
  await tx.run('DELETE FROM login_challenges WHERE id_hash = ?', [idHash]);
}

/** Marks the player's session as having passed a second factor at `nowMs`. */
export async function markPlayerSteppedUp(
  tx: Tx,
  tokenHash: string,
  playerId: number,
  nowMs: number,
): Promise<void> {
  await tx.run('UPDATE sessions SET stepped_up_ms = ? WHERE token_hash = ? AND player_id = ?', [
    nowMs,
    tokenHash,
    playerId,
  ]);
}

/** Removes the waiting sign-ins whose time ran out (any account's, cheaply). */
export async function dropExpiredChallenges(tx: Tx, nowMs: number): Promise<void> {
  await tx.run('DELETE FROM login_challenges WHERE expires_ms <= ?', [nowMs]);
}

/**
 * The player of the session whose token hashes to `hash` (of the account `accountId` when given),
 * with the session's token hash, times, site and sign-in.
 */
export const sessionPlayerRow = (
  db: Pick<Db, 'get'>,
  hash: string,
  accountId?: string,
): Promise<Row | undefined> =>
  db.get(
    `SELECT p.*, s.token_hash, s.started_ms, s.seen_ms, s.site_id, s.login_id
     FROM sessions s JOIN players p ON p.id = s.player_id
     WHERE s.token_hash = ?${accountId === undefined ? '' : ' AND p.account_id = ?'}`,
    accountId === undefined ? [hash] : [hash, accountId],
  );

/** Ends the player's session whose token hashes to `hash`. */
export async function endPlayerSession(tx: Tx, playerId: number, hash: string): Promise<number> {
  return tx.run('DELETE FROM sessions WHERE player_id = ? AND token_hash = ?', [playerId, hash]);
}

/** Notes a use of the session (and of its sign-in) at `nowMs`. */
export async function touchSession(
  tx: Tx,
  playerId: number,
  hash: string,
  loginId: number,
  nowMs: number,
): Promise<void> {
  await tx.run('UPDATE sessions SET seen_ms = ? WHERE player_id = ? AND token_hash = ?', [
    nowMs,
    playerId,
    hash,
  ]);
  await tx.run('UPDATE login_history SET seen_ms = ? WHERE id = ?', [nowMs, loginId]);
}
