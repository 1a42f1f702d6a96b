import { z } from 'zod/mini';

/** Every answer carries a status; 1 means success (section 8 of the spec). */
export const envelope = z.object({
  statusCode: z.int(),
  /** A translation key such as `sessionExpired`, or a sentence from the backend. */
  statusMessage: z.optional(z.string()),
  /** Technical detail, e.g. the error text of a failed call. */
  statusDetail: z.optional(z.string()),
  message: z.optional(z.string()),
});
export type Envelope = z.infer<typeof envelope>;

export const STATUS_OK = 1;

/** Language codes: three with texts, three declared without. */
export const languageCodes = ['EN', 'PHP', 'CN', 'MMK', 'MNT', 'IDR'] as const;
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

/** A game as the server sends it (`img_url`; the client stores it as `game_image`). */
export const serverGame = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  img_url: z.string(),
});
export type ServerGame = z.infer<typeof serverGame>;

/**
 * The 13 game categories (section 2 of the spec): category key (as in `provider_count`) ->
 * URL segment sent as `game_type` (hot's is empty) -> the site route that lists them.
 * Games carry the segment upper-cased as their `game_type` (`SLOTS`, `LIVECASINO`, ...).
 */
export const gameCategories = [
  { key: 'hot', segment: '', route: '/hot' },
  { key: 'slot_game', segment: 'slots', route: '/slots' },
  { key: 'casino', segment: 'livecasino', route: '/casino' },
  { key: 'hash_game', segment: 'hashgame', route: '/hash-game' },
  { key: 'sportsbook', segment: 'sportsbook', route: '/sports' },
  { key: 'fishing', segment: 'fish', route: '/fishing' },
  { key: 'poker', segment: 'table', route: '/poker' },
  { key: 'sabong', segment: 'sabong', route: '/sabong' },
  { key: 'lottery', segment: 'lottery', route: '/lottery' },
  { key: 'horse_racing', segment: 'horseracing', route: '/horse-racing' },
  { key: 'bingo', segment: 'bingo', route: '/bingo' },
  { key: 'arcade', segment: 'arcade', route: '/arcade' },
  { key: 'crash', segment: 'crash', route: '/crash' },
] as const;
export type GameCategory = (typeof gameCategories)[number];
export type GameCategoryKey = GameCategory['key'];
export type GameSegment = GameCategory['segment'];
export const gameSegments = gameCategories.map((c) => c.segment) as [GameSegment, ...GameSegment[]];
