import type { ApiPath, RequestOf, ResponseOf } from '../contract';
import { api, call } from './api';

/** What a caller passes: the base query adds the session fields. */
type Args<P extends ApiPath> = Omit<RequestOf<P>, 'account_id' | 'auth'>;

/** /api/safety/*: time-out and self-exclusion, the reality check and the login history. */
export const safetyApi = api
  .enhanceEndpoints({ addTagTypes: ['Safety', 'Logins'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSafetyStatus: build.query<ResponseOf<'/api/safety/status'>, void>({
        query: () => call('/api/safety/status')(),
        providesTags: ['Safety'],
      }),
      // Ends every session of the account; the caller signs out when it succeeds.
      startBreak: build.mutation<ResponseOf<'/api/safety/exclude'>, Args<'/api/safety/exclude'>>({
        query: call('/api/safety/exclude'),
      }),
      setRealityCheck: build.mutation<
        ResponseOf<'/api/safety/reality_check'>,
        Args<'/api/safety/reality_check'>
      >({
        query: call('/api/safety/reality_check'),
        invalidatesTags: ['Safety'],
      }),
      // The figures change with every bet, so each check asks afresh.
      getPlaySession: build.query<ResponseOf<'/api/safety/session'>, void>({
        query: () => call('/api/safety/session')(),
        providesTags: ['Safety'],
        keepUnusedDataFor: 0,
      }),
      getLoginHistory: build.query<ResponseOf<'/api/safety/login_history'>, void>({
        query: () => call('/api/safety/login_history')(),
        providesTags: ['Logins'],
      }),
      logoutOthers: build.mutation<ResponseOf<'/api/safety/logout_others'>, void>({
        query: () => call('/api/safety/logout_others')(),
        invalidatesTags: ['Logins'],
      }),
    }),
  });

export const {
  useGetSafetyStatusQuery,
  useStartBreakMutation,
  useSetRealityCheckMutation,
  useGetPlaySessionQuery,
  useLazyGetPlaySessionQuery,
  useGetLoginHistoryQuery,
  useLogoutOthersMutation,
} = safetyApi;
