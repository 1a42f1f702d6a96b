import { api, change, read } from './api';

/** /api/startup and /api/settings/*: site, profile, CMS, inbox, analytics. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStartup: read(build, '/api/startup'),
    updateProfile: change(build, '/api/settings/profile_update', ['Profile']),
    getSocialAccounts: read(build, '/api/settings/social_account'),
    getTop10: read(build, '/api/settings/top10winner_withdrawal'),
    getSiteInfo: read(build, '/api/settings/siteinfodetail'),
    getInbox: read(build, '/api/settings/get_inbox', ['Inbox']),
    claimInbox: change(build, '/api/settings/claim_inbox', ['Inbox', 'Balance']),
    checkStatus: read(build, '/api/settings/check_status'),
    getAnalytics: read(build, '/api/settings/get_analytics'),
    adsVisit: change(build, '/api/settings/adsvisit'),
  }),
});

export const {
  useGetStartupQuery,
  useUpdateProfileMutation,
  useGetSocialAccountsQuery,
  useGetTop10Query,
  useGetSiteInfoQuery,
  useGetInboxQuery,
  useClaimInboxMutation,
  useCheckStatusQuery,
  useGetAnalyticsQuery,
  useAdsVisitMutation,
} = settingsApi;
