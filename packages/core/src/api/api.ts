import { createAction } from '@reduxjs/toolkit';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { ApiPath, RequestOf } from '../contract';
import type { ApiCallArgs } from './base-query';
import { playfrontBaseQuery } from './base-query';

/**
 * The state a server rendered the page with: the browser's store takes the API cache from it, so
 * the first screen's data is there when React hydrates and no call is made twice.
 */
export const hydrateFromServer = createAction<{ api?: unknown }>('playfront/hydrateFromServer');

// On the server, a query starts while its component renders, so a render can collect the calls a
// page needs and wait for them; in the browser, queries start in effects as usual.
const createPlayfrontApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

/** The one API of the app; each area injects its endpoints. */
export const api = createPlayfrontApi({
  reducerPath: 'api',
  baseQuery: playfrontBaseQuery,
  tagTypes: ['Balance', 'Favourites', 'Inbox', 'Profile'],
  endpoints: () => ({}),
  extractRehydrationInfo(action, { reducerPath }): never | undefined {
    if (!hydrateFromServer.match(action)) return undefined;
    return (action.payload as Record<string, never>)[reducerPath];
  },
});

/** Request fields the base query adds itself. */
type SiteKeys = 'domain_name' | 'external_id';
type AccountKeys = 'account_id' | 'auth';

/** What a caller passes for a site call such as login: everything but domain_name / external_id. */
export type SiteArgs<P extends ApiPath> = Omit<RequestOf<P>, SiteKeys>;
/** What a caller passes for an own-data call: everything but account_id / auth. */
export type AccountArgs<P extends ApiPath> = Omit<RequestOf<P>, AccountKeys>;

/** Builds the base-query argument of one call. */
export const call =
  <P extends ApiPath>(path: P) =>
  (body: object = {}): ApiCallArgs => ({ path, body });
