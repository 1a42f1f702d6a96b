import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OddsFormat } from './odds';
import { oddsMove, parlayOdds, potentialReturn } from './slip-odds';
import {
  convertOdds,
  formatOdds,
  fromAmerican,
  fromAsian,
  isOddsFormat,
  oddsFormats,
  toAmerican,
  toFractional,
  toHongKong,
  toIndonesian,
  toMalay,
} from './odds';

/** Decimal prices as quoted: 1.01 to 1001.00 in hundredths. */
const price = fc.integer({ min: 101, max: 100_100 }).map((h) => h / 100);

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

const row = (decimal: number) =>
  Object.fromEntries(oddsFormats.map((f) => [f, formatOdds(decimal, f)])) as Record<
    OddsFormat,
    string
  >;

describe('odds formats', () => {
  // A price in every format, in the order of `columns`.
  const columns = ['decimal', 'hongkong', 'malay', 'indonesian', 'american', 'fractional'] as const;
  it.each([
    ['evens, the same in every format', 2, ['2.00', '1.00', '1.00', '1.00', '+100', '1/1']],
    ['a favourite below 2.00', 1.5, ['1.50', '0.50', '0.50', '-2.00', '-200', '1/2']],
    ['an outsider above 2.00', 2.5, ['2.50', '1.50', '-0.67', '1.50', '+150', '3/2']],
    ['the shortest price', 1.01, ['1.01', '0.01', '0.01', '-100.00', '-10000', '1/100']],
    ['very long odds', 1001, ['1001.00', '1000.00', '-0.0010', '1000.00', '+100000', '1000/1']],
  ] as const)('reads %s (%d)', (_name, decimal, texts) => {
    const read = row(decimal);
    expect(columns.map((format) => read[format])).toEqual(texts);
    expect(Object.keys(read)).toHaveLength(columns.length);
  });

  it('reads favourites and outsiders between the steps', () => {
    expect(row(1.91)).toMatchObject({ malay: '0.91', american: '-110', fractional: '10/11' });
    expect(row(1.33)).toMatchObject({ indonesian: '-3.03', american: '-303', fractional: '1/3' });
    expect(row(4.33)).toMatchObject({ fractional: '10/3', american: '+333' });
  });

  it('reads very long odds without a Malay figure of zero', () => {
    expect(formatOdds(201, 'malay')).toBe('-0.0050');
    expect(formatOdds(11, 'malay')).toBe('-0.10');
    expect(formatOdds(21, 'malay')).toBe('-0.05');
    expect(formatOdds(31, 'malay')).toBe('-0.033');
  });

  it('rounds to the quoted hundredth first, half away from zero', () => {
    expect(formatOdds(1.995, 'decimal')).toBe('2.00');
    expect(formatOdds(2.345, 'hongkong')).toBe('1.35');
    expect(toMalay(2.5)).toBe(-0.67);
    expect(toIndonesian(1.3)).toBe(-3.33);
    expect(toAmerican(1.3)).toBe(-333);
  });

  it('refuses prices that are not above 1', () => {
    for (const bad of [1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => formatOdds(bad, 'decimal')).toThrow(RangeError);
      expect(() => toFractional(bad)).toThrow(RangeError);
    }
    expect(() => fromAmerican(50)).toThrow(RangeError);
    expect(() => fromAsian(0)).toThrow(RangeError);
  });

  it('knows its format names', () => {
    expect(isOddsFormat('malay')).toBe(true);
    expect(isOddsFormat('MALAY')).toBe(false);
    expect(isOddsFormat(undefined)).toBe(false);
  });
});

describe('odds format properties', () => {
  it('Hong Kong is decimal - 1', () => {
    fc.assert(
      fc.property(price, (d) => {
        expect(toHongKong(d)).toBeCloseTo(d - 1, 9);
      }),
    );
  });

  it('Malay is positive up to evens and in (-1, 0) beyond', () => {
    fc.assert(
      fc.property(price, (d) => {
        const m = toMalay(d);
        if (d <= 2) expect(m).toBeCloseTo(d - 1, 9);
        else {
          expect(m).toBeLessThan(0);
          expect(m).toBeGreaterThan(-1);
          // Two decimals (two significant digits below 0.1) keep the price within 6 %.
          expect(Math.abs(fromAsian(m) - d) / (d - 1)).toBeLessThanOrEqual(0.06);
        }
      }),
    );
  });

  it('Indonesian is at least 1 from evens and at most -1 below', () => {
    fc.assert(
      fc.property(price, (d) => {
        const i = toIndonesian(d);
        if (d >= 2) expect(i).toBeCloseTo(d - 1, 9);
        else {
          expect(i).toBeLessThanOrEqual(-1);
          expect(Math.abs(fromAsian(i) - d)).toBeLessThanOrEqual(0.0051);
        }
      }),
    );
  });

  it('American goes back to the decimal price within rounding', () => {
    fc.assert(
      fc.property(price, (d) => {
        const a = toAmerican(d);
        expect(Math.abs(a)).toBeGreaterThanOrEqual(100);
        expect(Math.abs(fromAmerican(a) - d)).toBeLessThanOrEqual(0.005);
      }),
    );
  });

  it('fractional is reduced, capped and within half a hundredth of the profit when it can be', () => {
    fc.assert(
      fc.property(price, (d) => {
        const { numerator, denominator } = toFractional(d);
        expect(numerator).toBeGreaterThan(0);
        expect(denominator).toBeGreaterThan(0);
        expect(denominator).toBeLessThanOrEqual(100);
        expect(gcd(numerator, denominator)).toBe(1);
        // Hundredths always have an exact fraction over 100, so the best one is this close.
        expect(Math.abs(numerator / denominator - (d - 1))).toBeLessThanOrEqual(0.0051);
      }),
    );
  });

  it('orders prices the same way in every format', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        fc.pre(a < b);
        for (const f of ['decimal', 'hongkong', 'american', 'fractional'] as const)
          expect(convertOdds(a, f)).toBeLessThanOrEqual(convertOdds(b, f));
      }),
    );
  });
});

describe('parlays and returns', () => {
  it('multiplies the legs for the combined odds', () => {
    expect(parlayOdds([1.5, 2])).toBe(3);
    expect(parlayOdds([1.91, 1.91, 1.91])).toBeCloseTo(6.967871, 6);
    expect(() => parlayOdds([])).toThrow(RangeError);
  });

  it('returns stake times odds, rounded down to the cent', () => {
    expect(potentialReturn(10, [2.5])).toBe(25);
    expect(potentialReturn(10, [1.91, 1.91, 1.91])).toBe(69.67);
    expect(potentialReturn(0.01, [1.5])).toBe(0.01);
    expect(potentialReturn(0, [2])).toBe(0);
  });

  it('never returns less than the stake nor more than stake times odds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_00 }),
        fc.array(price, { minLength: 1, maxLength: 3 }),
        (cents, legs) => {
          const stake = cents / 100;
          const back = potentialReturn(stake, legs);
          expect(back).toBeGreaterThanOrEqual(stake);
          const exact = stake * parlayOdds(legs);
          expect(Number.isInteger(Math.round(back * 100))).toBe(true);
          expect(back).toBeLessThanOrEqual(exact * (1 + 1e-12));
          expect(exact - back).toBeLessThan(0.01 + exact * 1e-12);
        },
      ),
    );
  });

  it('tells a price that moved up, down or stayed', () => {
    expect(oddsMove(1.9, 2.05)).toBe('up');
    expect(oddsMove(1.9, 1.85)).toBe('down');
    expect(oddsMove(1.9, 1.9000000001)).toBe('same');
  });
});
