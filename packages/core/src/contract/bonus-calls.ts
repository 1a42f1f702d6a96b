import { z } from 'zod/mini';
import { accountFields, currency, envelope, idempotencyKey, siteFields } from './common';

// Calls this project defines for bonuses a player claims and follows (the spec shows none).

/** What a bonus is for: casino games or sports bets, never both. */
export const bonusProducts = ['casino', 'sports'] as const;
export type BonusProduct = (typeof bonusProducts)[number];

/** How a bonus is claimed: with the first deposit, with a later deposit and a code, or a code alone. */
export const bonusKinds = ['first_deposit', 'reload', 'no_deposit'] as const;
export type BonusKind = (typeof bonusKinds)[number];

/** The wagering multiple no offer may go over unless the operator sets another cap (UK 2026). */
export const DEFAULT_WAGERING_CAP = 10;

/** A promo code as typed: its letters and digits decide, the backend ignores case. */
export const bonusCode = z.string().check(z.maxLength(32));

/** What counts towards a bonus's wagering, per game category (or `sportsbook`). */
export const contribution = z.object({
  /** A game category key (`slot_game`, `casino`, ...) or `sportsbook`. */
  category: z.string(),
  /** Percent of a stake that counts, 0 to 100. */
  percent: z.number().check(z.minimum(0), z.maximum(100)),
  /** Sports: the lowest decimal odds of a bet (a parlay's combined odds) that count. */
  min_odds: z.optional(z.number()),
});

/** An offer of the operator, in the site currency. */
export const bonusOffer = z.object({
  offer_id: z.int(),
  kind: z.enum(bonusKinds),
  product: z.enum(bonusProducts),
  title: z.string(),
  /** The promo code that claims it; null for an offer picked at the deposit step. */
  code: z.nullable(z.string()),
  /** Percent of the deposit it adds; 0 for a bonus without a deposit. */
  match_percent: z.number(),
  /** The most it gives; a bonus without a deposit gives exactly this. */
  max_bonus: z.number(),
  /** The smallest deposit it comes with; 0 for a bonus without a deposit. */
  min_deposit: z.number(),
  /** Wagering required: this multiple of the bonus. */
  wagering_multiplier: z.number(),
  /** Days a claimed bonus has to be wagered, from when it is credited. */
  valid_days: z.int(),
  /** The largest stake while the bonus is being wagered. */
  max_stake: z.number(),
  contributions: z.array(contribution),
  /** `YYYY-MM-DD HH:mm:ss` UTC after which it can no longer be claimed; null when open-ended. */
  ends_at: z.nullable(z.string()),
  /** For a signed-in player: null when they may claim it now, else the error key of why not. */
  refusal: z.optional(z.nullable(z.string())),
});
export type BonusOffer = z.infer<typeof bonusOffer>;

/**
 * `pending` waits for its deposit; `active` is being wagered; it ends `converted` (turned into
 * cash), `spent` (nothing left of it), `forfeited`, `expired`, or `cancelled` (its deposit failed).
 */
export const bonusStatuses = [
  'pending',
  'active',
  'converted',
  'spent',
  'forfeited',
  'expired',
  'cancelled',
] as const;
export type BonusStatus = (typeof bonusStatuses)[number];

/** A bonus the player claimed, with its progress; amounts in the site currency. */
export const playerBonus = z.object({
  bonus_id: z.int(),
  offer_id: z.int(),
  title: z.string(),
  kind: z.enum(bonusKinds),
  product: z.enum(bonusProducts),
  status: z.enum(bonusStatuses),
  /** What was credited (or will be, with its deposit). */
  amount: z.number(),
  /** Bonus money of it left to play with. */
  balance: z.number(),
  /** Stakes counted so far at their contribution. */
  wagered: z.number(),
  /** What must be counted before it turns into cash. */
  required: z.number(),
  max_stake: z.number(),
  contributions: z.array(contribution),
  /** `YYYY-MM-DD HH:mm:ss` UTC when it expires; null while it waits for its deposit. */
  expires_at: z.nullable(z.string()),
  created_at: z.string(),
  /** When it converted, was spent, forfeited, expired or cancelled; null while it runs. */
  ended_at: z.nullable(z.string()),
});
export type PlayerBonus = z.infer<typeof playerBonus>;

/** The operator's open offers; account_id and auth are empty for guests. */
export const bonusOffersRequest = z.object({ ...siteFields, ...accountFields });
export const bonusOffersResponse = z.extend(envelope, {
  currency: z.optional(currency),
  value: z.optional(z.array(bonusOffer)),
});

/** The player's bonuses: waiting and active ones, then those that ended in the last 30 days. */
export const myBonusesRequest = z.object(accountFields);
export const myBonusesResponse = z.extend(envelope, {
  value: z.optional(z.array(playerBonus)),
  /** Cash, what may be withdrawn. */
  game_balance: z.optional(z.number()),
  /** Every active bonus's balance together. */
  bonus_balance: z.optional(z.number()),
});
export type MyBonusesResponse = z.infer<typeof myBonusesResponse>;

/**
 * Claims an offer by its promo code or its id: a bonus without a deposit is credited at once; a
 * deposit offer answers `bonusDepositRequired` (it is claimed at the deposit step).
 */
export const claimBonusRequest = z.object({
  ...siteFields,
  ...accountFields,
  code: z.optional(bonusCode),
  offer_id: z.optional(z.int().check(z.positive())),
  idempotency_key: z.optional(idempotencyKey),
});
/** Gives up an active bonus: its balance is removed, nothing else changes. */
export const forfeitBonusRequest = z.object({
  ...accountFields,
  bonus_id: z.int().check(z.positive()),
});
export const bonusChangeResponse = z.extend(envelope, {
  value: z.optional(playerBonus),
  game_balance: z.optional(z.number()),
  bonus_balance: z.optional(z.number()),
});
