import type { Row } from '@libsql/client';
import type { SignupTrackingField } from '@playfront/core/contract';
import type { Db, Tx } from './client';
import { num, str } from './client';

/**
 * Removes the operator's sign-ups created before `before` (a SQL time) and still pending, with
 * their codes and reward items; the messages sent to them stay in the log without an account.
 */
export async function removePendingSignups(
  tx: Tx,
  operator: string,
  before: string,
): Promise<void> {
  const stale = `SELECT id FROM players WHERE operator = ? AND status = 'PENDING' AND created_at < ?`;
  const args = [operator, before];
  await tx.run(`DELETE FROM tac_codes WHERE player_id IN (${stale})`, args);
  await tx.run(`DELETE FROM inbox_items WHERE player_id IN (${stale})`, args);
  await tx.run(`UPDATE outbox SET player_id = NULL WHERE player_id IN (${stale})`, args);
  await tx.run(`DELETE FROM players WHERE id IN (${stale})`, args);
}

/** A registration's account, created pending until its phone is verified. */
export interface NewPlayer {
  operator: string;
  currency: string;
  accountId: string;
  passwordHash: string;
  contactEmail: string;
  contactPhone: string;
  signupSiteId: number;
  tracking: Record<SignupTrackingField, string>;
  /** SQL time of the sign-up, which is also when the player declared not being restricted. */
  createdAt: string;
  birthDate: string;
}

