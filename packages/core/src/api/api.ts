import { createApi } from '@reduxjs/toolkit/query/react';
import type { ApiPath, RequestOf } from '../contract';
import type { ApiCallArgs } from './base-query';
import { playfrontBaseQuery } from './base-query';

/** The one API of the app; each area injects its endpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: playfrontBaseQuery,
  tagTypes: ['Balance', 'Favourites', 'Inbox', 'Profile'],
  endpoints: () => ({}),
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
