import { z } from 'zod/mini';
import { accountFields, answer, answerList, envelope } from './common';
import { exclusionKinds, exclusionPeriods, timeoutPeriods } from './safety-terms';

// Calls this project defines for account safety: time-out and self-exclusion, the reality check
// and the login history (the spec shows none).

/** A player's break from play as the backend holds it; times are ISO-8601 UTC. */
export const exclusion = z.object({
  kind: z.enum(exclusionKinds),
  period: z.enum([...timeoutPeriods, ...exclusionPeriods]),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Before this time the break cannot be lifted early (the whole time-out; 6 months of an exclusion). */
  irrevocable_until: z.string(),
});
export type Exclusion = z.infer<typeof exclusion>;

/** The reality check: minutes between reminders (0: off) and the operator's choices. */
export const realityCheckSetting = z.object({
  interval_minutes: z.int(),
  options: z.array(z.int()),
});
export type RealityCheckSetting = z.infer<typeof realityCheckSetting>;

export const safetyStatusRequest = z.object(accountFields);
export const safetyStatusResponse = z.extend(envelope, {
  value: z.optional(
    z.object({
      /** The operator's minimum age for play. */
      minimum_age: z.int(),
      reality_check: realityCheckSetting,
    }),
  ),
});

/**
 * Starts a time-out or a self-exclusion, confirmed with the password. It ends every session of
 * the account at once; sign-ins are refused until `ends_at`. The period must be one of the kind's.
 */
export const excludeRequest = z.object({
  ...accountFields,
  kind: z.enum(exclusionKinds),
  period: z.enum([...timeoutPeriods, ...exclusionPeriods]),
  password: z.string().check(z.maxLength(128)),
});
export const excludeResponse = answer(exclusion);

/** Sets the minutes between reality checks: 0 or one of the operator's options. */
export const realityCheckRequest = z.object({
  ...accountFields,
  interval_minutes: z.int().check(z.minimum(0), z.maximum(24 * 60)),
});
export const realityCheckResponse = answer(realityCheckSetting);

/** The current session as the reality check shows it. */
export const playSession = z.object({
  /** When this session signed in (ISO-8601 UTC). */
  started_at: z.string(),
  /** Milliseconds since then by the backend's clock, so a wrong device clock does not matter. */
  elapsed_ms: z.number(),
  /** Milliseconds between reality checks; 0 when off. */
  interval_ms: z.number(),
  /** Wins minus stakes since the session started, in the site currency. */
  net: z.number(),
  currency: z.string(),
});
export type PlaySession = z.infer<typeof playSession>;
export const playSessionRequest = z.object(accountFields);
export const playSessionResponse = answer(playSession);

/** One sign-in of the account. */
export const loginRecord = z.object({
  /** ISO-8601 UTC. */
  at: z.string(),
  /** Browser and system read from the user agent, e.g. `Chrome on Android`. */
  device: z.string(),
  /** The address the backend saw. */
  ip: z.string(),
  /** The session of this sign-in is still open. */
  active: z.boolean(),
  /** This sign-in is the caller's own session. */
  current: z.boolean(),
});
export type LoginRecord = z.infer<typeof loginRecord>;
export const loginHistoryRequest = z.object(accountFields);
export const loginHistoryResponse = answerList(loginRecord);

/** Ends every session of the account but the caller's. */
export const logoutOthersRequest = z.object(accountFields);
export const logoutOthersResponse = z.extend(envelope, {
  value: z.optional(z.object({ ended: z.int() })),
});
