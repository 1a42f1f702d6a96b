import { z } from 'zod/mini';
import { accountFields, currency, envelope, siteFields } from './common';
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

/** One deposit method with its limits in the site currency. */
export const paymentMethod = z.object({
  /** Sent back as `method`, e.g. `GCASH`, `BANK`. */
  code: z.string(),
  name: z.string(),
  type: paymentType,
  min: z.number(),
  max: z.number(),
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
});
export type WalletLimitsResponse = z.infer<typeof walletLimitsResponse>;

export const transactionStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const walletTransaction = z.object({
  transaction_id: z.int(),
  type: z.enum(['DEPOSIT', 'WITHDRAWAL']),
  amount: z.number(),
  status: z.enum(transactionStatuses),
  /** Method code (deposit) or the masked bank account (withdrawal). */
  method: z.string(),
  /** `YYYY-MM-DD HH:mm:ss` UTC. */
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

/** Answer of deposit and withdraw: the recorded transaction and the new game balance. */
export const walletMoveResponse = z.extend(envelope, {
  value: z.optional(walletTransaction),
  game_balance: z.optional(z.number()),
});

/** Deposit, withdraw and add-bank carry the site too: limits and banks depend on its currency. */
export const depositRequest = z.object({
  ...siteFields,
  ...accountFields,
  amount,
  method: z.string().check(z.minLength(1), z.maxLength(32)),
  /** The player's payment reference (e-wallet number or transfer ref); may be empty. */
  reference: z.string().check(z.maxLength(64)),
});
export const withdrawRequest = z.object({
  ...siteFields,
  ...accountFields,
  amount,
  bank_account_id: z.int().check(z.positive()),
});

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
export const bankAccountsResponse = z.extend(envelope, { value: z.optional(z.array(bankAccount)) });
export const addBankAccountRequest = z.object({
  ...siteFields,
  ...accountFields,
  bank_name: z.string().check(z.maxLength(60)),
  account_name: z.string().check(z.maxLength(100)),
  account_number: z.string().check(z.maxLength(32)),
});
export const addBankAccountResponse = z.extend(envelope, { value: z.optional(bankAccount) });

export const transactionFilters = ['all', 'deposit', 'withdrawal'] as const;
export const transactionsRequest = z.object({
  ...accountFields,
  ...historyFields,
  type: z.enum(transactionFilters),
});
export const transactionsResponse = z.extend(envelope, {
  value: z.optional(z.array(walletTransaction)),
  total: z.optional(z.int()),
});

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
export const betsResponse = z.extend(envelope, {
  value: z.optional(z.array(betRecord)),
  total: z.optional(z.int()),
});

export const statementKinds = ['DEPOSIT', 'WITHDRAWAL', 'BET', 'WIN', 'BONUS'] as const;
export const statementEntry = z.object({
  entry_id: z.int(),
  kind: z.enum(statementKinds),
  description: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: z.number(),
  /** The balance after this movement. */
  balance: z.number(),
  created_at: z.string(),
});
export type StatementEntry = z.infer<typeof statementEntry>;
export const statementRequest = z.object({ ...accountFields, ...historyFields });
export const statementResponse = z.extend(envelope, {
  value: z.optional(z.array(statementEntry)),
  total: z.optional(z.int()),
});

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
export const promotionsResponse = z.extend(envelope, { value: z.optional(z.array(promotion)) });

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
export const missionsResponse = z.extend(envelope, { value: z.optional(z.array(mission)) });

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
export const newsResponse = z.extend(envelope, { value: z.optional(z.array(newsItem)) });

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
export const reviewsResponse = z.extend(envelope, { value: z.optional(z.array(review)) });

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
export const launchGameResponse = z.extend(envelope, { url: z.optional(z.string()) });
