/**
 * How a currency's amounts compare with the peso's, roughly: every amount the sandbox sets in
 * pesos (payment and stake limits, the slot's stakes, bonus offers) is this many times as large in
 * that currency, so each operator's numbers make sense in its own money.
 */
const perPeso: Readonly<Record<string, number>> = { PHP: 1, CN: 0.2, MMK: 40, MNT: 60, IDR: 300 };

/** An amount set in peso cents, in cents of `currency` (a currency not listed counts as pesos). */
export const inCurrency = (pesoCents: number, currency: string): number =>
  Math.round(pesoCents * (perPeso[currency] ?? 1));
