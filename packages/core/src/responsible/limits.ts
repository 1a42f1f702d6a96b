import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

import type { LimitPeriod } from './kinds';
import { DEFAULT_COOLING_OFF_HOURS } from './kinds';

dayjs.extend(utc);
dayjs.extend(timezone);

export * from './kinds';
export * from './usage';

const unitOf = { daily: 'day', weekly: 'week', monthly: 'month' } as const;

/** Whether `zone` is an IANA time zone the runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
}

/**
 * When the period holding `at` began: midnight of the day, of Monday (weeks start Monday) or of
 * the first of the month, in `timeZone`.
 */
export function periodStart(period: LimitPeriod, at: Date, timeZone: string): Date {
  const local = dayjs(at).tz(timeZone);
  const start =
    period === 'weekly'
      ? local.startOf('day').subtract((local.day() + 6) % 7, 'day')
      : local.startOf(unitOf[period]);
  // startOf keeps the offset of `at`; re-reading the local wall time fixes a DST change between.
  return dayjs.tz(start.format('YYYY-MM-DDTHH:mm:ss'), timeZone).toDate();
}

/** When the period holding `at` ends and the next begins (its usage starts again from zero). */
export function periodEnd(period: LimitPeriod, at: Date, timeZone: string): Date {
  const start = dayjs(periodStart(period, at, timeZone)).tz(timeZone);
  const next = start.add(1, unitOf[period]);
  return dayjs.tz(next.format('YYYY-MM-DDTHH:mm:ss'), timeZone).toDate();
}

/** A stored limit: its value now (null = none) and a loosening that waits, if any. */
export interface StoredLimit {
  value: number | null;
  pending: { value: number | null; effectiveAt: Date } | null;
}

/** The limit as it stands at `now`: a waiting change whose time has come is in force. */
export function limitAt(limit: StoredLimit, now: Date): StoredLimit {
  if (limit.pending && limit.pending.effectiveAt.getTime() <= now.getTime())
    return { value: limit.pending.value, pending: null };
  return limit;
}

/** Whether going from `current` to `requested` makes the limit looser (higher or none). */
export function loosens(current: number | null, requested: number | null): boolean {
  if (current === null) return false;
  return requested === null || requested > current;
}

/**
 * Applies a player's change: tightening (a new, lower or equal limit) applies at once and drops
 * any waiting loosening; raising or removing waits `coolingOffHours` from `now`, while the
 * current value stays in force.
 */
export function changeLimit(
  stored: StoredLimit,
  requested: number | null,
  now: Date,
  coolingOffHours: number = DEFAULT_COOLING_OFF_HOURS,
): StoredLimit {
  const current = limitAt(stored, now);
  if (!loosens(current.value, requested)) return { value: requested, pending: null };
  return {
    value: current.value,
    pending: {
      value: requested,
      effectiveAt: new Date(now.getTime() + coolingOffHours * 3_600_000),
    },
  };
}
