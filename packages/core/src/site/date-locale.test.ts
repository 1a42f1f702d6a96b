import { describe, expect, it } from 'vitest';
import { dateLocale, messageDateLocale } from './date-locale';

describe('dateLocale', () => {
  it('follows the currency table: CN Chinese, PHP, MMK, MNT and IDR English', () => {
    expect(['EN', 'CN', 'PHP', 'MMK', 'MNT', 'IDR', 'php', 'XYZ'].map(dateLocale)).toEqual([
      'en',
      'zh',
      'en',
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
  });
});

describe('messageDateLocale', () => {
  it('writes Chinese pages in Chinese whatever the currency', () => {
    expect(messageDateLocale('CN', 'PHP')).toBe('zh');
    expect(messageDateLocale('CN', undefined)).toBe('zh');
  });

  it('writes other pages by the site currency', () => {
    expect(messageDateLocale('PHP', 'PHP')).toBe('en');
    expect(messageDateLocale('EN', 'MMK')).toBe('en');
    expect(messageDateLocale('EN', 'CN')).toBe('zh');
  });

  it('falls back to the page language without a currency', () => {
    expect(messageDateLocale('PHP', null)).toBe('en');
    expect(messageDateLocale('EN', '')).toBe('en');
  });
});
