import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats an amount in the currency with Intl', () => {
    expect(formatMoney(1234.5, 'PHP', 'en')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'PHP' }).format(1234.5),
    );
    expect(formatMoney(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
  });

  it('follows the locale', () => {
    expect(formatMoney(10, 'CNY', 'zh')).toBe(
      new Intl.NumberFormat('zh', { style: 'currency', currency: 'CNY' }).format(10),
    );
  });

  it('falls back to number and code for a currency Intl does not know', () => {
    expect(formatMoney(1500, 'NOT-A-CODE', 'en')).toBe('1,500 NOT-A-CODE');
  });
});
