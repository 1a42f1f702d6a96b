import { z } from 'zod/mini';
import { accountFields, accountId, answer, siteFields } from './common';

// Calls this project defines for two-step sign-in (authenticator codes, RFC 6238).

/** A 6-digit authenticator code or a backup code (`xxxx-xxxx`). */
export const secondFactorCode = z.string().check(z.maxLength(16));

/** Backup codes an enrolment hands out, each good once. */
export const BACKUP_CODE_COUNT = 10;

/** Minutes a step-up (the code asked again) lets a withdrawal or a payout-account change through. */
export const STEP_UP_MINUTES = 5;

/** Whether two-step sign-in is on, and how many backup codes are left. */
export const twoStepStatus = z.object({
  enabled: z.boolean(),
  backup_codes_left: z.int(),
  /**
   * Whether a withdrawal or payout-account change of this session asks the code now: two-step
   * sign-in is on and the session has passed no code within the last STEP_UP_MINUTES.
   */
  step_up_needed: z.boolean(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatus>;
export const twoStepStatusRequest = z.object(accountFields);
export const twoStepStatusResponse = answer(twoStepStatus);

/** A new secret waiting for its first code: as text, as an otpauth:// link and as a QR code. */
export const twoStepEnrolment = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The QR code of `otpauth_url`, an SVG `data:` URL drawn by the backend. */
  qr_code: z.string(),
});
export type TwoStepEnrolment = z.infer<typeof twoStepEnrolment>;
export const twoStepEnrolRequest = z.object(accountFields);
export const twoStepEnrolResponse = answer(twoStepEnrolment);

/** Confirms the new secret with a code from the app; the answer's backup codes are shown once. */
export const twoStepConfirmRequest = z.object({ ...accountFields, code: secondFactorCode });
export const twoStepConfirmResponse = answer(z.object({ backup_codes: z.array(z.string()) }));

/** Turns two-step sign-in off with a code (or a backup code). */
export const twoStepDisableRequest = z.object({ ...accountFields, code: secondFactorCode });
export const twoStepDisableResponse = answer(twoStepStatus);

/** Asks the code again before a withdrawal or a payout-account change. */
export const twoStepStepUpRequest = z.object({ ...accountFields, code: secondFactorCode });
export const twoStepStepUpResponse = answer(z.object({ until: z.string() }));

/** The second step of a sign-in: the challenge the password step answered and a code. */
export const loginSecondStepRequest = z.object({
  account_id: accountId,
  challenge: z.string().check(z.maxLength(128)),
  code: secondFactorCode,
  ...siteFields,
});
