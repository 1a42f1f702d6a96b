import { describe, expect, it } from 'vitest';
import { checkDialogInput, isValidEmail, isValidUrl } from './dialog-checks';

describe.each([
  {
    kind: 'email',
    isValid: isValidEmail,
    message: 'Invalid email address',
    good: ['player@example.com', ' a.b+c@mail.example.ph '],
    bad: ['', 'player', 'player@', '@example.com', 'a b@example.com', 'a@b', 'a@@b.com'],
  },
  {
    kind: 'url',
    isValid: isValidUrl,
    message: 'Invalid URL',
    good: ['https://example.com/promo?id=1', 'http://localhost:8080'],
    bad: ['', 'example.com', '/relative', 'javascript:alert(1)', 'ftp://x.org', 'https://'],
  },
] as const)('dialog $kind check', ({ kind, isValid, message, good, bad }) => {
  it.each(good)('accepts %j', (text) => {
    expect(isValid(text)).toBe(true);
    expect(checkDialogInput(kind, text)).toBeNull();
  });

  it.each(bad)(`refuses %j with "${message}"`, (text) => {
    expect(isValid(text)).toBe(false);
    expect(checkDialogInput(kind, text)).toBe(message);
  });
});
