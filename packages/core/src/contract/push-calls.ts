import { z } from 'zod/mini';
import { accountFields, answer, answerList, domainName, languageCode } from './common';
import { pushKinds } from './constants';

// Calls this project defines for web push: the server's public key, and a player's
// subscriptions with the kinds of message each asked for (the spec shows none).

/** Longest push-service endpoint accepted; real ones are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1024;

/** The browser's subscription as `PushSubscription.toJSON()` gives it, plus the kinds chosen. */
export const pushSubscription = z.object({
  endpoint: z.string().check(z.minLength(1), z.maxLength(PUSH_ENDPOINT_MAX)),
  keys: z.object({
    /** The browser's P-256 public key, base64url (65 bytes uncompressed). */
    p256dh: z.string().check(z.minLength(80), z.maxLength(100)),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().check(z.minLength(16), z.maxLength(32)),
  }),
  kinds: z.array(z.enum(pushKinds)).check(z.maxLength(pushKinds.length)),
});
export type PushSubscriptionRecord = z.infer<typeof pushSubscription>;

/** The key a browser subscribes with (base64url); '' when the backend sends no push. */
export const pushKeyRequest = z.object({ domain_name: domainName });
export const pushKeyResponse = answer(z.object({ public_key: z.string() }));

/**
 * Saves this browser's subscription for the signed-in player, or changes its kinds; messages are
 * written in `language`. An endpoint already saved moves to this player (one browser, one owner).
 */
export const pushSaveRequest = z.object({
  ...accountFields,
  domain_name: z.optional(domainName),
  language: languageCode,
  subscription: pushSubscription,
});
/** A saved subscription as the list answers it: its endpoint and kinds, never its keys. */
export const pushSaved = z.object({
  endpoint: z.string(),
  kinds: z.array(z.enum(pushKinds)),
});
export type PushSaved = z.infer<typeof pushSaved>;
export const pushSaveResponse = answer(pushSaved);

export const pushListRequest = z.object({ ...accountFields, domain_name: z.optional(domainName) });
export const pushListResponse = answerList(pushSaved);

export const pushRemoveRequest = z.object({
  ...accountFields,
  domain_name: z.optional(domainName),
  endpoint: z.string().check(z.maxLength(PUSH_ENDPOINT_MAX)),
});
export const pushRemoveResponse = answer(z.object({ removed: z.int() }));
