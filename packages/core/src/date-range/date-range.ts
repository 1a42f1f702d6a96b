/** Date format of the picker. */
export const DATE_FORMAT = 'YYYY-MM-DD';
/** Date-and-time format of the picker. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The calendar grid: 6 rows of 7 days. */
export const CALENDAR_ROWS = 6;
export const CALENDAR_COLUMNS = 7;
/** Years shown in the year panel. */
export const YEAR_PANEL_SIZE = 10;

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** Parses 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' in local time; null unless it is a real date. */
export function parseDateValue(text: string): Date | null {
  const match = PATTERN.exec(text.trim());
  if (!match) return null;
  const [y, mo, d, h = 0, mi = 0, s = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const date = new Date(y!, mo! - 1, d, h, mi, s);
  const same =
    date.getFullYear() === y &&
    date.getMonth() === mo! - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi &&
    date.getSeconds() === s;
  return same ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Writes a date as 'YYYY-MM-DD', or 'YYYY-MM-DD HH:mm:ss' with `withTime`. */
export function formatDateValue(date: Date, withTime = false): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

const dayNumber = (date: Date) =>
  date.getFullYear() * 10000 + date.getMonth() * 100 + date.getDate();

/** Whether two dates fall on the same calendar day. */
export const isSameDay = (a: Date, b: Date): boolean => dayNumber(a) === dayNumber(b);

/** An end time earlier than the start time is pushed up to the start. */
export function pushEndTimeUp(start: Date, end: Date): Date {
  return end.getTime() < start.getTime() ? new Date(start.getTime()) : end;
}

/** A predicate that refuses some dates (e.g. future days). */
export type DisabledDate = (date: Date) => boolean;

export type DateRangeResult =
  { ok: true; start: Date; end: Date } | { ok: false; reason: 'invalid' | 'order' | 'disabled' };

/**
 * The range rules: two valid dates, start not after end (by day), no disabled date.
 * On the same day an end time earlier than the start time is pushed up to the start time.
 */
export function checkDateRange(
  start: Date | null | undefined,
  end: Date | null | undefined,
  isDisabled?: DisabledDate,
): DateRangeResult {
  if (!isValidDate(start) || !isValidDate(end)) return { ok: false, reason: 'invalid' };
  if (isDisabled && (isDisabled(start) || isDisabled(end)))
    return { ok: false, reason: 'disabled' };
  if (dayNumber(start) > dayNumber(end)) return { ok: false, reason: 'order' };
  return { ok: true, start, end: pushEndTimeUp(start, end) };
}

/** A single date is accepted when it is valid and not disabled. */
export function isDateSelectable(
  date: Date | null | undefined,
  isDisabled?: DisabledDate,
): boolean {
  return isValidDate(date) && !isDisabled?.(date);
}

/** The 10 years of the panel holding `year`: its decade, e.g. 2024 -> 2020..2029. */
export function yearPanel(year: number): number[] {
  const first = Math.floor(year / YEAR_PANEL_SIZE) * YEAR_PANEL_SIZE;
  return Array.from({ length: YEAR_PANEL_SIZE }, (_, i) => first + i);
}

/** First day of the week for a date locale: Monday (1) for zh, Sunday (0) for en and fil. */
export function weekStartFor(locale: string): 0 | 1 {
  return locale.toLowerCase().startsWith('zh') ? 1 : 0;
}