/** Creates a pending account. */
export async function insertPendingPlayer(tx: Tx, p: NewPlayer): Promise<void> {
  const t = p.tracking;
  await tx.run(
    `INSERT INTO players (operator, currency, account_id, password_hash, full_name, contact_email,
       contact_phone, status, signup_site_id, referrer_code, ch, cm, pp, affiliate_code, fbp,
       appsflyer_id, visitor_id, created_at, birth_date, not_restricted_at)
     VALUES (?, ?, ?, ?, '', ?, ?, 'PENDING', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      p.operator,
      p.currency,
      p.accountId,
      p.passwordHash,
      p.contactEmail,
      p.contactPhone,
      p.signupSiteId,
      t.referrer_code,
      t.ch,
      t.cm,
      t.pp,
      t.affiliate_code,
      t.fbp,
      t.appsflyer_id,
      t.visitor_id,
      p.createdAt,
      p.birthDate,
      // The declaration is kept with its time, as the regulator may ask for both.
      p.createdAt,
    ],
  );
}

/** A pending account whose phone was verified becomes active. */
export async function activatePendingPlayer(tx: Tx, playerId: number): Promise<void> {
  await tx.run(
    `UPDATE players SET status = 'ACTIVE', phone_verified = 1 WHERE id = ? AND status = 'PENDING'`,
    [playerId],
  );
}

/** Sets the player's password hash, noting when (a SQL time). */
export async function setPasswordHash(
  tx: Tx,
  playerId: number,
  hash: string,
  changedAt: string,
): Promise<void> {
  await tx.run('UPDATE players SET password_hash = ?, password_changed_at = ? WHERE id = ?', [
    hash,
    changedAt,
    playerId,
  ]);
}

/** The player's bonus balance as stored now, in cents. */
export async function bonusBalanceCents(
  db: Pick<Db, 'get'>,
  playerId: number,
): Promise<number | undefined> {
  const row = await db.get('SELECT bonus_balance_cents FROM players WHERE id = ?', [playerId]);
  return row ? num(row, 'bonus_balance_cents') : undefined;
}

/** The operator's VIP ladder, lowest level first. */
export async function vipLevels(db: Pick<Db, 'all'>) {
  return (await db.all('SELECT * FROM vip_levels ORDER BY level')).map((r) => ({
    level: num(r, 'level'),
    name: str(r, 'name'),
    deposit: num(r, 'deposit_cents'),
    turnover: num(r, 'turnover_cents'),
  }));
}

/** The player's cash and bonus balances as stored now, in cents. */
export async function balancesCents(
  db: Pick<Db, 'get'>,
  playerId: number,
): Promise<{ game: number; bonus: number } | undefined> {
  const row = await db.get(
    'SELECT game_balance_cents, bonus_balance_cents FROM players WHERE id = ?',
    [playerId],
  );
  return row
    ? { game: num(row, 'game_balance_cents'), bonus: num(row, 'bonus_balance_cents') }
    : undefined;
}

/** The row of the operator's player with this account id, if any. */
export const playerRowByAccount = (
  db: Pick<Db, 'get'>,
  operator: string,
  accountId: string,
): Promise<Row | undefined> =>
  db.get('SELECT * FROM players WHERE operator = ? AND account_id = ?', [operator, accountId]);

/** Sets the player's name and e-mail; a changed e-mail is no longer verified. */
export async function updateProfile(
  tx: Tx,
  playerId: number,
  fullName: string,
  email: string,
): Promise<void> {
  await tx.run(
    `UPDATE players SET full_name = ?, contact_email = ?,
       email_verified = CASE WHEN contact_email = ? THEN email_verified ELSE 0 END WHERE id = ?`,
    [fullName, email, email, playerId],
  );
}

/** Records a visit from an ad (its tracking ids) on the site. */
export async function recordAdsVisit(
  tx: Tx,
  v: {
    siteId: number;
    fbp: string;
    appsflyerId: string;
    address: string;
    userAgent: string;
    at: string;
  },
): Promise<void> {
  await tx.run(
    `INSERT INTO ads_visits (site_id, fbp, appsflyer_id, address, user_agent, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    [v.siteId, v.fbp, v.appsflyerId, v.address, v.userAgent, v.at],
  );
}

/** Whether the player has a withdrawal waiting. */
export async function hasPendingWithdrawal(tx: Tx, playerId: number): Promise<boolean> {
  const row = await tx.get(
    `SELECT 1 FROM wallet_transactions
     WHERE player_id = ? AND type = 'WITHDRAWAL' AND status = 'PENDING' LIMIT 1`,
    [playerId],
  );
  return row !== undefined;
}

/** Whether the player has a sports bet not yet settled. */
export async function hasOpenSportsBet(tx: Tx, playerId: number): Promise<boolean> {
  const row = await tx.get(
    `SELECT 1 FROM sports_bets WHERE player_id = ? AND status = 'open' LIMIT 1`,
    [playerId],
  );
  return row !== undefined;
}

/**
 * Closes an open account with everything that signs it in: its sessions, waiting sign-ins and
 * push subscriptions. Answers false when it was not open (of two requests, the second changes
 * nothing).
 */
export async function closeAccount(tx: Tx, playerId: number, at: string): Promise<boolean> {
  const closed = await tx.run(
    `UPDATE players SET status = 'CLOSE', closed_at = ? WHERE id = ? AND status = 'ACTIVE'`,
    [at, playerId],
  );
  if (closed !== 1) return false;
  await tx.run('DELETE FROM sessions WHERE player_id = ?', [playerId]);
  await tx.run('DELETE FROM login_challenges WHERE player_id = ?', [playerId]);
  await tx.run('DELETE FROM push_subscriptions WHERE player_id = ?', [playerId]);
  return true;
}

/**
 * The player's net deposits (credited deposits less paid withdrawals) in all, and since `since`
 * (a SQL time), each dated when it became final.
 */
export async function netDepositsCents(
  db: Pick<Db, 'get'>,
  playerId: number,
  since: string,
): Promise<{ lifetime: number; sinceThen: number }> {
  const row = await db.get(
    `SELECT
       coalesce(sum(CASE type WHEN 'DEPOSIT' THEN amount_cents ELSE -amount_cents END), 0)
         AS lifetime,
       coalesce(sum(CASE WHEN coalesce(updated_at, created_at) >= ?
         THEN (CASE type WHEN 'DEPOSIT' THEN amount_cents ELSE -amount_cents END) END), 0)
         AS this_month
     FROM wallet_transactions WHERE player_id = ? AND status = 'SUCCESS'`,
    [since, playerId],
  );
  return {
    lifetime: row ? num(row, 'lifetime') : 0,
    sinceThen: row ? num(row, 'this_month') : 0,
  };
}
