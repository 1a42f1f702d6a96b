import type { Db, Tx } from './client';
import { num, str, strOrNull } from './client';

/** The account's confirmed authenticator secret as stored (sealed), or null. */
export async function storedTotpSecret(db: Pick<Db, 'get'>, playerId: number) {
  const row = await db.get('SELECT totp_secret FROM players WHERE id = ?', [playerId]);
  return row ? strOrNull(row, 'totp_secret') : null;
}

/** The secret being enrolled as stored (sealed), or null. */
export async function pendingTotpSecret(tx: Tx, playerId: number) {
  const row = await tx.get('SELECT totp_pending_secret FROM players WHERE id = ?', [playerId]);
  return row ? strOrNull(row, 'totp_pending_secret') : null;
}

/** Uses up an unused backup code; answers whether there was one. */
export async function useBackupCode(
  tx: Tx,
  playerId: number,
  codeHash: string,
  at: string,
): Promise<boolean> {
  const used = await tx.run(
    `UPDATE totp_backup_codes SET used_at = ?
     WHERE player_id = ? AND code_hash = ? AND used_at IS NULL`,
    [at, playerId, codeHash],
  );
  return used === 1;
}

/** Records the authenticator step just used; answers false for a step not after the last one. */
export async function advanceTotpStep(tx: Tx, playerId: number, step: number): Promise<boolean> {
  const won = await tx.run(
    'UPDATE players SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?',
    [step, playerId, step],
  );
  return won === 1;
}

/** When the session last passed a second factor (ms), 0 if never. */
export async function steppedUpMs(
  db: Pick<Db, 'get'>,
  tokenHash: string,
  playerId: number,
): Promise<number> {
  const row = await db.get(
    'SELECT stepped_up_ms FROM sessions WHERE token_hash = ? AND player_id = ?',
    [tokenHash, playerId],
  );
  return row ? num(row, 'stepped_up_ms') : 0;
}

/** Whether two-step sign-in is on, the backup codes left and the session's last step-up. */
export async function twoStepState(db: Pick<Db, 'get'>, tokenHash: string, playerId: number) {
  const row = await db.get(
    `SELECT p.totp_secret, (SELECT count(*) FROM totp_backup_codes b
       WHERE b.player_id = p.id AND b.used_at IS NULL) AS left_codes,
     (SELECT s.stepped_up_ms FROM sessions s
       WHERE s.token_hash = ? AND s.player_id = p.id) AS stepped_up_ms
     FROM players p WHERE p.id = ?`,
    [tokenHash, playerId],
  );
  return {
    enabled: Boolean(row && str(row, 'totp_secret')),
    codesLeft: row ? num(row, 'left_codes') : 0,
    steppedUpMs: row ? num(row, 'stepped_up_ms') : 0,
  };
}

/** Keeps a secret being enrolled (sealed) until a code from it confirms it. */
export async function setPendingTotpSecret(tx: Tx, playerId: number, sealed: string) {
  await tx.run('UPDATE players SET totp_pending_secret = ? WHERE id = ?', [sealed, playerId]);
}

/** The enrolled secret becomes the account's, with a fresh set of backup codes (hashes). */
export async function confirmTotpSecret(tx: Tx, playerId: number, codeHashes: readonly string[]) {
  await tx.run(
    `UPDATE players SET totp_secret = totp_pending_secret, totp_pending_secret = NULL
     WHERE id = ?`,
    [playerId],
  );
  await tx.run('DELETE FROM totp_backup_codes WHERE player_id = ?', [playerId]);
  for (const hash of codeHashes)
    await tx.run('INSERT INTO totp_backup_codes (player_id, code_hash) VALUES (?, ?)', [
      playerId,
      hash,
    ]);
}

/** Turns two-step sign-in off: no secret, no backup codes. */
export async function removeTotp(tx: Tx, playerId: number) {
  await tx.run(`UPDATE players SET totp_secret = NULL, totp_pending_secret = NULL WHERE id = ?`, [
    playerId,
  ]);
  await tx.run('DELETE FROM totp_backup_codes WHERE player_id = ?', [playerId]);
}
