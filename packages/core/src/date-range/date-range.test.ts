import { describe, expect, it } from 'vitest';
import {
  checkDateRange,
  formatDateValue,
  isDateSelectable,
  parseDateValue,
  pushEndTimeUp,
  weekStartFor,
  yearPanel,
} from './date-range';

const d = (text: string) => parseDateValue(text)!;

describe('date formats', () => {
  it('reads and writes YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateValue(d('2024-02-29'))).toBe('2024-02-29');
    expect(formatDateValue(d('2024-02-29 23:05:09'), true)).toBe('2024-02-29 23:05:09');
  });

  it('refuses dates that do not exist or are malformed', () => {
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-1-01',
      '2024-01-01 24:00:00',
      'today',
      '',
    ]) {
      expect(parseDateValue(bad)).toBeNull();
    }
  });
});

describe('date-range checks', () => {
  it('needs two valid dates', () => {
    expect(checkDateRange(d('2024-01-01'), null)).toEqual({ ok: false, reason: 'invalid' });
    expect(checkDateRange(new Date('nope'), d('2024-01-01'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a start after the end', () => {
    expect(checkDateRange(d('2024-01-02'), d('2024-01-01'))).toEqual({
      ok: false,
      reason: 'order',
    });
    expect(checkDateRange(d('2024-01-01'), d('2024-01-01'))).toMatchObject({ ok: true });
  });

  it('refuses disabled dates', () => {
    const weekends = (date: Date) => date.getDay() === 0 || date.getDay() === 6;
    expect(checkDateRange(d('2024-01-06'), d('2024-01-08'), weekends)).toEqual({
      ok: false,
      reason: 'disabled',
    });
    expect(isDateSelectable(d('2024-01-06'), weekends)).toBe(false);
    expect(isDateSelectable(d('2024-01-08'), weekends)).toBe(true);
  });

  it('pushes an end time earlier than the start time up to the start', () => {
    const result = checkDateRange(d('2024-01-01 18:00:00'), d('2024-01-01 09:30:00'));
    expect(result.ok && formatDateValue(result.end, true)).toBe('2024-01-01 18:00:00');
    expect(
      formatDateValue(pushEndTimeUp(d('2024-01-01 10:00:00'), d('2024-01-01 11:00:00')), true),
    ).toBe('2024-01-01 11:00:00');
  });
});

describe('calendar settings', () => {
  it('shows a 10-year panel per decade', () => {
    expect(yearPanel(2024)).toEqual([2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029]);
  });

  it('starts weeks on Sunday for en and fil and on Monday for zh', () => {
    expect(weekStartFor('en')).toBe(0);
    expect(weekStartFor('fil')).toBe(0);
    expect(weekStartFor('zh')).toBe(1);
  });
});
