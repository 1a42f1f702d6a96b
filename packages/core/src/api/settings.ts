import type { ResponseOf } from '../contract';
import type { AccountArgs, SiteArgs } from './api';
import { api, call } from './api';

/** /api/startup and /api/settings/*: site, profile, CMS, inbox, analytics. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStartup: build.query<ResponseOf<'/api/startup'>, void>({
      query: () => call('/api/startup')(),
    }),
    updateProfile: build.mutation<
      ResponseOf<'/api/settings/profile_update'>,
      AccountArgs<'/api/settings/profile_update'>
    >({ query: call('/api/settings/profile_update'), invalidatesTags: ['Profile'] }),
    getSocialAccounts: build.query<ResponseOf<'/api/settings/social_account'>, void>({
      query: () => call('/api/settings/social_account')(),
    }),
    getTop10: build.query<ResponseOf<'/api/settings/top10winner_withdrawal'>, void>({
      query: () => call('/api/settings/top10winner_withdrawal')(),
    }),
    getSiteInfo: build.query<ResponseOf<'/api/settings/siteinfodetail'>, void>({
      query: () => call('/api/settings/siteinfodetail')(),
    }),
    getInbox: build.query<ResponseOf<'/api/settings/get_inbox'>, void>({
      query: () => call('/api/settings/get_inbox')(),
      providesTags: ['Inbox'],
    }),
    claimInbox: build.mutation<
      ResponseOf<'/api/settings/claim_inbox'>,
      AccountArgs<'/api/settings/claim_inbox'>
    >({ query: call('/api/settings/claim_inbox'), invalidatesTags: ['Inbox', 'Balance'] }),
    checkStatus: build.query<ResponseOf<'/api/settings/check_status'>, void>({
      query: () => call('/api/settings/check_status')(),
    }),
    getAnalytics: build.query<ResponseOf<'/api/settings/get_analytics'>, void>({
      query: () => call('/api/settings/get_analytics')(),
    }),
    adsVisit: build.mutation<
      ResponseOf<'/api/settings/adsvisit'>,
      SiteArgs<'/api/settings/adsvisit'>
    >({ query: call('/api/settings/adsvisit') }),
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
