import type {
  BonusProduct,
  BonusStatus,
  Contribution,
  PlayerBonus,
} from '@playfront/core/contract';
import {
  bonusStatuses,
  contributionPercent,
  countedCents,
  requiredWagerCents,
  splitStake,
  splitWin,
} from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { Db, Tx } from '../db/client';
import { inList, num, str, strOrNull } from '../db/client';
import type { ErrorKey } from '../errors';
import { ApiError } from '../errors';
import { money } from '../routes/define';
import { moveBalance } from '../db/ledger';
import type { BonusPolicy, OfferRow, Reader } from './offers';
import { isOpen, termsOf, toOfferRow } from './offers';

/** The account a bonus belongs to: its id and currency. */
export interface Account {
  id: number;
  currency: string;
}

/** A player's bonus as stored; money in cents. */
export interface BonusRow {
  id: number;
  playerId: number;
  offerId: number;
  kind: PlayerBonus['kind'];
  product: BonusProduct;
  currency: string;
  title: string;
  status: BonusStatus;
  depositId: number | null;
  amountCents: number;
  balanceCents: number;
  wageredCents: number;
  requiredCents: number;
  maxStakeCents: number;
  contributions: Contribution[];
  validDays: number;
  expiresAt: string | null;
  createdAt: string;
  endedAt: string | null;
}

const toBonusRow = (r: Row): BonusRow => ({
  ...termsOf(r),
  id: num(r, 'id'),
  playerId: num(r, 'player_id'),
  offerId: num(r, 'offer_id'),
  status: inList(bonusStatuses, str(r, 'status')) ?? 'cancelled',
  depositId: strOrNull(r, 'deposit_id') === null ? null : num(r, 'deposit_id'),
  amountCents: num(r, 'amount_cents'),
  balanceCents: num(r, 'balance_cents'),
  wageredCents: num(r, 'wagered_cents'),
  requiredCents: num(r, 'required_cents'),
  expiresAt: strOrNull(r, 'expires_at'),
  createdAt: str(r, 'created_at'),
  endedAt: strOrNull(r, 'ended_at'),
});

/** A bonus as the API answers it. */
export const toPlayerBonus = (b: BonusRow): PlayerBonus => ({
  bonus_id: b.id,
  offer_id: b.offerId,
  title: b.title,
  kind: b.kind,
  product: b.product,
  status: b.status,
  amount: money(b.amountCents),
  balance: money(b.balanceCents),
  wagered: money(b.wageredCents),
  required: money(b.requiredCents),
  max_stake: money(b.maxStakeCents),
  contributions: b.contributions,
  expires_at: b.expiresAt,
  created_at: b.createdAt,
  ended_at: b.endedAt,
});

/** One of the player's bonuses, or notFound. */
export async function bonusOf(q: Reader, playerId: number, bonusId: number): Promise<BonusRow> {
  const row = await q.get('SELECT * FROM player_bonuses WHERE id = ? AND player_id = ?', [
    bonusId,
    playerId,
  ]);
  if (!row) throw new ApiError('notFound', 'This account has no bonus with this bonus_id.');
  return toBonusRow(row);
}

/** The player's bonuses: waiting and active first, then those that ended since `since`. */
export async function bonusesOf(q: Reader, playerId: number, since: string): Promise<BonusRow[]> {
  const rows = await q.all(
    `SELECT * FROM player_bonuses WHERE player_id = ?
       AND (status IN ('pending', 'active') OR ended_at >= ?)
     ORDER BY status NOT IN ('pending', 'active'), id DESC LIMIT 20`,
    [playerId, since],
  );
  return rows.map(toBonusRow);
}

/** The player's active bonus of a product: there is at most one. */
async function activeBonus(q: Reader, playerId: number, product: BonusProduct) {
  const row = await q.get(
    `SELECT * FROM player_bonuses WHERE player_id = ? AND product = ? AND status = 'active'`,
    [playerId, product],
  );
  return row ? toBonusRow(row) : null;
}

