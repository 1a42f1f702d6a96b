import { api, change, read } from './api';

/** /api/responsible/*: the player's limits with their usage, and changing one. */
export const responsibleApi = api
  .enhanceEndpoints({ addTagTypes: ['Limits', 'Wallet', 'SportsBets'] })
  .injectEndpoints({
    endpoints: (build) => ({
      // Usage moves with every deposit and bet, which invalidate the balance and wallet tags.
      getLimits: read(build, '/api/responsible/limits', [
        'Limits',
        'Balance',
        'Wallet',
        'SportsBets',
      ]),
      setLimit: change(build, '/api/responsible/set_limit', ['Limits']),
    }),
  });

export const { useGetLimitsQuery, useLazyGetLimitsQuery, useSetLimitMutation } = responsibleApi;
