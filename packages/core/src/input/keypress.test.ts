import { describe, expect, it } from 'vitest';
import { allowsAlphaKey, allowsDigitKey, filterText } from './keypress';

const code = (char: string) => char.codePointAt(0)!;

describe('alphabet-only keypress filter', () => {
  it('allows letters and space', () => {
    for (const char of ['a', 'Z', ' ', 'ñ', '张']) expect(allowsAlphaKey(code(char))).toBe(true);
  });

  it('refuses digits and symbols', () => {
    for (const char of ['1', '0', '@', '-', '.', '_'])
      expect(allowsAlphaKey(code(char))).toBe(false);
  });

  it('applies only to key codes above 31', () => {
    for (const control of [0, 8, 9, 13, 27, 31]) expect(allowsAlphaKey(control)).toBe(true);
    expect(allowsAlphaKey(33)).toBe(false);
  });
});

describe('digit-only keypress filter', () => {
  it('allows digits', () => {
    for (const char of '0123456789') expect(allowsDigitKey(code(char))).toBe(true);
  });

  it('refuses letters, space and symbols', () => {
    for (const char of ['a', ' ', '+', '.', '-']) expect(allowsDigitKey(code(char))).toBe(false);
  });

  it('applies only to key codes above 31', () => {
    for (const control of [0, 8, 9, 13, 31]) expect(allowsDigitKey(control)).toBe(true);
    expect(allowsDigitKey(32)).toBe(false);
  });
});

describe('filterText', () => {
  it('keeps only what the filter allows from pasted text', () => {
    expect(filterText('digits', '+63 912-345')).toBe('63912345');
    expect(filterText('alpha', 'Juan 2 dela Cruz!')).toBe('Juan  dela Cruz');
  });
});
