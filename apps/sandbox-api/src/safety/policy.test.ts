import { describe, expect, it } from 'vitest';
import { breakEnd, irrevocableUntil } from './policy';

const at = (iso: string) => new Date(iso);

describe('breakEnd', () => {
  it('adds hours and days for a time-out', () => {
    const start = at('2026-03-10T08:30:00Z');
    expect(breakEnd(start, '24h').toISOString()).toBe('2026-03-11T08:30:00.000Z');
    expect(breakEnd(start, '7d').toISOString()).toBe('2026-03-17T08:30:00.000Z');
    expect(breakEnd(start, '30d').toISOString()).toBe('2026-04-09T08:30:00.000Z');
  });

  it('adds calendar months for a self-exclusion, ending short months on their last day', () => {
    expect(breakEnd(at('2026-08-31T10:00:00Z'), '6m').toISOString()).toBe(
      '2027-02-28T10:00:00.000Z',
    );
    expect(breakEnd(at('2027-08-31T10:00:00Z'), '6m').toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(breakEnd(at('2026-03-10T08:00:00Z'), '1y').toISOString()).toBe(
      '2027-03-10T08:00:00.000Z',
    );
    expect(breakEnd(at('2026-03-10T08:00:00Z'), '5y').toISOString()).toBe(
      '2031-03-10T08:00:00.000Z',
    );
  });
});

describe('irrevocableUntil', () => {
  it('holds a time-out to its end and a self-exclusion for its first 6 months', () => {
    const start = at('2026-03-10T08:00:00Z');
    const end = breakEnd(start, '5y');
    expect(irrevocableUntil('timeout', start, breakEnd(start, '7d'))).toEqual(
      breakEnd(start, '7d'),
    );
    expect(irrevocableUntil('exclusion', start, end).toISOString()).toBe(
      '2026-09-10T08:00:00.000Z',
    );
  });
});
