import type { ApiPath, RequestOf, ResponseOf } from '../contract';
import { api, call } from './api';

/** What a caller passes: the base query adds the site and session fields. */
type Args<P extends ApiPath> = Omit<
  RequestOf<P>,
  'account_id' | 'auth' | 'domain_name' | 'external_id'
>;

/** /api/wallet/* and /api/engage/*: money, histories and engagement lists. */
export const walletApi = api
  .enhanceEndpoints({ addTagTypes: ['Wallet', 'BankAccounts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWalletLimits: build.query<ResponseOf<'/api/wallet/limits'>, void>({
        query: () => call('/api/wallet/limits')(),
      }),
      deposit: build.mutation<ResponseOf<'/api/wallet/deposit'>, Args<'/api/wallet/deposit'>>({
        query: call('/api/wallet/deposit'),
        invalidatesTags: ['Balance', 'Wallet'],
      }),
      withdraw: build.mutation<ResponseOf<'/api/wallet/withdraw'>, Args<'/api/wallet/withdraw'>>({
        query: call('/api/wallet/withdraw'),
        invalidatesTags: ['Balance', 'Wallet'],
      }),
      // A status page polls this; a final answer also refreshes the balance and the histories.
      getTransaction: build.query<
        ResponseOf<'/api/wallet/transaction'>,
        Args<'/api/wallet/transaction'>
      >({
        query: call('/api/wallet/transaction'),
        keepUnusedDataFor: 0,
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data?.value && data.value.status !== 'PENDING')
            dispatch(walletApi.util.invalidateTags(['Balance', 'Wallet']));
        },
      }),
      confirmTransfer: build.mutation<
        ResponseOf<'/api/wallet/confirm_transfer'>,
        Args<'/api/wallet/confirm_transfer'>
      >({ query: call('/api/wallet/confirm_transfer'), invalidatesTags: ['Wallet'] }),
      cancelWithdrawal: build.mutation<
        ResponseOf<'/api/wallet/cancel_withdrawal'>,
        Args<'/api/wallet/cancel_withdrawal'>
      >({ query: call('/api/wallet/cancel_withdrawal'), invalidatesTags: ['Balance', 'Wallet'] }),
      getWalletBalance: build.query<ResponseOf<'/api/wallet/balance'>, void>({
        query: () => call('/api/wallet/balance')(),
        providesTags: ['Balance', 'Wallet'],
      }),
      getBankAccounts: build.query<ResponseOf<'/api/wallet/bank_accounts'>, void>({
        query: () => call('/api/wallet/bank_accounts')(),
        providesTags: ['BankAccounts'],
      }),
      addBankAccount: build.mutation<
        ResponseOf<'/api/wallet/add_bank_account'>,
        Args<'/api/wallet/add_bank_account'>
      >({ query: call('/api/wallet/add_bank_account'), invalidatesTags: ['BankAccounts'] }),
      getTransactions: build.query<
        ResponseOf<'/api/wallet/transactions'>,
        Args<'/api/wallet/transactions'>
      >({ query: call('/api/wallet/transactions'), providesTags: ['Wallet'] }),
      getBets: build.query<ResponseOf<'/api/wallet/bets'>, Args<'/api/wallet/bets'>>({
        query: call('/api/wallet/bets'),
        providesTags: ['Wallet'],
      }),
      getStatement: build.query<ResponseOf<'/api/wallet/statement'>, Args<'/api/wallet/statement'>>(
        { query: call('/api/wallet/statement'), providesTags: ['Wallet'] },
      ),
      getReferral: build.query<ResponseOf<'/api/engage/referral'>, void>({
        query: () => call('/api/engage/referral')(),
      }),
      getPromotions: build.query<ResponseOf<'/api/engage/promotions'>, void>({
        query: () => call('/api/engage/promotions')(),
      }),
      getMissions: build.query<ResponseOf<'/api/engage/missions'>, void>({
        query: () => call('/api/engage/missions')(),
        providesTags: ['Wallet'],
      }),
      getLeaderboard: build.query<ResponseOf<'/api/engage/leaderboard'>, void>({
        query: () => call('/api/engage/leaderboard')(),
      }),
      getNews: build.query<ResponseOf<'/api/engage/news'>, void>({
        query: () => call('/api/engage/news')(),
      }),
      getReviews: build.query<ResponseOf<'/api/engage/reviews'>, void>({
        query: () => call('/api/engage/reviews')(),
      }),
      spin: build.mutation<ResponseOf<'/api/engage/spin'>, void>({
        query: () => call('/api/engage/spin')(),
        invalidatesTags: ['Balance', 'Wallet'],
      }),
    }),
  });

export const {
  useGetWalletLimitsQuery,
  useDepositMutation,
  useWithdrawMutation,
  useGetTransactionQuery,
  useConfirmTransferMutation,
  useCancelWithdrawalMutation,
  useGetWalletBalanceQuery,
  useGetBankAccountsQuery,
  useAddBankAccountMutation,
  useGetTransactionsQuery,
  useGetBetsQuery,
  useGetStatementQuery,
  useGetReferralQuery,
  useGetPromotionsQuery,
  useGetMissionsQuery,
  useGetLeaderboardQuery,
  useGetNewsQuery,
  useGetReviewsQuery,
  useSpinMutation,
} = walletApi;
