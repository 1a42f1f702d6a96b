/** A statement line as `/api/wallet/statement` answers it (amounts in the site currency). */
export interface StatementLine {
  amount: number;
  balance: number;
}

export interface StatementCheck {
  lines: number;
  /** The sum of every line's amount, in cents. */
  sumCents: number;
  balanceCents: number;
  /** The lowest balance any line left, in cents. */
  minBalanceCents: number;
  addsUp: boolean;
}

const cents = (amount: number) => Math.round(amount * 100);

/** Whether the statement adds up to the balance and never went below zero. */
export function checkStatement(lines: readonly StatementLine[], balance: number): StatementCheck {
  const sumCents = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  const minBalanceCents = lines.reduce((min, line) => Math.min(min, cents(line.balance)), Infinity);
  return {
    lines: lines.length,
    sumCents,
    balanceCents: cents(balance),
    minBalanceCents: lines.length ? minBalanceCents : cents(balance),
    addsUp: sumCents === cents(balance),
  };
}

/** `n` in the currency with two decimals: `1234.5` → `1,234.50`. */
export const formatCents = (n: number) =>
  (n / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
