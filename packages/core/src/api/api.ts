import { createAction } from '@reduxjs/toolkit';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { ApiPath, RequestOf, ResponseOf } from '../contract';
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

/**
 * What a caller passes for any call: everything the base query adds itself left out (a call with
 * `auth` is an own-data call; a site call such as login keeps its `account_id`).
 */
export type CallArgs<P extends ApiPath> = 'auth' extends keyof RequestOf<P>
  ? Omit<RequestOf<P>, SiteKeys | AccountKeys>
  : SiteArgs<P>;

type Builder<T extends string> = EndpointBuilder<typeof playfrontBaseQuery, T, 'api'>;

/** What a read provides, and how long it stays when no one uses it (RTK Query's default without). */
const cached = <T extends string>(tags: T[], cacheSeconds?: number) => ({
  providesTags: tags,
  ...(cacheSeconds === undefined ? {} : { keepUnusedDataFor: cacheSeconds }),
});

/*
 * The endpoint kinds of the app, so an area lists each endpoint on one line: a read the caller
 * passes nothing to (`read`) or arguments to (`readWith`), and a change the caller passes
 * arguments to (`change`) or nothing to (`act`). The tags are what a read provides and what a
 * change invalidates; `cacheSeconds` is how long a read no one uses stays (0: ask afresh each time).
 */
export const read = <T extends string, P extends ApiPath>(
  build: Builder<T>,
  path: P,
  tags: T[] = [],
  cacheSeconds?: number,
) => build.query<ResponseOf<P>, void>({ query: () => call(path)(), ...cached(tags, cacheSeconds) });

export const readWith = <T extends string, P extends ApiPath>(
  build: Builder<T>,
  path: P,
  tags: T[] = [],
  cacheSeconds?: number,
) => build.query<ResponseOf<P>, CallArgs<P>>({ query: call(path), ...cached(tags, cacheSeconds) });

export const change = <T extends string, P extends ApiPath>(
  build: Builder<T>,
  path: P,
  tags: T[] = [],
) => build.mutation<ResponseOf<P>, CallArgs<P>>({ query: call(path), invalidatesTags: tags });

export const act = <T extends string, P extends ApiPath>(
  build: Builder<T>,
  path: P,
  tags: T[] = [],
) => build.mutation<ResponseOf<P>, void>({ query: () => call(path)(), invalidatesTags: tags });
