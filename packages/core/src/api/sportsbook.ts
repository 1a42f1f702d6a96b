import { api, call, change, read, readWith } from './api';
import type { CallArgs } from './api';
import { authApi } from './auth';
import type { ResponseOf } from '../contract';
import { STATUS_OK } from '../contract/constants';

/** /api/sportsbook/*: the operator's limits, current prices, placing bets and the player's bets. */
export const sportsbookApi = api
  .enhanceEndpoints({ addTagTypes: ['SportsBets', 'Wallet'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSportsbookLimits: read(build, '/api/sportsbook/limits'),
      // Prices move, so a slip asks again rather than reading an old answer.
      getSelectionPrices: readWith(build, '/api/sportsbook/prices', [], 0),
      // The balance, the bet lists and the wallet histories all change with a placement.
      placeBets: change(build, '/api/sportsbook/place', ['Balance', 'SportsBets', 'Wallet']),
      getSportsBets: readWith(build, '/api/sportsbook/bets', ['SportsBets']),
      cashOut: build.mutation<
        ResponseOf<'/api/sportsbook/cash_out'>,
        CallArgs<'/api/sportsbook/cash_out'>
      >({
        query: call('/api/sportsbook/cash_out'),
        // The answer carries the balance; the bet lists and the wallet histories have changed.
        invalidatesTags: (result) => (result ? ['SportsBets', 'Wallet'] : []),
        // The header shows the balance the answer carries at once, before any list is read again.
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          const balance = data?.game_balance;
          if (balance === undefined) return;
          // Written as the balance call's answer, which the session (and so the header) follows,
          // as the push channel writes a pushed balance.
          void dispatch(
            authApi.util.upsertQueryData('getBalance', undefined, {
              statusCode: STATUS_OK,
              game_balance: balance,
            }),
          );
        },
      }),
    }),
  });

export const {
  useGetSportsbookLimitsQuery,
  useGetSelectionPricesQuery,
  useLazyGetSelectionPricesQuery,
  usePlaceBetsMutation,
  useGetSportsBetsQuery,
  useCashOutMutation,
} = sportsbookApi;
