import { z } from 'zod/mini';
import { bonusCode, playerBonus } from './bonus-calls';
import {
  accountFields,
  answer,
  answerList,
  answerPage,
  currency,
  envelope,
  idempotencyKey,
  serverGame,
  siteFields,
} from './common';
import { transactionFilters } from './constants';
import { sportsBet } from './sportsbook-calls';

// Calls this project defines for the wallet and engagement screens (the spec shows none).

/** A date as the date picker writes it. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
/** A positive amount in the site currency with at most two decimals. */
const amount = z.number().check(
  z.positive(),
  z.maximum(1_000_000_000),
  z.refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals'),
);

/** Paging and date range of the history calls; page size 10 like the spec's pagination. */
const historyFields = {
  start_date: isoDate,
  end_date: isoDate,
  page: z.int().check(z.minimum(1), z.maximum(100_000)),
  page_size: z.int().check(z.minimum(1), z.maximum(100)),
};

// ---------------------------------------------------------------- auth

/** Ends the session of `auth`; a token that is not the account's session answers sessionExpired. */
export const logoutRequest = z.object(accountFields);

// ---------------------------------------------------------------- wallet

/** How money moves: an e-wallet or a bank transfer. */
export const paymentTypes = ['EWALLET', 'BANK'] as const;
export const paymentType = z.enum(paymentTypes);
export type PaymentType = z.infer<typeof paymentType>;

/**
 * The step a deposit method takes after the request: `REDIRECT` sends the player to the
 * provider's checkout page, `QR` shows a code to scan, `BANK` shows the operator's account.
 */
export const paymentFlows = ['REDIRECT', 'QR', 'BANK'] as const;
export const paymentFlow = z.enum(paymentFlows);
export type PaymentFlow = z.infer<typeof paymentFlow>;

