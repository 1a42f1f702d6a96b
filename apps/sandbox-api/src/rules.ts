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

/** A named check of one field. */
export interface FieldRule {
  field: string;
  value: string;
  rule: RegExp;
  /** What the value must look like, for `statusDetail`. */
  expect: string;
  /** Whether an empty value passes. Default false. */
  optional?: boolean;
}

/** Throws `invalidRequest` naming every field that breaks its rule. */
export function check(rules: readonly FieldRule[]): void {
  const broken = rules.filter((r) => !(r.optional && r.value === '') && !r.rule.test(r.value));
  if (broken.length)
    throw new ApiError('invalidRequest', broken.map((r) => `${r.field}: ${r.expect}`).join('; '));
}

/** The digits of a phone number, so `+63 917-123` and `63917123` compare equal. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');
