import { z } from 'zod';
import { accountFields, currency, envelope, siteFields } from './common';

// Calls this project defines for the wallet and engagement screens (the spec shows none).

/** A date as the date picker writes it. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A positive amount in the site currency with at most two decimals. */
const amount = z
  .number()
  .positive()
  .max(1_000_000_000)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'at most two decimals');

/** Paging and date range of the history calls; page size 10 like the spec's pagination. */
const historyFields = {
  start_date: isoDate,
  end_date: isoDate,
  page: z.number().int().min(1).max(100_000),
  page_size: z.number().int().min(1).max(100),
};

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
export const walletLimitsResponse = envelope.extend({
  currency: currency.optional(),
  /** Deposit methods, each with its own limits. */
  methods: z.array(paymentMethod).optional(),
  /** Withdrawals go to one of the player's bank accounts. */
  withdrawal: z.object({ min: z.number(), max: z.number() }).optional(),
  /** Banks a player may add an account of. */
  banks: z.array(z.string()).optional(),
});
export type WalletLimitsResponse = z.infer<typeof walletLimitsResponse>;

export const transactionStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const walletTransaction = z.object({
  transaction_id: z.number().int(),
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
export const walletMoveResponse = envelope.extend({
  value: walletTransaction.optional(),
  game_balance: z.number().optional(),
});

/** Deposit, withdraw and add-bank carry the site too: limits and banks depend on its currency. */
export const depositRequest = z.object({
  ...siteFields,
  ...accountFields,
  amount,
  method: z.string().min(1).max(32),
  /** The player's payment reference (e-wallet number or transfer ref); may be empty. */
  reference: z.string().max(64),
});
export const withdrawRequest = z.object({
  ...siteFields,
  ...accountFields,
  amount,
  bank_account_id: z.number().int().positive(),
});

export const bankAccount = z.object({
  bank_account_id: z.number().int(),
  bank_name: z.string(),
  account_name: z.string(),
  /** Masked: only the last four digits show. */
  account_number: z.string(),
  created_at: z.string(),
});
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccountsRequest = z.object(accountFields);
export const bankAccountsResponse = envelope.extend({ value: z.array(bankAccount).optional() });
export const addBankAccountRequest = z.object({
  ...siteFields,
  ...accountFields,
  bank_name: z.string().max(60),
  account_name: z.string().max(100),
  account_number: z.string().max(32),
});
export const addBankAccountResponse = envelope.extend({ value: bankAccount.optional() });

export const transactionFilters = ['all', 'deposit', 'withdrawal'] as const;
export const transactionsRequest = z.object({
  ...accountFields,
  ...historyFields,
  type: z.enum(transactionFilters),
});
export const transactionsResponse = envelope.extend({
  value: z.array(walletTransaction).optional(),
  total: z.number().int().optional(),
});

export const betRecord = z.object({
  bet_id: z.number().int(),
  provider_code: z.string(),
  game_name: z.string(),
  stake: z.number(),
  payout: z.number(),
  /** payout - stake. */
  win_loss: z.number(),
  created_at: z.string(),
});
export type BetRecord = z.infer<typeof betRecord>;
export const betsRequest = z.object({ ...accountFields, ...historyFields });
export const betsResponse = envelope.extend({
  value: z.array(betRecord).optional(),
  total: z.number().int().optional(),
});

export const statementKinds = ['DEPOSIT', 'WITHDRAWAL', 'BET', 'WIN', 'BONUS'] as const;
export const statementEntry = z.object({
  entry_id: z.number().int(),
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
export const statementResponse = envelope.extend({
  value: z.array(statementEntry).optional(),
  total: z.number().int().optional(),
});

// ---------------------------------------------------------------- engage

export const referralRequest = z.object({ ...siteFields, ...accountFields });
export const referralResponse = envelope.extend({
  value: z
    .object({
      referral_code: z.string(),
      /** Sign-up link on the site's affiliate domain carrying the code. */
      referral_link: z.string(),
      invited: z.number().int(),
      /** Invited players who made a deposit. */
      qualified: z.number().int(),
      /** Rewards earned so far, in the site currency. */
      earned: z.number(),
    })
    .optional(),
});

export const promotion = z.object({
  promotion_id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image_url: z.string(),
  /** `YYYY-MM-DD`, or null when open-ended. */
  ends_on: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotion>;
export const promotionsRequest = z.object(siteFields);
export const promotionsResponse = envelope.extend({ value: z.array(promotion).optional() });

export const mission = z.object({
  mission_id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** What completing it pays, in the site currency. */
  reward: z.number(),
  target: z.number(),
  /** The signed-in player's progress; null for guests. */
  progress: z.number().nullable(),
});
export type Mission = z.infer<typeof mission>;
/** Missions of the site; account_id and auth are empty for guests. */
export const missionsRequest = z.object({ ...siteFields, ...accountFields });
export const missionsResponse = envelope.extend({ value: z.array(mission).optional() });

export const leaderboardEntry = z.object({
  rank: z.number().int(),
  /** Masked account id. */
  account_id: z.string(),
  score: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;
export const leaderboardRequest = z.object(siteFields);
export const leaderboardResponse = envelope.extend({
  title: z.string().optional(),
  value: z.array(leaderboardEntry).optional(),
});

export const newsItem = z.object({
  news_id: z.number().int(),
  title: z.string(),
  body: z.string(),
  published_on: z.string(),
});
export type NewsItem = z.infer<typeof newsItem>;
export const newsRequest = z.object(siteFields);
export const newsResponse = envelope.extend({ value: z.array(newsItem).optional() });

export const review = z.object({
  review_id: z.number().int(),
  author: z.string(),
  /** 1 to 5 stars. */
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  published_on: z.string(),
});
export type Review = z.infer<typeof review>;
export const reviewsRequest = z.object(siteFields);
export const reviewsResponse = envelope.extend({ value: z.array(review).optional() });

export const spinRequest = z.object(accountFields);
export const spinResponse = envelope.extend({
  value: z.object({ prize: z.string(), amount: z.number() }).optional(),
  game_balance: z.number().optional(),
  /** `YYYY-MM-DD HH:mm:ss` UTC of the next allowed spin. */
  next_spin_at: z.string().optional(),
});

export const launchGameRequest = z.object({
  ...accountFields,
  provider_code: z.string().min(1).max(32),
  game_code: z.string().min(1).max(64),
});
export const launchGameResponse = envelope.extend({ url: z.string().optional() });