// ---------------------------------------------------------------- offers and claims

/** A claim's offer: by its promo code (any letter case) or its id. */
export type OfferPick = { code: string } | { offerId: number };

/**
 * The offer a player names, if they may claim it now; otherwise the refusal that says why: an
 * unknown code (or one over the operator's wagering cap, which is never offered), an offer that
 * has ended or not started, one the player has claimed, one that is not for them, or one whose
 * product already has a running bonus.
 */
export async function offerToClaim(
  tx: Tx,
  player: Account & { operator: string },
  pick: OfferPick,
  at: string,
  policy: BonusPolicy,
): Promise<OfferRow> {
  const row =
    'code' in pick
      ? await tx.get('SELECT * FROM bonus_offers WHERE operator = ? AND code = ?', [
          player.operator,
          pick.code.trim(),
        ])
      : await tx.get('SELECT * FROM bonus_offers WHERE operator = ? AND id = ?', [
          player.operator,
          pick.offerId,
        ]);
  const offer = row ? toOfferRow(row) : null;
  if (!offer || offer.wageringMultiplier > policy.wageringCap) {
    if ('code' in pick) throw new ApiError('bonusCodeUnknown');
    throw new ApiError('notFound', 'The operator has no offer with this offer_id.');
  }
  if (!isOpen(offer, at))
    throw new ApiError('bonusCodeExpired', undefined, {
      params: offer.endsAt && offer.endsAt <= at ? { ended_at: offer.endsAt } : {},
    });
  const refusal = await refusalOf(tx, player, offer);
  if (refusal) throw refusal;
  return offer;
}

/**
 * Why the player may not claim an offer now, or null: claimed before, not for their account
 * (a first-deposit offer after a deposit, a reload before one), or a bonus of its product is
 * already running. Answers the error rather than throwing, so offer lists can name it.
 */
export async function refusalOf(
  q: Reader,
  player: Account,
  offer: OfferRow,
): Promise<ApiError | null> {
  const claimed = await q.get(
    `SELECT 1 FROM player_bonuses WHERE player_id = ? AND offer_id = ? AND status <> 'cancelled'`,
    [player.id, offer.id],
  );
  if (claimed) return new ApiError('bonusCodeUsed');
  const deposits = await q.get(
    `SELECT count(*) AS n FROM wallet_transactions
     WHERE player_id = ? AND type = 'DEPOSIT' AND status = 'SUCCESS'`,
    [player.id],
  );
  const deposited = deposits ? num(deposits, 'n') > 0 : false;
  if ((offer.kind === 'first_deposit' && deposited) || (offer.kind === 'reload' && !deposited))
    return new ApiError('bonusCodeNotEligible');
  const running = await q.get(
    `SELECT title FROM player_bonuses
     WHERE player_id = ? AND product = ? AND status IN ('pending', 'active')`,
    [player.id, offer.product],
  );
  if (running)
    return new ApiError('bonusAlreadyActive', undefined, {
      params: { title: str(running, 'title') },
    });
  return null;
}

/**
 * Records a claim of `offer` worth `amountCents`: a bonus without a deposit is credited at once,
 * a deposit's waits for its deposit (`depositId`). Answers the bonus's id.
 */
