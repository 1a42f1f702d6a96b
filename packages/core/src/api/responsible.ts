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
      // The same read for the deposit page, which only asks whether the player has deposited yet:
      // quiet, so a backend without limits leaves the page as it was.
      getLimitsBeforeDeposit: read(build, '/api/responsible/limits', [
        'Limits',
        'Balance',
        'Wallet',
        'SportsBets',
      ]),
    }),
  });

export const {
  useGetLimitsQuery,
  useLazyGetLimitsQuery,
  useSetLimitMutation,
  useGetLimitsBeforeDepositQuery,
} = responsibleApi;
