import { api, change, read } from './api';

/**
 * /api/push/*: the key a browser subscribes with, and the signed-in player's subscriptions with
 * the kinds of message each asked for.
 */
export const pushApi = api.enhanceEndpoints({ addTagTypes: ['Push'] }).injectEndpoints({
  endpoints: (build) => ({
    getPushKey: read(build, '/api/push/key'),
    // Another device may add or drop one at any time: each look asks afresh.
    getPushSubscriptions: read(build, '/api/push/list', ['Push'], 0),
    savePushSubscription: change(build, '/api/push/save', ['Push']),
    removePushSubscription: change(build, '/api/push/remove', ['Push']),
  }),
});

export const {
  useGetPushKeyQuery,
  useGetPushSubscriptionsQuery,
  useSavePushSubscriptionMutation,
  useRemovePushSubscriptionMutation,
} = pushApi;
