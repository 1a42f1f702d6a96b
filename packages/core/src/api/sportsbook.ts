import type { ApiPath, RequestOf, ResponseOf } from '../contract';
import { api, call } from './api';

/** What a caller passes: the base query adds the site and session fields. */
type Args<P extends ApiPath> = Omit<
  RequestOf<P>,
  'account_id' | 'auth' | 'domain_name' | 'external_id'
>;

/** /api/sportsbook/*: the operator's limits, current prices, placing bets and the player's bets. */
export const sportsbookApi = api
  .enhanceEndpoints({ addTagTypes: ['SportsBets', 'Wallet'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSportsbookLimits: build.query<ResponseOf<'/api/sportsbook/limits'>, void>({
        query: () => call('/api/sportsbook/limits')(),
      }),
      // Prices move, so a slip asks again rather than reading an old answer.
      getSelectionPrices: build.query<
        ResponseOf<'/api/sportsbook/prices'>,
        Args<'/api/sportsbook/prices'>
      >({ query: call('/api/sportsbook/prices'), keepUnusedDataFor: 0 }),
      // The balance, the bet lists and the wallet histories all change with a placement.
      placeBets: build.mutation<ResponseOf<'/api/sportsbook/place'>, Args<'/api/sportsbook/place'>>(
        {
          query: call('/api/sportsbook/place'),
          invalidatesTags: ['Balance', 'SportsBets', 'Wallet'],
        },
      ),
      getSportsBets: build.query<ResponseOf<'/api/sportsbook/bets'>, Args<'/api/sportsbook/bets'>>({
        query: call('/api/sportsbook/bets'),
        providesTags: ['SportsBets'],
      }),
    }),
  });

export const {
  useGetSportsbookLimitsQuery,
  useGetSelectionPricesQuery,
  useLazyGetSelectionPricesQuery,
  usePlaceBetsMutation,
  useGetSportsBetsQuery,
} = sportsbookApi;
