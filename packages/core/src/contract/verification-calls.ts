import { z } from 'zod/mini';
import { accountFields, answer, domainName } from './common';

// Calls this project defines for identity checks (KYC): the player's status and the documents
// sent, and the operator's rule of when money waits for an approved check.

/** The three documents a check needs: both sides of an ID and a selfie. */
export const verificationDocumentKinds = ['id_front', 'id_back', 'selfie'] as const;
export type VerificationDocumentKind = (typeof verificationDocumentKinds)[number];

/** Where a check stands: nothing sent yet, waiting for the reviewer, or decided. */
export const verificationStatuses = ['not_started', 'pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

/**
 * When the operator wants an approved check: before any deposit, before any withdrawal, before a
 * withdrawal above an amount, or never.
 */
export const verificationRules = [
  'none',
  'before_first_deposit',
  'before_withdrawal',
  'above_amount',
] as const;
export type VerificationRule = (typeof verificationRules)[number];

/** The file types a document may be, by what its bytes are. */
export const VERIFICATION_MEDIA_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** The largest document accepted, in bytes. */
export const VERIFICATION_MAX_BYTES = 5 * 1024 * 1024;
/** The upload path (multipart/form-data: `kind` then `file`); not a JSON call of the contract. */
export const VERIFICATION_UPLOAD_PATH = '/api/verification/upload';

/** A document of the current round as the player sees it (never its bytes or where it is kept). */
export const verificationDocument = z.object({
  kind: z.enum(verificationDocumentKinds),
  media_type: z.string(),
  size: z.int(),
  uploaded_at: z.string(),
});
export type VerificationDocument = z.infer<typeof verificationDocument>;

/** The player's check and the operator's rule. */
export const verificationState = z.object({
  status: z.enum(verificationStatuses),
  /** Why the reviewer refused the last documents; only when rejected. */
  reason: z.optional(z.string()),
  /** The documents of the round being sent or reviewed. */
  documents: z.array(verificationDocument),
  rule: z.enum(verificationRules),
  /** The amount a withdrawal may reach unchecked; only with `above_amount`. */
  amount: z.optional(z.number()),
});
export type VerificationState = z.infer<typeof verificationState>;

export const verificationStatusRequest = z.object({
  ...accountFields,
  domain_name: z.optional(domainName),
});
export const verificationStatusResponse = answer(verificationState);
/** What an upload answers: the check as it is after the document. */
export const verificationUploadResponse = verificationStatusResponse;
