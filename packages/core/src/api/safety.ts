import { act, api, change, read } from './api';

/** /api/safety/*: time-out and self-exclusion, the reality check and the login history. */
export const safetyApi = api
  .enhanceEndpoints({ addTagTypes: ['Safety', 'Logins'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSafetyStatus: read(build, '/api/safety/status', ['Safety']),
      // Ends every session of the account; the caller signs out when it succeeds.
      startBreak: change(build, '/api/safety/exclude'),
      setRealityCheck: change(build, '/api/safety/reality_check', ['Safety']),
      // The reality check and the header's clock read it. The figures change with every bet: each
      // check asks afresh (the timer refetches). They are kept like any read all the same, so those
      // the server fetched for the page are still there when the browser hydrates it.
      getPlaySession: read(build, '/api/safety/session', ['Safety']),
      getLoginHistory: read(build, '/api/safety/login_history', ['Logins']),
      logoutOthers: act(build, '/api/safety/logout_others', ['Logins']),
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
