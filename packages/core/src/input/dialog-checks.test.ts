import { describe, expect, it } from 'vitest';
import { checkDialogInput, isValidEmail, isValidUrl } from './dialog-checks';

describe('dialog email check', () => {
  it('accepts an address with a domain', () => {
    expect(isValidEmail('player@example.com')).toBe(true);
    expect(isValidEmail(' a.b+c@mail.example.ph ')).toBe(true);
  });

  it('refuses malformed addresses with "Invalid email address"', () => {
    for (const bad of [
      '',
      'player',
      'player@',
      '@example.com',
      'a b@example.com',
      'a@b',
      'a@@b.com',
    ]) {
      expect(isValidEmail(bad)).toBe(false);
      expect(checkDialogInput('email', bad)).toBe('Invalid email address');
    }
    expect(checkDialogInput('email', 'player@example.com')).toBeNull();
  });
});

describe('dialog URL check', () => {
  it('accepts absolute http and https URLs', () => {
    expect(isValidUrl('https://example.com/promo?id=1')).toBe(true);
    expect(isValidUrl('http://localhost:8080')).toBe(true);
  });

  it('refuses other text with "Invalid URL"', () => {
    for (const bad of [
      '',
      'example.com',
      '/relative',
      'javascript:alert(1)',
      'ftp://x.org',
      'https://',
    ]) {
      expect(isValidUrl(bad)).toBe(false);
      expect(checkDialogInput('url', bad)).toBe('Invalid URL');
    }
    expect(checkDialogInput('url', 'https://example.com')).toBeNull();
  });
});