/** One deposit method with its limits in the site currency. */
export const paymentMethod = z.object({
  /** Sent back as `method`, e.g. `GCASH`, `BANK`. */
  code: z.string(),
  name: z.string(),
  type: paymentType,
  min: z.number(),
  max: z.number(),
  /** The payment step; absent from older backends, which meant a form without one. */
  flow: z.optional(paymentFlow),
  /** Percent of the amount kept as a fee (the balance rises by the rest); default 0. */
  fee_percent: z.optional(z.number().check(z.minimum(0), z.maximum(100))),
  /** The operator's instructions by language code (`EN`, `PHP`, `CN`); EN is the fallback. */
  instructions: z.optional(z.record(z.string(), z.string())),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const walletLimitsRequest = z.object(siteFields);
export const walletLimitsResponse = z.extend(envelope, {
  currency: z.optional(currency),
  /** Deposit methods, each with its own limits. */
  methods: z.optional(z.array(paymentMethod)),
  /** Withdrawals go to one of the player's bank accounts. */
  withdrawal: z.optional(z.object({ min: z.number(), max: z.number() })),
  /** Banks a player may add an account of. */
  banks: z.optional(z.array(z.string())),
  /** Requests that may wait at once per player (deposits and withdrawals counted apart). */
  max_pending: z.optional(z.int()),
});
export type WalletLimitsResponse = z.infer<typeof walletLimitsResponse>;

/**
 * PENDING waits for the provider or the operator; SUCCESS moved the money; FAILED was declined
 * by the provider; CANCELLED by the player; EXPIRED was never paid in time; REJECTED was refused
 * by the operator. APPROVED is what older backends sent for SUCCESS and still means it.
 */
export const transactionStatuses = [
  'PENDING',
  'SUCCESS',
  'FAILED',
  'CANCELLED',
  'EXPIRED',
  'REJECTED',
  'APPROVED',
] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
/** Statuses after which nothing changes any more. */
export const finalStatuses: readonly TransactionStatus[] = transactionStatuses.filter(
  (s) => s !== 'PENDING',
);
export const walletTransaction = z.object({
  transaction_id: z.int(),
  type: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  amount: z.number(),
  status: z.enum(transactionStatuses),
  /** Method code (deposit) or the masked bank account (withdrawal). */
  method: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  created_at: z.string(),
  /** The deposit's reference with the provider, to quote on a transfer. */
  reference: z.optional(z.string()),
  /** The fee kept from a deposit; the balance rises by `amount - fee`. */
  fee: z.optional(z.number()),
  /** `YYYY-MM-DD HH:mm:ss` UTC after which an unpaid deposit expires. */
  expires_at: z.optional(z.string()),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/** What the player does next to pay a deposit; one shape per flow. */
export const paymentStep = z.discriminatedUnion('flow', [
  z.object({ flow: z.literal('REDIRECT'), checkout_url: z.string() }),
  z.object({ flow: z.literal('QR'), qr_payload: z.string() }),
  z.object({
    flow: z.literal('BANK'),
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    /** Whether the player has sent their transfer reference already. */
    confirmed: z.boolean(),
  }),
]);
export type PaymentStep = z.infer<typeof paymentStep>;

/** Answer of deposit, withdraw and the status calls: the transaction, its step, the balance. */
export const walletMoveResponse = z.extend(envelope, {
  value: z.optional(walletTransaction),
  /** Only while a deposit waits for the player to pay. */
  payment: z.optional(paymentStep),
  game_balance: z.optional(z.number()),
  /** The bonus claimed with a deposit: waiting until the deposit is credited, then active. */
  bonus: z.optional(playerBonus),
  /** The bonus balance after the call (a withdrawal that forfeited a bonus empties it). */
  bonus_balance: z.optional(z.number()),
});
export type WalletMoveResponse = z.infer<typeof walletMoveResponse>;

/** Deposit, withdraw and add-bank carry the site too: limits and banks depend on its currency. */
export const depositRequest = z.object({
  ...siteFields,
  ...accountFields,
  amount,
  method: z.string().check(z.minLength(1), z.maxLength(32)),
  /** The player's payment reference (e-wallet number or transfer ref); may be empty. */
  reference: z.string().check(z.maxLength(64)),
  idempotency_key: z.optional(idempotencyKey),
  /** Where the provider's checkout sends the player back: a page on the site's own host. */
  return_url: z.optional(z.string().check(z.maxLength(500))),
  /** A promo code of a deposit offer; its bonus is credited when the deposit is. */
  bonus_code: z.optional(bonusCode),
  /** A deposit offer picked from the list (one without a code, such as the first deposit's). */
  bonus_offer_id: z.optional(z.int().check(z.positive())),
});
export const withdrawRequest = z.object({
  ...siteFields,
  ...accountFields,
  amount,
  bank_account_id: z.int().check(z.positive()),
  idempotency_key: z.optional(idempotencyKey),
  /**
   * The player confirmed giving up every active bonus: without it, a withdrawal while a bonus is
   * active is refused with `bonusForfeitRequired` naming the amount that would be lost.
   */
  forfeit_bonus: z.optional(z.boolean()),
});
/** One of the player's own transactions. */
export const transactionRequest = z.object({
  ...siteFields,
  ...accountFields,
  transaction_id: z.int().check(z.positive()),
});
/** The player's own reference of a bank transfer they made for a pending deposit. */
export const confirmTransferRequest = z.object({
  ...siteFields,
  ...accountFields,
  transaction_id: z.int().check(z.positive()),
  transfer_reference: z.string().check(z.minLength(4), z.maxLength(64)),
});
export const walletBalanceRequest = z.object(accountFields);
export const walletBalanceResponse = z.extend(envelope, {
  /** What the player may bet or withdraw. */
  available: z.optional(z.number()),
  /** Pending withdrawals: taken from the balance, returned if cancelled or rejected. */
  on_hold: z.optional(z.number()),
  pending_withdrawals: z.optional(z.array(walletTransaction)),
});
export type WalletBalanceResponse = z.infer<typeof walletBalanceResponse>;

export const bankAccount = z.object({
  bank_account_id: z.int(),
  bank_name: z.string(),
  account_name: z.string(),
  /** Masked: only the last four digits show. */
  account_number: z.string(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccountsRequest = z.object(accountFields);
export const bankAccountsResponse = answerList(bankAccount);
export const addBankAccountRequest = z.object({
  ...siteFields,
  ...accountFields,
  bank_name: z.string().check(z.maxLength(60)),
  account_name: z.string().check(z.maxLength(100)),
  account_number: z.string().check(z.maxLength(32)),
});
export const addBankAccountResponse = answer(bankAccount);

export const transactionsRequest = z.object({
  ...accountFields,
  ...historyFields,
  type: z.enum(transactionFilters),
});
export const transactionsResponse = answerPage(walletTransaction);

export const betRecord = z.object({
  bet_id: z.int(),
  provider_code: z.string(),
  game_name: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** payout - stake. */
  win_loss: z.number(),
  created_at: z.string(),
  /** A sports bet's selections, prices and status (provider_code `SPORTS`). */
  sports_bet: z.optional(sportsBet),
});
export type BetRecord = z.infer<typeof betRecord>;
export const betsRequest = z.object({ ...accountFields, ...historyFields });
export const betsResponse = answerPage(betRecord);

export const statementKinds = ['DEPOSIT', 'WITHDRAWAL', 'BET', 'WIN', 'BONUS'] as const;
/** The two balances of an account: the player's cash, and bonus money still being wagered. */
export const wallets = ['cash', 'bonus'] as const;
export type Wallet = (typeof wallets)[number];
export const statementEntry = z.object({
  entry_id: z.int(),
  kind: z.enum(statementKinds),
  description: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: z.number(),
  /** The balance after this movement, of the line's wallet. */
  balance: z.number(),
  /** Which balance moved; absent means cash (backends without bonuses). */
  wallet: z.optional(z.enum(wallets)),
  created_at: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntry>;
export const statementRequest = z.object({ ...accountFields, ...historyFields });
export const statementResponse = answerPage(statementEntry);

// ---------------------------------------------------------------- engage

export const referralRequest = z.object({ ...siteFields, ...accountFields });
export const referralResponse = z.extend(envelope, {
  value: z.optional(
    z.object({
      referral_code: z.string(),
      /** Sign-up link on the site's affiliate domain carrying the code. */
      referral_link: z.string(),
      invited: z.int(),
      /** Invited players who made a deposit. */
      qualified: z.int(),
      /** Rewards earned so far, in the site currency. */
      earned: z.number(),
    }),
  ),
});

export const promotion = z.object({
  promotion_id: z.int(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string(),
  /** `YYYY-MM-DD`, or null when open-ended. */
  ends_on: z.nullable(z.string()),
});
export type Promotion = z.infer<typeof promotion>;
export const promotionsRequest = z.object(siteFields);
export const promotionsResponse = answerList(promotion);

export const mission = z.object({
  mission_id: z.int(),
  title: z.string(),
  description: z.string(),
  /** What completing it pays, in the site currency. */
  reward: z.number(),
  target: z.number(),
  /** The signed-in player's progress; null for guests. */
  progress: z.nullable(z.number()),
});
export type Mission = z.infer<typeof mission>;
/** Missions of the site; account_id and auth are empty for guests. */
export const missionsRequest = z.object({ ...siteFields, ...accountFields });
export const missionsResponse = answerList(mission);

export const leaderboardEntry = z.object({
  rank: z.int(),
  /** Masked account id. */
  account_id: z.string(),
  score: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;
export const leaderboardRequest = z.object(siteFields);
export const leaderboardResponse = z.extend(envelope, {
  title: z.optional(z.string()),
  value: z.optional(z.array(leaderboardEntry)),
});

export const newsItem = z.object({
  news_id: z.int(),
  title: z.string(),
  body: z.string(),
  published_on: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsRequest = z.object(siteFields);
export const newsResponse = answerList(newsItem);

export const review = z.object({
  review_id: z.int(),
  author: z.string(),
  /** 1 to 5 stars. */
  rating: z.int().check(z.minimum(1), z.maximum(5)),
  text: z.string(),
  published_on: z.string(),
});
export type Review = z.infer<typeof review>;
export const reviewsRequest = z.object(siteFields);
export const reviewsResponse = answerList(review);

export const spinRequest = z.object(accountFields);
export const spinResponse = z.extend(envelope, {
  value: z.optional(z.object({ prize: z.string(), amount: z.number() })),
  game_balance: z.optional(z.number()),
  /** `YYYY-MM-DD HH:mm:ss` UTC of the next allowed spin. */
  next_spin_at: z.optional(z.string()),
});

export const launchGameRequest = z.object({
  ...accountFields,
  provider_code: z.string().check(z.minLength(1), z.maxLength(32)),
  game_code: z.string().check(z.minLength(1), z.maxLength(64)),
});
export const launchGameResponse = z.extend(envelope, {
  url: z.optional(z.string()),
  /**
   * The launch's secret, when the game takes one: POSTed to `url` as the form field `token`, so
   * it is never part of an address, a log line or the browser's history.
   */
  launch_token: z.optional(z.string()),
  /** True when a guest plays for fun: play money, nothing reaches the wallet. */
  demo: z.optional(z.boolean()),
  /** The game's category key (`slot_game`, `casino`, ...): what its stakes count for a bonus. */
  category: z.optional(z.string()),
});

/** The games the player launched last, newest first (at most 12). */
export const recentGamesRequest = z.object(accountFields);
export const recentGamesResponse = answerList(serverGame);
