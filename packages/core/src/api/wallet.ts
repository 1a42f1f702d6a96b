import type { ResponseOf } from '../contract';
import type { CallArgs } from './api';
import { act, api, call, change, read, readWith } from './api';

/** /api/wallet/* and /api/engage/*: money, histories and engagement lists. */
export const walletApi = api
  .enhanceEndpoints({ addTagTypes: ['Wallet', 'BankAccounts'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getWalletLimits: read(build, '/api/wallet/limits'),
      deposit: change(build, '/api/wallet/deposit', ['Balance', 'Wallet']),
      withdraw: change(build, '/api/wallet/withdraw', ['Balance', 'Wallet']),
      // A status page polls this; a final answer also refreshes the balance and the histories.
      getTransaction: build.query<
        ResponseOf<'/api/wallet/transaction'>,
        CallArgs<'/api/wallet/transaction'>
      >({
        query: call('/api/wallet/transaction'),
        keepUnusedDataFor: 0,
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data?.value && data.value.status !== 'PENDING')
            dispatch(walletApi.util.invalidateTags(['Balance', 'Wallet']));
        },
      }),
      confirmTransfer: change(build, '/api/wallet/confirm_transfer', ['Wallet']),
      cancelWithdrawal: change(build, '/api/wallet/cancel_withdrawal', ['Balance', 'Wallet']),
      getWalletBalance: read(build, '/api/wallet/balance', ['Balance', 'Wallet']),
      getBankAccounts: read(build, '/api/wallet/bank_accounts', ['BankAccounts']),
      addBankAccount: change(build, '/api/wallet/add_bank_account', ['BankAccounts']),
      getTransactions: readWith(build, '/api/wallet/transactions', ['Wallet']),
      getBets: readWith(build, '/api/wallet/bets', ['Wallet']),
      getStatement: readWith(build, '/api/wallet/statement', ['Wallet']),
      getNetDeposits: read(build, '/api/wallet/net_deposits', ['Wallet']),
      getReferral: read(build, '/api/engage/referral'),
      getPromotions: read(build, '/api/engage/promotions'),
      getMissions: read(build, '/api/engage/missions', ['Wallet']),
      getLeaderboard: read(build, '/api/engage/leaderboard'),
      getNews: read(build, '/api/engage/news'),
      getReviews: read(build, '/api/engage/reviews'),
      spin: act(build, '/api/engage/spin', ['Balance', 'Wallet']),
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
  useGetNetDepositsQuery,
  useGetReferralQuery,
  useGetPromotionsQuery,
  useGetMissionsQuery,
  useGetLeaderboardQuery,
  useGetNewsQuery,
  useGetReviewsQuery,
  useSpinMutation,
} = walletApi;
