import { numberFormat } from './intl';

/** Most decimal places the number formatter keeps. */
export const MAX_DECIMALS = 3;

/** Writes a finite number as a plain decimal string, never in exponent form. */
function toPlainDecimal(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  // Exponent form only appears for very large or very small values; 20 places covers the latter.
  return Math.abs(value) < 1 ? value.toFixed(20) : BigInt(Math.round(value)).toString();
}

/**
 * Rounds a decimal string half up (away from zero) at the 4th decimal, on the digits themselves,
 * so binary floats such as 1.0005 (stored as 1.000499999...) still round to 1.001.
 */
export function roundDecimalString(text: string, decimals = MAX_DECIMALS): string {
  const negative = text.startsWith('-');
  const [intPart = '0', fracPart = ''] = text.replace(/^[-+]/, '').split('.');
  if (fracPart.length <= decimals) return text;
  const kept = intPart + fracPart.slice(0, decimals);
  const roundUp = Number(fracPart[decimals]) >= 5;
  let digits = roundUp ? (BigInt(kept) + 1n).toString() : kept;
  digits = digits.padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const frac = digits.slice(digits.length - decimals).replace(/0+$/, '');
  const result = frac ? `${whole}.${frac}` : whole;
  return negative && /[1-9]/.test(result) ? `-${result}` : result;
}

/**
 * The number formatter of every amount and count on screen.
 * - 0 (and anything that is not a finite number) gives '' so an empty balance shows nothing.
 * - Other values keep at most 3 decimals, rounded half away from zero at the 4th decimal as
 *   written in decimal (the trailing-5 case: 1.0005 -> '1.001', 2.0004 -> '2'), trailing zeros dropped.
 * - Digits are grouped per locale (default 'en'): 1234.5 -> '1,234.5'.
 * - A value that rounds to zero (0.0004) gives '0', since it is not exactly 0.
 */
export function formatNumber(value: number | string | null | undefined, locale = 'en'): string {
  const numeric = typeof value === 'string' ? Number(value.trim() || NaN) : value;
  if (numeric === null || numeric === undefined || !Number.isFinite(numeric) || numeric === 0) {
    return '';
  }
  const rounded = Number(roundDecimalString(toPlainDecimal(numeric)));
  return numberFormat(locale, { maximumFractionDigits: MAX_DECIMALS }).format(
    rounded === 0 ? 0 : rounded,
  );
}
