import { priceHundredths } from '../contract/prices';
import type { OddsFormat } from './odds-formats';

export { isOddsFormat, oddsFormats } from './odds-formats';
export type { OddsFormat } from './odds-formats';

/** A fractional price: profit `numerator` per `denominator` staked, reduced. */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/** The largest denominator a fractional price uses (1.01 reads 1/100). */
export const MAX_FRACTION_DENOMINATOR = 100;

/** Whether a number is a decimal price: finite and above 1. */
export const isDecimalOdds = (decimal: number): boolean => Number.isFinite(decimal) && decimal > 1;

/** Throws unless `decimal` is a decimal price. */
export function assertDecimal(decimal: number): void {
  if (!isDecimalOdds(decimal)) throw new RangeError(`Decimal odds must be above 1: ${decimal}`);
}

/** Rounds to two decimals, half away from zero. */
const round2 = (value: number): number =>
  Math.sign(value) * (Math.round(Math.abs(value) * 100) / 100);

/**
 * Rounds an Asian price: two decimals, but two significant digits below 0.1, so a long price's
 * negative Malay figure (-0.0050 at 201.00) never reads as zero.
 */
function roundAsian(value: number): number {
  if (Math.abs(value) >= 0.1) return round2(value);
  return Number(value.toPrecision(2));
}

/** Profit per 1 staked, from the price as quoted (two decimals), so every format agrees. */
const profitOf = (decimal: number): number => {
  assertDecimal(decimal);
  return Math.max(priceHundredths(decimal) - 100, 1) / 100;
};

/** Hong Kong odds: the profit per 1 staked (decimal - 1). */
export const toHongKong = (decimal: number): number => round2(profitOf(decimal));

/** Malay odds: the profit up to evens (0 < m <= 1); beyond, minus the stake to win 1 (-1 < m < 0). */
export function toMalay(decimal: number): number {
  const profit = profitOf(decimal);
  return profit <= 1 ? round2(profit) : roundAsian(-1 / profit);
}

/** Indonesian odds: the profit from evens up (i >= 1); below, minus the stake to win 1 (i < -1). */
export function toIndonesian(decimal: number): number {
  const profit = profitOf(decimal);
  return profit >= 1 ? round2(profit) : round2(-1 / profit);
}

/** American odds: the profit on 100 from evens up (+100 at 2.00); below, minus the stake to win 100. */
export function toAmerican(decimal: number): number {
  const profit = profitOf(decimal);
  return profit >= 1 ? Math.round(profit * 100) : -Math.round(100 / profit);
}

/**
 * Fractional odds: the simplest reduced fraction (denominator at most MAX_FRACTION_DENOMINATOR)
 * within half a hundredth of the profit, so 1.91 reads 10/11 and 1.33 reads 1/3; found by
 * continued fractions.
 */
export function toFractional(decimal: number): Fraction {
  const profit = profitOf(decimal);
  const tolerance = 0.005 + 1e-9;
  // Convergents h/k of the continued fraction of the profit.
  let [h0, h1] = [0, 1];
  let [k0, k1] = [1, 0];
  let rest = profit;
  let best: Fraction = { numerator: Math.round(profit), denominator: 1 };
  for (let step = 0; step < 32; step += 1) {
    const whole = Math.floor(rest);
    const [h, k] = [whole * h1 + h0, whole * k1 + k0];
    if (k > MAX_FRACTION_DENOMINATOR) break;
    best = { numerator: h, denominator: k };
    if (Math.abs(h / k - profit) <= tolerance) break;
    [h0, h1, k0, k1] = [h1, h, k1, k];
    const fraction = rest - whole;
    if (fraction < 1e-12) break;
    rest = 1 / fraction;
  }
  if (best.numerator === 0) return { numerator: 1, denominator: MAX_FRACTION_DENOMINATOR };
  return best;
}

/** Decimal odds from an American price (the inverse of toAmerican, before rounding). */
export function fromAmerican(american: number): number {
  if (!Number.isFinite(american) || Math.abs(american) < 100)
    throw new RangeError(`American odds are +100 or more, or -100 or less: ${american}`);
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

/** Decimal odds from a Malay or Indonesian price (both read the same for their sign). */
export function fromAsian(value: number): number {
  if (!Number.isFinite(value) || value === 0) throw new RangeError(`Not an Asian price: ${value}`);
  return value > 0 ? 1 + value : 1 + 1 / -value;
}

/** A price in a format as a number (fractional as numerator / denominator). */
export function convertOdds(decimal: number, format: OddsFormat): number {
  switch (format) {
    case 'decimal':
      assertDecimal(decimal);
      return round2(decimal);
    case 'hongkong':
      return toHongKong(decimal);
    case 'malay':
      return toMalay(decimal);
    case 'indonesian':
      return toIndonesian(decimal);
    case 'american':
      return toAmerican(decimal);
    case 'fractional': {
      const { numerator, denominator } = toFractional(decimal);
      return numerator / denominator;
    }
  }
}

/** Two decimals, or the significant digits roundAsian kept for a small figure. */
function fixed(value: number): string {
  const hundredths = value * 100;
  if (Math.abs(hundredths - Math.round(hundredths)) < 1e-9) return value.toFixed(2);
  return value.toPrecision(2);
}

/**
 * A price as a player reads it in a format: `2.50`, `1.50` (Hong Kong), `-0.67` (Malay),
 * `-2.00` (Indonesian), `+150` / `-200` (American), `3/2` (fractional). Digits only, so it reads
 * the same in every language.
 */
export function formatOdds(decimal: number, format: OddsFormat): string {
  switch (format) {
    case 'american': {
      const american = toAmerican(decimal);
      return american > 0 ? `+${american}` : String(american);
    }
    case 'fractional': {
      const { numerator, denominator } = toFractional(decimal);
      return `${numerator}/${denominator}`;
    }
    default:
      return fixed(convertOdds(decimal, format));
  }
}
