// The terms of identity checks (KYC): the documents, where a check stands, the operator's rule of
// when money waits for an approved check, and what an upload may be. Plain values, free of zod.

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
