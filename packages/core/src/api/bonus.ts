import type { ResponseOf } from '../contract';
import type { CallArgs } from './api';
import { api, call, read } from './api';
import { authApi } from './auth';

/** Reads the balances again: the header keeps both from the balance call, with no query of its own. */
export const refreshBalance = () =>
  authApi.endpoints.getBalance.initiate(undefined, { subscribe: false, forceRefetch: true });

/** /api/bonus/*: the operator's offers, the player's bonuses with their progress, claim, forfeit. */
export const bonusApi = api.enhanceEndpoints({ addTagTypes: ['Bonus', 'Wallet'] }).injectEndpoints({
  endpoints: (build) => {
    /** A change of bonuses: on success both balances are read again for the header. */
    const bonusChange = <P extends '/api/bonus/claim' | '/api/bonus/forfeit'>(path: P) =>
      build.mutation<ResponseOf<P>, CallArgs<P>>({
        query: call(path),
        invalidatesTags: ['Bonus', 'Balance', 'Wallet'],
        async onQueryStarted(_args, { dispatch, queryFulfilled }) {
          if (await queryFulfilled.then(() => true).catch(() => false))
            void dispatch(refreshBalance());
        },
      });
    return {
      getBonusOffers: read(build, '/api/bonus/offers', ['Bonus']),
      // Progress moves with every stake, deposit and withdrawal.
      getMyBonuses: read(build, '/api/bonus/mine', ['Bonus', 'Balance', 'Wallet']),
      claimBonus: bonusChange('/api/bonus/claim'),
      forfeitBonus: bonusChange('/api/bonus/forfeit'),
    };
  },
});

export const {
  useGetBonusOffersQuery,
  useGetMyBonusesQuery,
  useClaimBonusMutation,
  useForfeitBonusMutation,
} = bonusApi;
