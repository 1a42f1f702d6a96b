import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  crossedWarning,
  exceeds,
  isTimeZone,
  limitAt,
  periodEnd,
  periodStart,
  usageLevel,
  usageRatio,
} from './limits';

const MANILA = 'Asia/Manila';
const iso = (d: Date) => d.toISOString();

describe('periods in the operator time zone', () => {
  it('starts the day at midnight Manila time, which is 16:00 UTC the day before', () => {
    const at = new Date('2026-11-24T15:59:59Z'); // 23:59:59 in Manila
    expect(iso(periodStart('daily', at, MANILA))).toBe('2026-11-23T16:00:00.000Z');
    expect(iso(periodEnd('daily', at, MANILA))).toBe('2026-11-24T16:00:00.000Z');
  });

  it('moves to the next day one second later, across the UTC date', () => {
    const at = new Date('2026-11-24T16:00:00Z'); // 00:00 on the 25th in Manila
    expect(iso(periodStart('daily', at, MANILA))).toBe('2026-11-24T16:00:00.000Z');
    expect(iso(periodEnd('daily', at, MANILA))).toBe('2026-11-25T16:00:00.000Z');
  });

  it('starts weeks on Monday and months on the first, in the zone', () => {
    // Sunday 29 Nov 2026, 20:00 UTC = Monday 30 Nov, 04:00 in Manila.
    const at = new Date('2026-11-29T20:00:00Z');
    expect(iso(periodStart('weekly', at, MANILA))).toBe('2026-11-29T16:00:00.000Z');
    expect(iso(periodStart('weekly', at, 'UTC'))).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(periodStart('monthly', new Date('2026-11-30T17:00:00Z'), MANILA))).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    expect(iso(periodEnd('monthly', new Date('2026-11-10T00:00:00Z'), MANILA))).toBe(
      '2026-11-30T16:00:00.000Z',
    );
  });

  it('keeps a day 23 hours long when the clocks go forward', () => {
    // Europe/London springs forward on 29 March 2026.
    const at = new Date('2026-03-29T12:00:00Z');
    const start = periodStart('daily', at, 'Europe/London');
    const end = periodEnd('daily', at, 'Europe/London');
    expect(iso(start)).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(end)).toBe('2026-03-29T23:00:00.000Z');
  });

  it('always holds the moment between the start and the end of its period', () => {
    const zones = [MANILA, 'UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.constantFrom('daily', 'weekly', 'monthly' as const),
        fc.constantFrom(...zones),
        (at, period, zone) => {
          const start = periodStart(period, at, zone);
          const end = periodEnd(period, at, zone);
          expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(end.getTime()).toBeGreaterThan(at.getTime());
          // The next period starts where this one ends.
          expect(periodStart(period, end, zone).getTime()).toBe(end.getTime());
        },
      ),
    );
  });

  it('knows a time zone from a typo', () => {
    expect(isTimeZone(MANILA)).toBe(true);
    expect(isTimeZone('Asia/Manilla')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('usage against a limit', () => {
  it('warns from 80 % and is reached at 100 %', () => {
    expect(usageLevel(799, 1000)).toBe('ok');
    expect(usageLevel(800, 1000)).toBe('warning');
    expect(usageLevel(1000, 1000)).toBe('reached');
    expect(usageLevel(5000, null)).toBe('ok');
    expect(usageRatio(250, 1000)).toBe(0.25);
    expect(usageRatio(2000, 1000)).toBe(1);
    expect(usageRatio(0, 0)).toBe(1);
  });

  it('refuses only what would go over the limit', () => {
    expect(exceeds(500, 500, 1000)).toBe(false);
    expect(exceeds(500, 501, 1000)).toBe(true);
    expect(exceeds(1e9, 1, null)).toBe(false);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.nat(), (used, amount, limit) => {
        expect(exceeds(used, amount, limit)).toBe(used + amount > limit);
      }),
    );
  });

  it('notices the movement that crosses the warning line, once', () => {
    expect(crossedWarning(850, 100, 1000)).toBe(true);
    expect(crossedWarning(950, 100, 1000)).toBe(false);
    expect(crossedWarning(700, 100, 1000)).toBe(false);
    expect(crossedWarning(900, 100, null)).toBe(false);
  });
});

describe('cooling-off', () => {
  const now = new Date('2026-11-24T03:00:00Z');
  const none = { value: null, pending: null };

  it('applies a first limit and a lower one at once', () => {
    const first = changeLimit(none, 1000, now);
    expect(first).toEqual({ value: 1000, pending: null });
    expect(changeLimit(first, 500, now)).toEqual({ value: 500, pending: null });
  });

  it('makes raising and removing wait 24 hours while the old value holds', () => {
    const raised = changeLimit({ value: 1000, pending: null }, 2000, now);
    expect(raised.value).toBe(1000);
    expect(raised.pending?.value).toBe(2000);
    expect(iso(raised.pending!.effectiveAt)).toBe('2026-11-25T03:00:00.000Z');
    const removed = changeLimit({ value: 1000, pending: null }, null, now, 48);
    expect(removed).toEqual({
      value: 1000,
      pending: { value: null, effectiveAt: new Date('2026-11-26T03:00:00Z') },
    });
  });

  it('puts the waiting value in force once its time comes', () => {
    const raised = changeLimit({ value: 1000, pending: null }, 2000, now);
    expect(limitAt(raised, new Date('2026-11-25T02:59:59Z')).value).toBe(1000);
    expect(limitAt(raised, new Date('2026-11-25T03:00:00Z'))).toEqual({
      value: 2000,
      pending: null,
    });
  });

  it('drops a waiting raise when the player lowers the limit again', () => {
    const raised = changeLimit({ value: 1000, pending: null }, 2000, now);
    expect(changeLimit(raised, 800, now)).toEqual({ value: 800, pending: null });
  });

  it('never lets the limit in force rise before the cooling-off has passed', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat(100_000), { nil: null }),
        fc.option(fc.nat(100_000), { nil: null }),
        fc.integer({ min: 0, max: 47 }),
        (from, to, hoursLater) => {
          const changed = changeLimit({ value: from, pending: null }, to, now);
          const later = limitAt(changed, new Date(now.getTime() + hoursLater * 3_600_000)).value;
          const tighter = from !== null && (later === null || later > from);
          if (hoursLater < 24) expect(tighter).toBe(false);
          else expect(later).toBe(to);
        },
      ),
    );
  });
});