export async function claim(
  tx: Tx,
  player: Account,
  offer: OfferRow,
  claimOf: { amountCents: number; depositId?: number; idempotencyKey?: string | undefined },
  at: string,
): Promise<number> {
  const row = await tx.get(
    `INSERT INTO player_bonuses (player_id, offer_id, kind, product, currency, title, status,
       deposit_id, amount_cents, required_cents, max_stake_cents, contributions, valid_days,
       idempotency_key, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    [
      player.id,
      offer.id,
      offer.kind,
      offer.product,
      player.currency,
      offer.title,
      claimOf.depositId ?? null,
      claimOf.amountCents,
      requiredWagerCents(claimOf.amountCents, offer.wageringMultiplier),
      offer.maxStakeCents,
      JSON.stringify(offer.contributions),
      offer.validDays,
      claimOf.idempotencyKey ?? null,
      at,
    ],
  );
  if (!row) throw new ApiError('internalServerError');
  const id = num(row, 'id');
  if (claimOf.depositId === undefined) await activate(tx, id, at);
  return id;
}

/** A claim made earlier with this idempotency key, if any. */
export async function earlierClaim(
  q: Reader,
  playerId: number,
  key: string | undefined,
): Promise<BonusRow | null> {
  if (!key) return null;
  const row = await q.get(
    'SELECT * FROM player_bonuses WHERE player_id = ? AND idempotency_key = ?',
    [playerId, key],
  );
  return row ? toBonusRow(row) : null;
}

/** Credits a waiting bonus: its money arrives with its statement line and its days start. */
async function activate(tx: Tx, bonusId: number, at: string): Promise<void> {
  const row = await tx.get(
    `UPDATE player_bonuses SET status = 'active', activated_at = ?,
       expires_at = datetime(?, '+' || valid_days || ' days')
     WHERE id = ? AND status = 'pending' RETURNING *`,
    [at, at, bonusId],
  );
  if (!row) return;
  const bonus = toBonusRow(row);
  await moveBalance(tx, bonus.playerId, {
    kind: 'BONUS',
    description: `Bonus credited: ${bonus.title}`,
    amountCents: bonus.amountCents,
    currency: bonus.currency,
    at,
    bonus: bonus.id,
  });
}

/**
 * The bonus claimed with a deposit, once the deposit is credited. A claim its deposit lost by
 * expiring is taken up again when the money still arrives, unless the player has since claimed
 * the offer again or started another bonus of its product.
 */
export async function creditDepositBonus(tx: Tx, depositId: number, at: string): Promise<void> {
  await tx.run(
    `UPDATE player_bonuses SET status = 'pending', ended_at = NULL
     WHERE deposit_id = ? AND status = 'cancelled'
       AND NOT EXISTS (SELECT 1 FROM player_bonuses o WHERE o.player_id = player_bonuses.player_id
         AND o.offer_id = player_bonuses.offer_id AND o.status <> 'cancelled')
       AND NOT EXISTS (SELECT 1 FROM player_bonuses o WHERE o.player_id = player_bonuses.player_id
         AND o.product = player_bonuses.product AND o.status IN ('pending', 'active'))`,
    [depositId],
  );
  const claimed = await tx.get(
    `SELECT id FROM player_bonuses WHERE deposit_id = ? AND status = 'pending'`,
    [depositId],
  );
  if (claimed) await activate(tx, num(claimed, 'id'), at);
}

/** Frees the claims of a player's deposits that ended without money (failed, expired, ...). */
export async function cancelDepositBonuses(tx: Tx, playerId: number, at: string): Promise<void> {
  await tx.run(
    `UPDATE player_bonuses SET status = 'cancelled', ended_at = ?
     WHERE player_id = ? AND status = 'pending' AND deposit_id IN (SELECT id FROM wallet_transactions
       WHERE player_id = ? AND status IN ('FAILED', 'CANCELLED', 'EXPIRED', 'REJECTED'))`,
    [at, playerId, playerId],
  );
}

// ---------------------------------------------------------------- stakes, wins and wagering

/** A stake as taken: its cash and bonus parts, and the bonus it wagers towards (if any). */
export interface Staked {
  cash: number;
  bonus: number;
  bonusId: number | null;
}

/**
 * Takes a stake of a product, cash first and the rest from the product's active bonus: while a
 * bonus is being wagered no stake may pass its maximum (`bonusStakeAboveMaximum`). One statement
 * line per balance it takes from. A stake above both balances changes nothing (`aboveBalance`).
 */
export async function takeStake(
  tx: Tx,
  player: Account,
  stake: { product: BonusProduct; cents: number; description: string },
  at: string,
  aboveBalance: ErrorKey,
): Promise<Staked> {
  await expireBonuses(tx, player.id, at);
  const bonus = await activeBonus(tx, player.id, stake.product);
  if (bonus && stake.cents > bonus.maxStakeCents)
    throw new ApiError('bonusStakeAboveMaximum', undefined, {
      params: { max_stake: money(bonus.maxStakeCents), title: bonus.title },
    });
  const cash = await tx.get('SELECT game_balance_cents FROM players WHERE id = ?', [player.id]);
  const parts = bonus
    ? splitStake(stake.cents, cash ? num(cash, 'game_balance_cents') : 0)
    : { cash: stake.cents, bonus: 0 };
  const move = {
    kind: 'BET' as const,
    description: stake.description,
    currency: player.currency,
    at,
  };
  try {
    if (parts.cash > 0) await moveBalance(tx, player.id, { ...move, amountCents: -parts.cash });
    if (bonus && parts.bonus > 0)
      await moveBalance(tx, player.id, { ...move, amountCents: -parts.bonus, bonus: bonus.id });
  } catch (error) {
    if (error instanceof ApiError && error.key === 'walletInsufficientBalance')
      throw new ApiError(aboveBalance);
    throw error;
  }
  return { ...parts, bonusId: bonus?.id ?? null };
}

/**
 * Pays what a stake returned (a win, or a void stake as `BET`), each part to where its part of the
 * stake came from: the bonus part to its bonus while it runs, to cash once it has converted, and
 * to nobody once it was forfeited or expired (it belonged to the bonus given up). Answers what
 * was paid.
 */
export async function payReturn(
  tx: Tx,
  player: Account,
  staked: Staked,
  paid: { cents: number; kind: 'WIN' | 'BET'; description: string },
  at: string,
): Promise<{ cash: number; bonus: number }> {
  const parts = splitWin(paid.cents, staked);
  const move = { kind: paid.kind, description: paid.description, currency: player.currency, at };
  let toBonus = 0;
  let toCash = parts.cash;
  if (parts.bonus > 0 && staked.bonusId !== null) {
    const bonus = await bonusOf(tx, player.id, staked.bonusId);
    if (bonus.status === 'active') toBonus = parts.bonus;
    else if (bonus.status === 'converted') toCash += parts.bonus;
  }
  if (toCash > 0) await moveBalance(tx, player.id, { ...move, amountCents: toCash });
  if (toBonus > 0 && staked.bonusId !== null)
    await moveBalance(tx, player.id, { ...move, amountCents: toBonus, bonus: staked.bonusId });
  return { cash: toCash, bonus: toBonus };
}

/**
 * Counts a settled stake towards its bonus at its contribution (the category's share; sports
 * only at odds of at least the terms' minimum), then settles the bonus: converted once the
 * requirement is met, spent once nothing is left of it. Answers the cash a conversion paid.
 */
export async function countWager(
  tx: Tx,
  bonusId: number,
  stake: { cents: number; category: string; odds?: number },
  at: string,
): Promise<number> {
  const row = await tx.get(`SELECT * FROM player_bonuses WHERE id = ? AND status = 'active'`, [
    bonusId,
  ]);
  if (!row) return 0;
  const bonus = toBonusRow(row);
  const counted = countedCents(
    stake.cents,
    contributionPercent(bonus.contributions, stake.category, stake.odds),
  );
  if (counted > 0)
    await tx.run('UPDATE player_bonuses SET wagered_cents = wagered_cents + ? WHERE id = ?', [
      counted,
      bonusId,
    ]);
  return settleBonus(tx, bonusId, at);
}

/**
 * Ends an active bonus whose requirement is met (its money turns into cash) or of which nothing
 * is left and no open bet holds its money (spent). Answers the cash a conversion paid.
 */
export async function settleBonus(tx: Tx, bonusId: number, at: string): Promise<number> {
  const row = await tx.get(
    `SELECT b.wagered_cents >= b.required_cents AS met, b.balance_cents = 0
       AND NOT EXISTS (SELECT 1 FROM bets t JOIN sports_bets s ON s.bet_id = t.id
         WHERE t.bonus_id = b.id AND t.bonus_stake_cents > 0 AND s.status = 'open') AS spent
     FROM player_bonuses b WHERE b.id = ? AND b.status = 'active'`,
    [bonusId],
  );
  if (!row) return 0;
  if (num(row, 'met') === 1) return (await endBonus(tx, bonusId, 'converted', at)) ?? 0;
  if (num(row, 'spent') === 1) await endBonus(tx, bonusId, 'spent', at);
  return 0;
}

const endings = {
  converted: 'Wagering met, turned into cash',
  spent: 'Nothing left to wager',
  forfeited: 'Forfeited',
  expired: 'Expired',
} as const;

/**
 * Ends an active bonus in one movement: its money leaves the bonus balance with a statement line
 * and, when it converts, arrives in cash with another (a bonus converts once: the database keeps
 * one conversion line per bonus). Answers the amount it held, or null when it was not active.
 */
export async function endBonus(
  tx: Tx,
  bonusId: number,
  outcome: keyof typeof endings,
  at: string,
): Promise<number | null> {
  const row = await tx.get(`SELECT * FROM player_bonuses WHERE id = ? AND status = 'active'`, [
    bonusId,
  ]);
  if (!row) return null;
  const bonus = toBonusRow(row);
  const amount = bonus.balanceCents;
  const move = { kind: 'BONUS' as const, currency: bonus.currency, at, bonus: bonus.id };
  if (amount > 0) {
    await moveBalance(tx, bonus.playerId, {
      ...move,
      description: `${endings[outcome]}: ${bonus.title}`,
      amountCents: -amount,
    });
    if (outcome === 'converted')
      await moveBalance(tx, bonus.playerId, {
        ...move,
        description: `Bonus turned into cash: ${bonus.title}`,
        amountCents: amount,
        wallet: 'cash',
      });
  }
  const ended = await tx.run(
    `UPDATE player_bonuses SET status = ?, ended_at = ? WHERE id = ? AND status = 'active'`,
    [outcome, at, bonusId],
  );
  if (ended !== 1) throw new ApiError('internalServerError');
  return amount;
}

/** Ends the player's active bonuses whose time is up (no timer: applied when next touched). */
export async function expireBonuses(tx: Tx, playerId: number, at: string): Promise<void> {
  const due = await tx.all(
    `SELECT id FROM player_bonuses WHERE player_id = ? AND status = 'active' AND expires_at <= ?`,
    [playerId, at],
  );
  for (const row of due) await endBonus(tx, num(row, 'id'), 'expired', at);
}

/** Whether any active bonus of the player is past its time (a read, so reads write only then). */
async function hasDueExpiry(q: Reader, playerId: number, at: string): Promise<boolean> {
  const row = await q.get(
    `SELECT 1 FROM player_bonuses WHERE player_id = ? AND status = 'active' AND expires_at <= ?`,
    [playerId, at],
  );
  return row !== undefined;
}

/** Applies due expiries before a read, writing only when one is due; answers whether it did. */
export async function applyBonusExpiries(db: Db, playerId: number, at: string): Promise<boolean> {
  if (!(await hasDueExpiry(db, playerId, at))) return false;
  await db.write((tx) => expireBonuses(tx, playerId, at));
  return true;
}

/** The player's active bonuses, and their money together. */
export async function activeBonuses(q: Reader, playerId: number) {
  const rows = await q.all(
    `SELECT * FROM player_bonuses WHERE player_id = ? AND status = 'active' ORDER BY id`,
    [playerId],
  );
  const bonuses = rows.map(toBonusRow);
  return { bonuses, totalCents: bonuses.reduce((sum, b) => sum + b.balanceCents, 0) };
}
