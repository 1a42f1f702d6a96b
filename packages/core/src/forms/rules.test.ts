import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  isFormMessage,
  loginSchema,
  profileSchema,
  breakSchema,
  closeAccountSchema,
  registerSchema,
  tacSchema,
  trackingValue,
} from './rules';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const valid = {
  account_id: 'player01',
  password: 'secret123',
  contact_phone: '+639171234567',
  contact_email: '',
  referrer_code: '',
  birth_date: '1990-05-17',
  accept_terms: true,
  confirm_age: true,
  not_restricted: true,
};

/** The date of birth of someone `years` old today, plus `days`, on the local calendar. */
const bornYearsAgo = (years: number, days = 0) => {
  const d = new Date();
  const born = new Date(Date.UTC(d.getFullYear() - years, d.getMonth(), d.getDate() + days));
  return born.toISOString().slice(0, 10);
};

describe('registerSchema', () => {
  it('accepts the form rules and an empty e-mail and referrer', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('accepts a player on the 21st birthday', () => {
    const on21st = { ...valid, birth_date: bornYearsAgo(21) };
    expect(registerSchema.safeParse(on21st).success).toBe(true);
  });

  it.each([
    ['account id shorter than 6', { account_id: 'ab123' }, 'accountIdFormat'],
    ['account id longer than 16', { account_id: 'a'.repeat(17) }, 'accountIdFormat'],
    ['account id starting with a digit', { account_id: '1player' }, 'accountIdFormat'],
    ['account id with a symbol', { account_id: 'player_01' }, 'accountIdFormat'],
    ['empty account id', { account_id: '' }, 'required'],
    ['password without a digit', { password: 'secretpass' }, 'passwordFormat'],
    ['password without a letter', { password: '12345678' }, 'passwordFormat'],
    ['password with a space', { password: 'secret 123' }, 'passwordFormat'],
    ['password of 21', { password: 'a1'.repeat(10) + 'x' }, 'passwordFormat'],
    ['phone of 6 digits', { contact_phone: '123456' }, 'phoneFormat'],
    ['phone with a dash', { contact_phone: '0917-1234567' }, 'phoneFormat'],
    ['phone of 16 digits', { contact_phone: '1'.repeat(16) }, 'phoneFormat'],
    ['bad e-mail', { contact_email: 'player@' }, 'emailInvalid'],
    ['e-mail with a quote', { contact_email: "o'neil@example.com" }, 'emailInvalid'],
    ['referrer with a space', { referrer_code: 'a b' }, 'auth_referrerCodeFormat'],
    ['no date of birth', { birth_date: '' }, 'required'],
    ['a date that does not exist', { birth_date: '1990-02-30' }, 'safety_birthDateInvalid'],
    ['a date in the future', { birth_date: bornYearsAgo(0, 1) }, 'safety_birthDateInvalid'],
    ['a player one day short of 21', { birth_date: bornYearsAgo(21, 1) }, 'safety_underMinimumAge'],
    ['terms not accepted', { accept_terms: false }, 'safety_acceptTermsRequired'],
    ['age not confirmed', { confirm_age: false }, 'safety_confirmAgeRequired'],
    ['no restricted-person declaration', { not_restricted: false }, 'safety_notRestrictedRequired'],
    ['a declaration left out', { not_restricted: undefined }, 'safety_notRestrictedRequired'],
  ])('refuses %s', (_name, change, message) => {
    expect(firstMessage(registerSchema.safeParse({ ...valid, ...change }))).toBe(message);
  });

  it('accepts the boundaries', () => {
    const edges = {
      ...valid,
      account_id: 'a'.repeat(16),
      password: 'a1'.repeat(10),
      contact_phone: '1234567',
      contact_email: 'p@example.com',
    };
    expect(registerSchema.safeParse(edges).success).toBe(true);
  });
});

describe('the other forms', () => {
  it('login only needs both fields', () => {
    expect(loginSchema.safeParse({ account_id: 'demo01', password: 'x' }).success).toBe(true);
    expect(firstMessage(loginSchema.safeParse({ account_id: ' ', password: 'x' }))).toBe(
      'required',
    );
  });

  it('a one-time code is 6 digits', () => {
    expect(tacSchema.safeParse({ tac: '123456' }).success).toBe(true);
    expect(firstMessage(tacSchema.safeParse({ tac: '12345' }))).toBe('tacFormat');
    expect(firstMessage(tacSchema.safeParse({ tac: '12345a' }))).toBe('tacFormat');
  });

  it('forgot password needs a phone of the form rules', () => {
    const ok = { account_id: 'demo01', contact_phone: '+639171234567' };
    expect(forgotPasswordSchema.safeParse(ok).success).toBe(true);
    const bad = { ...ok, contact_phone: '12' };
    expect(firstMessage(forgotPasswordSchema.safeParse(bad))).toBe('phoneFormat');
  });

  it('change password needs a matching, different new password', () => {
    const base = { password: 'demo1234', new_password: 'newpass99', confirm_password: 'newpass99' };
    expect(changePasswordSchema.safeParse(base).success).toBe(true);
    const mismatch = changePasswordSchema.safeParse({ ...base, confirm_password: 'newpass98' });
    expect(mismatch.error?.issues[0]).toMatchObject({
      message: 'passwordsDoNotMatch',
      path: ['confirm_password'],
    });
    const same = { password: 'demo1234', new_password: 'demo1234', confirm_password: 'demo1234' };
    expect(firstMessage(changePasswordSchema.safeParse(same))).toBe('passwordUnchanged');
  });

  it('profile takes names with dots, apostrophes and hyphens, and other scripts', () => {
    for (const full_name of ["Ana-Marie O'Neil Jr.", '王小明', 'José Rizal'])
      expect(profileSchema.safeParse({ full_name, contact_email: '' }).success).toBe(true);
    expect(firstMessage(profileSchema.safeParse({ full_name: 'R2D2', contact_email: '' }))).toBe(
      'fullNameFormat',
    );
    expect(
      firstMessage(profileSchema.safeParse({ full_name: 'a'.repeat(101), contact_email: '' })),
    ).toBe('fullNameFormat');
  });

  it('every message is a known key', () => {
    const result = registerSchema.safeParse({});
    for (const issue of result.error?.issues ?? []) expect(isFormMessage(issue.message)).toBe(true);
  });
});

describe('trackingValue', () => {
  it('keeps URL-safe codes and drops anything else', () => {
    expect(trackingValue('fb.1.1596403881668.1116446470', 256)).toBe(
      'fb.1.1596403881668.1116446470',
    );
    expect(trackingValue('summer_2025')).toBe('summer_2025');
    expect(trackingValue('<script>')).toBe('');
    expect(trackingValue('a'.repeat(65))).toBe('');
    expect(trackingValue(null)).toBe('');
  });
});

describe('breakSchema', () => {
  it('accepts a period of the chosen kind with the password', () => {
    const ok = { kind: 'exclusion', period: '6m', password: 'secret123' };
    expect(breakSchema.safeParse(ok).success).toBe(true);
  });

  it('refuses a period of the other kind and an empty password', () => {
    const mixed = breakSchema.safeParse({ kind: 'timeout', period: '5y', password: 'x' });
    expect(mixed.error?.issues[0]).toMatchObject({ message: 'required', path: ['period'] });
    const empty = { kind: 'timeout', period: '24h', password: '' };
    expect(firstMessage(breakSchema.safeParse(empty))).toBe('required');
  });
});

describe('closeAccountSchema', () => {
  it('asks for the password', () => {
    expect(closeAccountSchema.safeParse({ password: 'secret123' }).success).toBe(true);
    expect(firstMessage(closeAccountSchema.safeParse({ password: '' }))).toBe('required');
  });
});
