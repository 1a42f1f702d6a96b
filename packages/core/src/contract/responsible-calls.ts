import { z } from 'zod/mini';
import { anyLimitKinds, anyLimitPeriods, MAX_SESSION_MINUTES } from '../responsible/kinds';
import { accountFields, answer, currency, siteFields } from './common';

// Calls this project defines for responsible-gaming limits (the spec shows none).

export { anyLimitKinds, anyLimitPeriods } from '../responsible/kinds';

/** A change that waits for its cooling-off: the value it sets (null = none) and when. */
export const pendingLimit = z.object({
  value: z.nullable(z.number()),
  effective_at: z.string(),
});
export type PendingLimit = z.infer<typeof pendingLimit>;

/**
 * One limit as it stands: deposit, loss (net of wins) and wager in the site currency per day,
 * week or month; session time in minutes per session (`period: 'session'`).
 */
export const playerLimit = z.object({
  kind: z.enum(anyLimitKinds),
  period: z.enum(anyLimitPeriods),
  /** The limit in force; null = no limit. */
  value: z.nullable(z.number()),
  /** A raise or removal waiting for its cooling-off; null when none waits. */
  pending: z.nullable(pendingLimit),
  /** Used in the current period (minutes of the current session for session time). */
  used: z.number(),
  /** When the period's usage starts again from zero; null for session time. */
  resets_at: z.nullable(z.string()),
});
export type PlayerLimit = z.infer<typeof playerLimit>;

/** Every limit of the player with the operator's rules. */
export const playerLimits = z.object({
  currency,
  /** The IANA time zone periods reset in. */
  time_zone: z.string(),
  /** Hours a raise or removal waits. */
  cooling_off_hours: z.number(),
  /** Percent of a limit from which the player is warned. */
  warning_percent: z.number(),
  limits: z.array(playerLimit),
  /**
   * Whether the player has ever asked to deposit; until then the deposit page shows the
   * responsible-gambling information and the offer of a deposit limit first. None shows nothing.
   */
  deposited: z.optional(z.boolean()),
});
export type PlayerLimits = z.infer<typeof playerLimits>;

export const limitsRequest = z.object({ ...siteFields, ...accountFields });
export const limitsResponse = answer(playerLimits);

const twoDecimals = z.refine<number>(
  (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
  'at most two decimals',
);

/**
 * Sets one limit: `amount` in the site currency (minutes for session time), null removes it.
 * Lowering applies at once; raising or removing waits for the cooling-off.
 */
export const setLimitRequest = z.object({
  ...siteFields,
  ...accountFields,
  kind: z.enum(anyLimitKinds),
  period: z.enum(anyLimitPeriods),
  amount: z.nullable(z.number().check(z.positive(), z.maximum(1_000_000_000), twoDecimals)),
});
export type SetLimitRequest = z.infer<typeof setLimitRequest>;

/** The play-time limit: whole minutes a day, all sessions of the day together. */
export const sessionMinutes = z.int().check(z.minimum(1), z.maximum(MAX_SESSION_MINUTES));
