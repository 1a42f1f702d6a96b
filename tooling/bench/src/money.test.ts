import { describe, expect, it } from 'vitest';
import { checkStatement, formatCents } from './money';

describe('checkStatement', () => {
  it('adds the lines up in cents, without floating-point drift', () => {
    const lines = [
      { amount: 0.1, balance: 0.1 },
      { amount: 0.2, balance: 0.3 },
      { amount: -0.3, balance: 0 },
    ];
    expect(checkStatement(lines, 0)).toEqual({
      lines: 3,
      sumCents: 0,
      balanceCents: 0,
      minBalanceCents: 0,
      addsUp: true,
    });
  });

  it('finds a statement that does not add up, and a negative balance', () => {
    const check = checkStatement(
      [
        { amount: 100, balance: 100 },
        { amount: -150, balance: -50 },
      ],
      100,
    );
    expect(check).toMatchObject({ addsUp: false, minBalanceCents: -5000, sumCents: -5000 });
  });
});

describe('formatCents', () => {
  it('writes cents as an amount', () => {
    expect(formatCents(123450)).toBe('1,234.50');
  });
});
