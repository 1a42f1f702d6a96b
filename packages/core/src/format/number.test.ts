import { describe, expect, it } from 'vitest';
import { formatNumber, roundDecimalString } from './number';

describe('number formatter', () => {
  it('returns nothing for 0', () => {
    expect(formatNumber(0)).toBe('');
    expect(formatNumber(-0)).toBe('');
    expect(formatNumber('0')).toBe('');
    expect(formatNumber('0.00')).toBe('');
  });

  it('returns nothing for values that are not numbers', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber('')).toBe('');
  });

  it('keeps at most 3 decimals', () => {
    expect(formatNumber(1.23456)).toBe('1.235');
    expect(formatNumber(12.3)).toBe('12.3');
    expect(formatNumber(0.1234)).toBe('0.123');
  });

  it('drops trailing zeros and groups thousands', () => {
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber('1234567.100')).toBe('1,234,567.1');
  });

  it('rounds a trailing 5 at the 4th decimal up, as written in decimal', () => {
    // 1.0005 is stored as 1.000499999...; rounding the binary value would give 1.
    expect(formatNumber(1.0005)).toBe('1.001');
    expect(formatNumber(1.2345)).toBe('1.235');
    expect(formatNumber(0.0005)).toBe('0.001');
    expect(formatNumber(9.9995)).toBe('10');
  });

  it('rounds below a trailing 5 down', () => {
    expect(formatNumber(2.0004)).toBe('2');
    expect(formatNumber(1.23449)).toBe('1.234');
  });

  it('rounds negative values half away from zero', () => {
    expect(formatNumber(-1.0005)).toBe('-1.001');
    expect(formatNumber(-1500.25)).toBe('-1,500.25');
  });

  it('shows 0 for a non-zero value that rounds to zero', () => {
    expect(formatNumber(0.0004)).toBe('0');
    expect(formatNumber(-0.0004)).toBe('0');
  });

  it('groups digits per locale', () => {
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });

  it('handles exponent forms of tiny numbers', () => {
    expect(formatNumber(1e-7)).toBe('0');
    expect(roundDecimalString('0.00000010000000000000')).toBe('0');
  });
});
