import { CALENDAR_COLUMNS, CALENDAR_ROWS } from '@playfront/core/date-range';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

/** The 42 days (6 rows by 7) shown for a month, starting on the locale's first weekday. */
export function monthDays(month: Dayjs, weekStart: 0 | 1): Dayjs[] {
  const first = month.startOf('month');
  const offset = (first.day() - weekStart + CALENDAR_COLUMNS) % CALENDAR_COLUMNS;
  const start = first.subtract(offset, 'day');
  return Array.from({ length: CALENDAR_ROWS * CALENDAR_COLUMNS }, (_, i) => start.add(i, 'day'));
}

/** Short weekday names in the locale, in display order. */
export function weekdayNames(locale: string, weekStart: 0 | 1): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  // 2023-01-01 was a Sunday.
  const sunday = dayjs('2023-01-01');
  return Array.from({ length: CALENDAR_COLUMNS }, (_, i) => {
    const day = sunday.add(i + weekStart, 'day').toDate();
    return { short: short.format(day), long: long.format(day) };
  });
}

/** "March 2025" in the locale. */
export const monthTitle = (month: Dayjs, locale: string): string =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(month.toDate());

/** "Saturday, March 1, 2025" in the locale: the accessible name of a day. */
export const dayName = (day: Dayjs, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full' }).format(day.toDate());
