import { z } from 'zod/mini';
import { languageCodes } from './constants';

export * from './constants';

/** Every answer carries a status: `STATUS_OK` or a failure. */
export const envelope = z.object({
  statusCode: z.int(),
  /** A translation key such as `sessionExpired`, or a sentence from the backend. */
  statusMessage: z.optional(z.string()),
  /** Technical detail, e.g. the error text of a failed call. */
  statusDetail: z.optional(z.string()),
  message: z.optional(z.string()),
  /** Values the translated message names, e.g. a limit and when it resets. */
  statusParams: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type Envelope = z.infer<typeof envelope>;

/** An answer whose `value` is one record. */
export const answer = <T extends z.core.SomeType>(value: T) =>
  z.extend(envelope, { value: z.optional(value) });
/** An answer whose `value` is a list. */
export const answerList = <T extends z.core.SomeType>(item: T) => answer(z.array(item));
/** One page of a history: its records and how many there are over all pages. */
export const answerPage = <T extends z.core.SomeType>(item: T) =>
  z.extend(envelope, { value: z.optional(z.array(item)), total: z.optional(z.int()) });

export const languageCode = z.enum(languageCodes);
export type LanguageCode = z.infer<typeof languageCode>;

/** Currencies the sandbox operators use; a real backend may send others. */
export const currency = z.string().check(z.minLength(1), z.maxLength(8));

const text = (max = 200) => z.string().check(z.maxLength(max));
export const domainName = text(253);
export const externalId = text(64);
export const accountId = text(64);
export const authToken = text(256);

/** Fields of calls that carry the site. */
export const siteFields = { domain_name: domainName, external_id: externalId };
/** Fields of calls for the account's own data. */
export const accountFields = { account_id: accountId, auth: authToken };

/** A random key the client makes once per form submission: a retry with it acts once. */
export const idempotencyKey = z.string().check(z.regex(/^[\w-]{8,64}$/));

/** A game as the server sends it (`img_url`; the client stores it as `game_image`). */
export const serverGame = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
  /** Its Chinese title, shown on Chinese pages (defined by this project); English otherwise. */
  game_name_cn: z.optional(z.string()),
});
export type ServerGame = z.infer<typeof serverGame>;
