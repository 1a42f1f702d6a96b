import { numberFormat } from './intl';

/**
 * Formats an amount in a currency with Intl, e.g. formatMoney(1234.5, 'PHP', 'en') -> '₱1,234.50'.
 * An unknown currency code falls back to the grouped number followed by the code.
 */
export function formatMoney(amount: number, currency: string, locale = 'en'): string {
  const value = Number.isFinite(amount) ? amount : 0;
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(value);
  } catch {
    const number = numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
    return currency ? `${number} ${currency}` : number;
  }
}
