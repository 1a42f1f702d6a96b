import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, check, EMAIL, FULL_NAME, PASSWORD, PHONE, phoneDigits } from './rules';

describe('form rules', () => {
  it('accepts account ids of 6-16 letters or digits starting with a letter', () => {
    for (const ok of ['demo01', 'A12345', 'abcdefghijklmnop'])
      expect(ACCOUNT_ID.test(ok), ok).toBe(true);
    for (const bad of ['demo1', '1demo01', 'demo_01', 'abcdefghijklmnopq'])
      expect(ACCOUNT_ID.test(bad), bad).toBe(false);
  });

  it('accepts passwords of 8-20 characters with a letter and a digit, without spaces', () => {
    for (const ok of ['demo1234', "it's9ok!", 'a1'.repeat(10)])
      expect(PASSWORD.test(ok), ok).toBe(true);
    for (const bad of ['letters', '12345678', 'demo 1234', 'a1'.repeat(11)])
      expect(PASSWORD.test(bad), bad).toBe(false);
  });

  it('accepts phones of 7-15 digits with an optional +, names and e-mail addresses', () => {
    expect(PHONE.test('+639171234567')).toBe(true);
    expect(PHONE.test('12-34')).toBe(false);
    expect(FULL_NAME.test("María O'Neil-Santos")).toBe(true);
    expect(FULL_NAME.test('王小明')).toBe(true);
    expect(FULL_NAME.test('x; DROP')).toBe(false);
    expect(EMAIL.test('a.b@example.co')).toBe(true);
    expect(EMAIL.test("a'@example.com")).toBe(false);
    expect(phoneDigits('+63 917-123')).toBe('63917123');
  });

  it('names every broken field in one invalidRequest', () => {
    expect(() =>
      check({
        a: ['x', { pattern: PHONE, expect: 'digits' }],
        b: ['', { pattern: EMAIL, expect: 'mail', optional: true }],
        c: ['bad', { pattern: EMAIL, expect: 'mail' }],
      }),
    ).toThrow(expect.objectContaining({ key: 'invalidRequest', detail: 'a: digits; c: mail' }));
  });
});
