import { z } from 'zod/mini';
import {
  ageOn,
  DEFAULT_MINIMUM_AGE,
  exclusionKinds,
  exclusionPeriods,
  timeoutPeriods,
} from '../contract/safety-terms';
import { isValidEmail } from '../input/dialog-checks';

/** Validation message keys the form schemas report (keys of the `validation` message group). */
export const formMessages = [
  'required',
  'accountIdFormat',
  'passwordFormat',
  'phoneFormat',
  'emailInvalid',
  'fullNameFormat',
  'tacFormat',
  'passwordsDoNotMatch',
  'passwordUnchanged',
  'auth_referrerCodeFormat',
  'safety_birthDateInvalid',
  'safety_underMinimumAge',
  'safety_acceptTermsRequired',
  'safety_confirmAgeRequired',
  'safety_notRestrictedRequired',
] as const;
export type FormMessage = (typeof formMessages)[number];

/** Whether a schema issue message is one of the form message keys. */
export const isFormMessage = (message: unknown): message is FormMessage =>
  typeof message === 'string' && (formMessages as readonly string[]).includes(message);

/** Account id: 6-16 letters or digits, starting with a letter. */
export const ACCOUNT_ID_PATTERN = /^[A-Za-z][A-Za-z0-9]{5,15}$/;
/** Password: 8-20 characters without whitespace, at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)\S{8,20}$/;
/** Phone: 7-15 digits with an optional leading +. */
export const PHONE_PATTERN = /^\+?\d{7,15}$/;
/** Full name: starts with a letter; letters, marks, spaces, dots, apostrophes, hyphens; up to 100. */
export const FULL_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'-]{0,99}$/u;
/** One-time code: 6 digits. */
export const TAC_PATTERN = /^\d{6}$/;
/** Tracking codes (ch, cm, pp, affiliate, fbp, ...): URL-safe characters only. */
export const TRACKING_PATTERN = /^[\w.:@%+~-]*$/;
// Characters the backend refuses in an e-mail address on top of the basic shape.
const EMAIL_FORBIDDEN = /[\s;'"<>(),]/;

// A missing value reads as an empty one: "required".
const text = () => z.string({ error: 'required' });
const filled = () => z.minLength(1, 'required');
const required = text().check(z.trim(), filled());

/** A field that must match a pattern: empty says "required", anything else the format message. */
const patterned = (pattern: RegExp, message: FormMessage) =>
  text().check(filled(), z.regex(pattern, message));

export const accountIdField = patterned(ACCOUNT_ID_PATTERN, 'accountIdFormat');
export const passwordField = patterned(PASSWORD_PATTERN, 'passwordFormat');
export const phoneField = patterned(PHONE_PATTERN, 'phoneFormat');
export const tacField = patterned(TAC_PATTERN, 'tacFormat');
export const fullNameField = text().check(
  z.trim(),
  filled(),
  z.regex(FULL_NAME_PATTERN, 'fullNameFormat'),
);

/** Whether an address has the shape the site and the backend accept. */
export const isAcceptedEmail = (value: string): boolean =>
  isValidEmail(value) && !EMAIL_FORBIDDEN.test(value.trim());

export const emailField = text().check(
  z.trim(),
  filled(),
  z.refine(isAcceptedEmail, 'emailInvalid'),
);
/** An e-mail address that may be left empty. */
export const optionalEmailField = text().check(
  z.trim(),
  z.refine((v) => v === '' || isAcceptedEmail(v), 'emailInvalid'),
);

/** Password sign-in: both fields filled; the server judges the rest. */
export const loginSchema = z.object({ account_id: required, password: text().check(filled()) });
export type LoginValues = z.infer<typeof loginSchema>;

/** Asking for a login code. */
export const tacRequestSchema = z.object({ account_id: required });
export type TacRequestValues = z.infer<typeof tacRequestSchema>;

/** Entering a one-time code. */
export const tacSchema = z.object({ tac: tacField });
export type TacValues = z.infer<typeof tacSchema>;

/** Today's calendar date on the player's clock, as the UTC midnight `ageOn` reads. */
const localToday = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
};

/** A date of birth (YYYY-MM-DD, as a date input writes it) of someone at least `minimumAge`. */
export const birthDateField = (minimumAge = DEFAULT_MINIMUM_AGE) =>
  text().check(
    filled(),
    z.refine((v) => ageOn(v, localToday()) !== null, 'safety_birthDateInvalid'),
    z.refine((v) => (ageOn(v, localToday()) ?? 0) >= minimumAge, 'safety_underMinimumAge'),
  );

/** A box the player must tick. */
const ticked = (message: FormMessage) =>
  z.boolean({ error: message }).check(z.refine((v) => v, message));

/**
 * Registration: the signup call's fields the player types, the date of birth (at least the
 * operator's `minimumAge`), consent, and the regulator's declaration that the player is not a
 * restricted person.
 */
export const registerSchemaFor = (minimumAge: number) =>
  z.object({
    account_id: accountIdField,
    password: passwordField,
    contact_phone: phoneField,
    contact_email: optionalEmailField,
    referrer_code: text().check(
      z.trim(),
      z.maxLength(64, 'auth_referrerCodeFormat'),
      z.regex(TRACKING_PATTERN, 'auth_referrerCodeFormat'),
    ),
    birth_date: birthDateField(minimumAge),
    accept_terms: ticked('safety_acceptTermsRequired'),
    confirm_age: ticked('safety_confirmAgeRequired'),
    not_restricted: ticked('safety_notRestrictedRequired'),
  });
/** Registration with the default minimum age, 21. */
export const registerSchema = registerSchemaFor(DEFAULT_MINIMUM_AGE);
export type RegisterValues = z.infer<typeof registerSchema>;

/** Forgot password: account id and the phone on the account. */
export const forgotPasswordSchema = z.object({ account_id: required, contact_phone: phoneField });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/** Change password: current, new (form rules, different from current) and its confirmation. */
export const changePasswordSchema = z
  .object({
    password: text().check(filled()),
    new_password: passwordField,
    confirm_password: text().check(filled()),
  })
  .check(
    z.refine((v) => v.new_password === v.confirm_password, {
      message: 'passwordsDoNotMatch',
      path: ['confirm_password'],
    }),
    z.refine((v) => v.new_password !== v.password, {
      message: 'passwordUnchanged',
      path: ['new_password'],
    }),
  );
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Profile: full name and an optional e-mail address. */
export const profileSchema = z.object({
  full_name: fullNameField,
  contact_email: optionalEmailField,
});
export type ProfileValues = z.infer<typeof profileSchema>;

/** A time-out or self-exclusion: the kind, one of its periods and the password to confirm. */
export const breakSchema = z
  .object({
    kind: z.enum(exclusionKinds),
    period: z.enum([...timeoutPeriods, ...exclusionPeriods]),
    password: text().check(filled()),
  })
  .check(
    z.refine(
      (v) => (v.kind === 'timeout' ? timeoutPeriods : exclusionPeriods).some((p) => p === v.period),
      { message: 'required', path: ['period'] },
    ),
  );
export type BreakValues = z.infer<typeof breakSchema>;

/** Closing the account: the password confirms it. */
export const closeAccountSchema = z.object({ password: text().check(filled()) });
export type CloseAccountValues = z.infer<typeof closeAccountSchema>;

/** A tracking value as the backend accepts it, or '' when it is missing, too long or unsafe. */
export function trackingValue(value: string | null | undefined, max = 64): string {
  const text = (value ?? '').trim();
  return text.length <= max && TRACKING_PATTERN.test(text) ? text : '';
}
