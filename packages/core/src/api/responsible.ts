import type { ApiPath, RequestOf, ResponseOf } from '../contract';
import { api, call } from './api';

/** What a caller passes: the base query adds the site and session fields. */
type Args<P extends ApiPath> = Omit<
  RequestOf<P>,
  'account_id' | 'auth' | 'domain_name' | 'external_id'
>;

/** /api/responsible/*: the player's limits with their usage, and changing one. */
export const responsibleApi = api
  .enhanceEndpoints({ addTagTypes: ['Limits', 'Wallet', 'SportsBets'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // Usage moves with every deposit and bet, which invalidate the balance and wallet tags.
      getLimits: build.query<ResponseOf<'/api/responsible/limits'>, void>({
        query: () => call('/api/responsible/limits')(),
        providesTags: ['Limits', 'Balance', 'Wallet', 'SportsBets'],
      }),
      setLimit: build.mutation<
        ResponseOf<'/api/responsible/set_limit'>,
        Args<'/api/responsible/set_limit'>
      >({
        query: call('/api/responsible/set_limit'),
        invalidatesTags: ['Limits'],
      }),
    }),
  });

export const { useGetLimitsQuery, useLazyGetLimitsQuery, useSetLimitMutation } = responsibleApi;
