import { ApiError } from './errors';

/** Account id: 6-16 letters or digits, starting with a letter. */
export const ACCOUNT_ID = /^[A-Za-z][A-Za-z0-9]{5,15}$/;
/** Password: 8-20 characters without spaces, at least one letter and one digit. */
export const PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;
/** Phone: 7-15 digits with an optional leading +. */
export const PHONE = /^\+?\d{7,15}$/;
/** E-mail: one @, a dot in the domain, no spaces, quotes or statement separators. */
export const EMAIL = /^[^\s@;'"<>(),]+@[^\s@;'"<>(),]+\.[^\s@;'"<>(),]+$/;
/** Full name: letters (any script), marks, spaces, dots, apostrophes and hyphens. */
export const FULL_NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,99}$/u;
/** Tracking codes (referrer, channel, campaign, fbp, appsflyer id...): URL-safe characters. */
export const TRACKING = /^[\w.:@%+~-]*$/;
/** One-time code: digits only. */
export const TAC = /^\d{4,8}$/;
/** Page names, provider and game codes: letters, digits, `_`, `-` and `.`. */
export const CODE = /^[\w.-]*$/;

/** What a field must look like: its pattern and the words `statusDetail` uses for it. */
export interface Rule {
  pattern: RegExp;
  expect: string;
  /** Whether an empty value passes. Default false. */
  optional?: boolean;
}

/** The rules of the fields that several calls check. */
export const RULES = {
  accountId: { pattern: ACCOUNT_ID, expect: '6-16 letters or digits starting with a letter' },
  password: {
    pattern: PASSWORD,
    expect: '8-20 characters without spaces, with a letter and a digit',
  },
  phone: { pattern: PHONE, expect: '7-15 digits, optional leading +' },
  email: { pattern: EMAIL, expect: 'an e-mail address', optional: true },
  fullName: { pattern: FULL_NAME, expect: '1-100 letters, spaces, dots, apostrophes or hyphens' },
  tracking: { pattern: TRACKING, expect: 'letters, digits and . _ - : @ % + ~ only' },
  tac: { pattern: TAC, expect: 'the digits of the one-time code' },
} satisfies Record<string, Rule>;

/** A page name, provider or game code, described for the field it is. */
export const code = (expect: string): Rule => ({ pattern: CODE, expect });

/** Throws `invalidRequest` naming every field (in the order given) that breaks its rule. */
export function check(fields: Record<string, readonly [value: string, rule: Rule]>): void {
  const broken = Object.entries(fields).filter(
    ([, [value, rule]]) => !(rule.optional && value === '') && !rule.pattern.test(value),
  );
  if (broken.length)
    throw new ApiError(
      'invalidRequest',
      broken.map(([field, [, rule]]) => `${field}: ${rule.expect}`).join('; '),
    );
}

/** The digits of a phone number, so `+63 917-123` and `63917123` compare equal. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');
