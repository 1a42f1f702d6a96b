import { describe, expect, it } from 'vitest';
import { numberFormat } from './intl';

describe('numberFormat', () => {
  it('gives the same formatter for the same locale and options, another for others', () => {
    const php = numberFormat('en', { style: 'currency', currency: 'PHP' });
    expect(numberFormat('en', { style: 'currency', currency: 'PHP' })).toBe(php);
    expect(numberFormat('en', { style: 'currency', currency: 'USD' })).not.toBe(php);
    expect(numberFormat('zh-CN', { style: 'currency', currency: 'PHP' })).not.toBe(php);
    expect(php.format(1234.5)).toBe('₱1,234.50');
  });

  it('throws for a currency Intl does not know, every time', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow();
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT A CODE' })).toThrow();
  });
});
