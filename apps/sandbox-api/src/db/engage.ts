import type { Db, Tx } from './client';
import { num } from './client';

/** How many players signed up with a referral code, and how many of them have deposited. */
export async function referralCounts(
  db: Pick<Db, 'get'>,
  operator: string,
  code: string,
): Promise<{ invited: number; qualified: number }> {
  const row = await db.get(
    `SELECT count(*) AS invited,
       sum(EXISTS (SELECT 1 FROM wallet_transactions t
         WHERE t.player_id = p.id AND t.type = 'DEPOSIT' AND t.status = 'SUCCESS')) AS qualified
     FROM players p WHERE p.operator = ? AND upper(p.referrer_code) = ?`,
    [operator, code],
  );
  return {
    invited: row ? num(row, 'invited') : 0,
    qualified: row ? num(row, 'qualified') : 0,
  };
}

/** What the missions measure of a player: successful deposits, bets and daily spins. */
export async function missionProgress(
  db: Pick<Db, 'get'>,
  playerId: number,
): Promise<Record<string, number>> {
  const row = await db.get(
    `SELECT
       (SELECT count(*) FROM wallet_transactions WHERE player_id = ? AND type = 'DEPOSIT'
          AND status = 'SUCCESS') AS deposits,
       (SELECT count(*) FROM bets WHERE player_id = ?) AS bets,
       (SELECT count(*) FROM spins WHERE player_id = ?) AS spins`,
    [playerId, playerId, playerId],
  );
  return {
    deposits: row ? num(row, 'deposits') : 0,
    bets: row ? num(row, 'bets') : 0,
    spins: row ? num(row, 'spins') : 0,
  };
}

/**
 * Records the player's daily spin; answers false when the player has spun on that UTC day (the
 * (player, day) key makes a second one fail, however calls race).
 */
export async function recordDailySpin(
  tx: Tx,
  s: { playerId: number; prize: string; amountCents: number; at: string },
): Promise<boolean> {
  const spun = await tx.run(
    `INSERT INTO spins (player_id, spun_on, prize, amount_cents, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
    [s.playerId, s.at.slice(0, 10), s.prize, s.amountCents, s.at],
  );
  return spun === 1;
}
