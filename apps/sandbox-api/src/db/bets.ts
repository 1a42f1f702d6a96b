import type { Tx } from './client';
import { num } from './client';

/** A bet of the bet history (a casino spin or a sports bet) as it is placed. */
export interface NewBet {
  playerId: number;
  providerCode: string;
  gameName: string;
  stakeCents: number;
  payoutCents: number;
  currency: string;
  createdAt: string;
}

/** Records a bet in the bet history and answers its id, or null if nothing was written. */
export async function insertBet(tx: Tx, bet: NewBet): Promise<number | null> {
  const row = await tx.get(
    `INSERT INTO bets (player_id, provider_code, game_name, stake_cents, payout_cents, currency,
       created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      bet.playerId,
      bet.providerCode,
      bet.gameName,
      bet.stakeCents,
      bet.payoutCents,
      bet.currency,
      bet.createdAt,
    ],
  );
  return row ? num(row, 'id') : null;
}

/** Notes the bonus a bet's stake came from in part, and how much of it. */
export async function setBetBonus(
  tx: Tx,
  betId: number,
  bonusId: number,
  bonusStakeCents: number,
): Promise<void> {
  await tx.run('UPDATE bets SET bonus_id = ?, bonus_stake_cents = ? WHERE id = ?', [
    bonusId,
    bonusStakeCents,
    betId,
  ]);
}
