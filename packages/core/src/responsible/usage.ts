import { LIMIT_WARNING_RATIO } from './kinds';

/** How close usage is to a limit: under 80 %, from 80 %, or all used. */
export type UsageLevel = 'ok' | 'warning' | 'reached';

/** The level of `used` against `limit`; no limit is always `ok`. */
export function usageLevel(used: number, limit: number | null): UsageLevel {
  if (limit === null) return 'ok';
  if (used >= limit) return 'reached';
  return used >= limit * LIMIT_WARNING_RATIO ? 'warning' : 'ok';
}

/** Share of the limit used, 0 to 1 (capped), for a usage bar; 0 without a limit. */
export function usageRatio(used: number, limit: number | null): number {
  if (limit === null) return 0;
  if (limit <= 0) return 1;
  return Math.min(1, Math.max(0, used / limit));
}

/** Whether adding `amount` to `used` would go over `limit`. */
export function exceeds(used: number, amount: number, limit: number | null): boolean {
  return limit !== null && used + amount > limit;
}

/** Whether usage crossed the warning line with the last movement of `amount`. */
export function crossedWarning(usedAfter: number, amount: number, limit: number | null): boolean {
  if (limit === null || amount <= 0) return false;
  const line = limit * LIMIT_WARNING_RATIO;
  return usedAfter >= line && usedAfter - amount < line;
}
