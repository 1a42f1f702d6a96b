import { z } from 'zod/mini';
import { betTypes } from '../sports/bet-line';
import { localizedTeamNames } from './calls';
import {
  accountFields,
  answer,
  answerList,
  answerPage,
  currency,
  envelope,
  siteFields,
} from './common';
import { oddsAcceptances } from './constants';

// Calls this project defines for placing sports bets (the spec shows none).

// ---------------------------------------------------------------- schemas

const twoDecimals = z.refine<number>(
  (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
  'at most two decimals',
);
/** Decimal odds as quoted: above 1, at most two decimals. */
const decimalOdds = z.number().check(z.gt(1), z.lte(100_000), twoDecimals);
/** A positive stake in the site currency with at most two decimals. */
const stake = z.number().check(z.positive(), z.maximum(1_000_000_000), twoDecimals);
const selectionId = z.string().check(z.minLength(1), z.maxLength(120));
const matchId = z.string().check(z.minLength(1), z.maxLength(100));

/** What the player does when a price has moved since the slip showed it. */
export const oddsAcceptance = z.enum(oddsAcceptances);
export type OddsAcceptance = z.infer<typeof oddsAcceptance>;

/** The operator's sportsbook limits, in the site currency. */
export const sportsbookLimits = z.object({
  currency,
  min_stake: z.number(),
  max_stake: z.number(),
  min_parlay_legs: z.int(),
  max_parlay_legs: z.int(),
  /** Amounts a slip offers as one-tap stakes. */
  quick_stakes: z.array(z.number()),
  /**
   * Seconds an in-play bet waits for acceptance before it is taken (pre-match bets do not wait);
   * absent from a backend without in-play betting.
   */
  live_delay_seconds: z.optional(z.number()),
});
export type SportsbookLimits = z.infer<typeof sportsbookLimits>;
export const sportsbookLimitsRequest = z.object(siteFields);
export const sportsbookLimitsResponse = answer(sportsbookLimits);

/** A selection as the slip holds it: match, market and outcome, and the price the player saw. */
export const slipSelection = z.object({
  match_id: matchId,
  bet_type: z.enum(betTypes),
  /** 1 = home / over / odd, 2 = away / under / even, 3 = draw. */
  home_away: z.int().check(z.minimum(1), z.maximum(3)),
  /** Decimal odds the player saw. */
  odds: decimalOdds,
  /** A single on this selection with this stake; omitted when the selection is only a leg. */
  stake: z.optional(stake),
});
export type SlipSelection = z.infer<typeof slipSelection>;

/** The most selections one slip sends. */
export const MAX_SLIP_SELECTIONS = 20;

/**
 * Places the slip in one go: a single for every selection with a stake, and a parlay of all
 * selections when `parlay_stake` is given. Sent again with the same `idempotency_key`, it places
 * nothing more and answers what the first request answered. A slip with an in-play selection
 * answers after the operator's acceptance delay (`live_delay_seconds`), judged by `accept` at its
 * end: a price moved against it meanwhile refuses it with `betLivePriceChanged` (`statusParams`
 * `odds`, the new price), a suspension with `betLiveSuspended`; a refused slip takes nothing.
 */
export const placeBetsRequest = z.object({
  ...siteFields,
  ...accountFields,
  idempotency_key: z.string().check(z.regex(/^[\w-]{8,64}$/)),
  accept: oddsAcceptance,
  selections: z.array(slipSelection).check(z.minLength(1), z.maxLength(MAX_SLIP_SELECTIONS)),
  parlay_stake: z.optional(stake),
});

/** `cashed_out`: the player took the whole cash-out value before the bet was decided. */
export const betStatuses = ['open', 'won', 'lost', 'void', 'cashed_out'] as const;
export const betStatus = z.enum(betStatuses);
export type BetStatus = z.infer<typeof betStatus>;
export const legResults = ['won', 'lost', 'void'] as const;
export type LegResult = (typeof legResults)[number];

/** One selection of a placed bet, at the price it was placed at. */
export const betLeg = z.object({
  selection_id: z.string(),
  match_id: z.string(),
  league: z.string(),
  kickoff: z.string(),
  bet_type: z.enum(betTypes),
  home_away: z.int(),
  criteria1: z.nullable(z.union([z.string(), z.number()])),
  home_team_name: z.string(),
  away_team_name: z.string(),
  /** The team names in the page languages, as the line carried them when the bet was placed. */
  ...localizedTeamNames,
  /** Decimal odds the leg was placed at. */
  odds: z.number(),
  /** Null until its match is settled. */
  result: z.nullable(z.enum(legResults)),
});
export type BetLeg = z.infer<typeof betLeg>;

/** Why an open bet offers no cash-out now. */
export const cashOutReasons = ['suspended', 'closed', 'bonus'] as const;
export type CashOutReason = (typeof cashOutReasons)[number];

/**
 * A bet's cash-out: what the operator pays now to end it (or part of it), and what cash-outs
 * paid already. `stake` and `potential_return` of a partly cashed-out bet are those of the part
 * still riding.
 */
const cashOutFields = {
  /** What ending the bet pays now; null while none is offered (absent once it is decided). */
  cash_out: z.optional(z.nullable(z.number())),
  /** Why none is offered: a market suspended, the match over or a leg lost, or bonus money staked. */
  cash_out_reason: z.optional(z.enum(cashOutReasons)),
  /** What cash-outs of this bet have paid in all; absent when none. */
  cashed_out: z.optional(z.number()),
  /** When it was last cashed out; absent when never. */
  cashed_out_at: z.optional(z.string()),
};

/** A placed sports bet: a single (one leg) or a parlay. */
export const sportsBet = z.object({
  bet_id: z.int(),
  kind: z.enum(['single', 'parlay']),
  stake: z.number(),
  /** Decimal odds: the leg's, or the product of a parlay's legs. */
  odds: z.number(),
  /** What the bet pays if it wins. */
  potential_return: z.number(),
  status: betStatus,
  /** What it paid: 0 while open and when lost, the stake when void. */
  payout: z.number(),
  /** The part of the stake that was bonus money (cash is staked first); absent when none. */
  bonus_stake: z.optional(z.number()),
  legs: z.array(betLeg),
  created_at: z.string(),
  /** Null while open. */
  settled_at: z.nullable(z.string()),
  ...cashOutFields,
});
export type SportsBet = z.infer<typeof sportsBet>;

export const placeBetsResponse = z.extend(envelope, {
  value: z.optional(z.array(sportsBet)),
  game_balance: z.optional(z.number()),
});

/** Open bets, or settled ones newest first; paged like the other histories. */
export const sportsBetsRequest = z.object({
  ...accountFields,
  status: z.enum(['open', 'settled']),
  page: z.int().check(z.minimum(1), z.maximum(100_000)),
  page_size: z.int().check(z.minimum(1), z.maximum(100)),
});
export const sportsBetsResponse = answerPage(sportsBet);

/** The current price of selections, so a slip can show what moved or closed. */
export const selectionPricesRequest = z.object({
  ...siteFields,
  selection_ids: z.array(selectionId).check(z.minLength(1), z.maxLength(MAX_SLIP_SELECTIONS)),
});
export const selectionPrice = z.object({
  selection_id: z.string(),
  /** Decimal odds now; null when the selection is no longer offered. */
  odds: z.nullable(z.number()),
  /** False once the market closed or the match started. */
  open: z.boolean(),
  /** True while an in-play market is suspended (then `open` is false); absent before kick-off. */
  suspended: z.optional(z.boolean()),
});
export type SelectionPrice = z.infer<typeof selectionPrice>;
export const selectionPricesResponse = answerList(selectionPrice);

/**
 * Cashes out an open bet: all of it, or `amount` of its value (the stake shrinks in proportion and
 * the rest rides on). `cash_out` is the value the player saw; when the backend's price differs it
 * refuses with `betCashOutChanged` and the new value in `statusParams.cash_out`. Sent again with
 * the same `idempotency_key`, it pays nothing more and answers what the first request answered.
 */
export const cashOutRequest = z.object({
  ...siteFields,
  ...accountFields,
  idempotency_key: z.string().check(z.regex(/^[\w-]{8,64}$/)),
  bet_id: z.int().check(z.positive()),
  cash_out: stake,
  /** The part of the value to take now; omitted for all of it. */
  amount: z.optional(stake),
});
export const cashOutResponse = z.extend(envelope, {
  /** The bet after the cash-out. */
  value: z.optional(sportsBet),
  /** What this cash-out paid. */
  paid: z.optional(z.number()),
  game_balance: z.optional(z.number()),
});
