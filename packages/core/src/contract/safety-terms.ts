// The terms of account safety: the youngest age that may play, a player's age, and the kinds and
// periods of a break from play. Plain values, free of zod, for the forms that check them.

/** The youngest age the sandbox lets register, PAGCOR's; an operator may configure another. */
export const DEFAULT_MINIMUM_AGE = 21;

/**
 * The age in whole years on the calendar day `on` (its UTC date), or null when `birthDate`
 * (YYYY-MM-DD) is no real date, lies in the future or before 1900.
 */
export function ageOn(birthDate: string, on: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1) return null;
  if (year < 1900 || born.getTime() > on.getTime()) return null;
  const beforeBirthday =
    on.getUTCMonth() < month - 1 || (on.getUTCMonth() === month - 1 && on.getUTCDate() < day);
  return on.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** A break from play: a time-out is short, a self-exclusion long and partly irrevocable. */
export const exclusionKinds = ['timeout', 'exclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

/** The periods a time-out may last. */
export const timeoutPeriods = ['24h', '7d', '30d'] as const;
/** The periods a self-exclusion may last; the first 6 months of any cannot be lifted. */
export const exclusionPeriods = ['6m', '1y', '5y'] as const;
export type TimeoutPeriod = (typeof timeoutPeriods)[number];
export type ExclusionPeriod = (typeof exclusionPeriods)[number];
export type BreakPeriod = TimeoutPeriod | ExclusionPeriod;

/** The periods of a kind of break. */
export const breakPeriods = { timeout: timeoutPeriods, exclusion: exclusionPeriods } as const;
