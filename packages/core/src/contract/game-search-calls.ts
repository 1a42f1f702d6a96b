import { z } from 'zod/mini';
import { GAMES_MAX_PROVIDERS, GAMES_MAX_QUERY, SEARCH_TEXT } from '../games/filters';
import { envelope, gameSegments, serverGame, siteFields } from './common';
import { provider } from './calls';

export { GAMES_MAX_PAGE_SIZE, GAMES_PAGE_SIZE, gameSorts } from '../games/filters';
export type { GameSort } from '../games/filters';

/**
 * One page of the operator's games (defined by this project): found by name (game or provider,
 * any of the three languages), narrowed to a category and some providers, ordered by `sort`.
 * Page and sort are checked by the server, so a bad one is refused with its own message.
 */
export const searchGamesRequest = z.object({
  ...siteFields,
  /** Text to find (letters, digits, spaces, `' . & : ! , + -`); empty lists the category. */
  query: z.string().check(z.maxLength(GAMES_MAX_QUERY), z.regex(SEARCH_TEXT)),
  /** A category's URL segment (`slots`); empty searches every category. */
  category: z.enum(gameSegments),
  /** Provider codes; empty means every provider. */
  providers: z.array(z.string().check(z.maxLength(32))).check(z.maxLength(GAMES_MAX_PROVIDERS)),
  /** `popular`, `new` or `az`. */
  sort: z.string().check(z.maxLength(16)),
  /** From 1. */
  page: z.int(),
  /** 1-100; pages of the product have 24. */
  page_size: z.int(),
});

/** A found game: the server's game, with its Chinese title when it has one. */
export const foundGame = serverGame;
export type FoundGame = z.infer<typeof foundGame>;

export const searchGamesResponse = z.extend(envelope, {
  value: z.optional(z.array(foundGame)),
  /** Games matching the filters over all pages. */
  total: z.optional(z.int()),
  page: z.optional(z.int()),
  has_more: z.optional(z.boolean()),
  /** With a category: every provider of that category, for the filter. */
  providers: z.optional(z.array(provider)),
});
export type SearchGamesResponse = z.infer<typeof searchGamesResponse>;
