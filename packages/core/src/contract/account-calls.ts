import { z } from 'zod/mini';
import { accountFields, answer, currency, envelope, languageCode } from './common';
import { historyExportKinds } from './constants';

// Calls this project defines for closing an account, net deposits and the history export.

/** Closes the account for good, confirmed with its password; the session ends with it. */
export const closeAccountRequest = z.object({
  ...accountFields,
  password: z.string().check(z.maxLength(128)),
});
export const closeAccountResponse = envelope;

/** Deposits credited minus withdrawals paid, over the account's life and this calendar month. */
export const netDeposits = z.object({
  currency,
  lifetime: z.number(),
  this_month: z.number(),
  /** When this month began in the operator's time zone (ISO-8601 UTC). */
  month_start: z.string(),
});
export type NetDeposits = z.infer<typeof netDeposits>;
export const netDepositsRequest = z.object(accountFields);
export const netDepositsResponse = answer(netDeposits);

/**
 * A history of a period as CSV text, its column names in `language`; the period is read as the
 * history screens read it.
 */
export const historyExportRequest = z.object({
  ...accountFields,
  kind: z.enum(historyExportKinds),
  language: languageCode,
  start_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  end_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
});
export const historyExportResponse = answer(
  z.object({
    file_name: z.string(),
    csv: z.string(),
    rows: z.int(),
  }),
);
