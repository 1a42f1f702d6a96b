import { api, change, read, readWith } from './api';

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
    }),
  });

export const {
  useGetSportsbookLimitsQuery,
  useGetSelectionPricesQuery,
  useLazyGetSelectionPricesQuery,
  usePlaceBetsMutation,
  useGetSportsBetsQuery,
} = sportsbookApi;
