// Plain values shared with the contract; no date library here.

/** Money limits a player can set, each per period. */
export const limitKinds = ['deposit', 'loss', 'wager'] as const;
export type LimitKind = (typeof limitKinds)[number];
export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];
/** Every limit: the money kinds per period, plus the play-time limit (minutes a day). */
export const anyLimitKinds = [...limitKinds, 'session_time'] as const;
export const anyLimitPeriods = [...limitPeriods, 'session'] as const;
export type AnyLimitKind = (typeof anyLimitKinds)[number];
export type AnyLimitPeriod = (typeof anyLimitPeriods)[number];

/** Periods reset at midnight of the operator's time zone unless it says otherwise. */
export const DEFAULT_OPERATOR_TIME_ZONE = 'Asia/Manila';
/** Raising or removing a limit waits this long unless the operator says otherwise. */
export const DEFAULT_COOLING_OFF_HOURS = 24;
/** Share of a limit from which the player is warned. */
export const LIMIT_WARNING_RATIO = 0.8;
/** The longest play-time limit, in minutes (a day). */
export const MAX_SESSION_MINUTES = 24 * 60;
