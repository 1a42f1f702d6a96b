import { z } from 'zod/mini';
import { accountFields, answer, domainName } from './common';
import {
  verificationDocumentKinds,
  verificationRules,
  verificationStatuses,
} from './verification-terms';

// Calls this project defines for identity checks (KYC): the player's status and the documents
// sent. Their terms live apart, free of zod, so that a page which only reads the player's check
// (the account hub's summary) does not load the schema library.
export * from './verification-terms';

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
