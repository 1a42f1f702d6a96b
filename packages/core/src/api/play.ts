import type { ApiPath, RequestOf, ResponseOf } from '../contract';
import { api, call } from './api';

/** What a caller passes: the base query adds the session fields. */
type Args<P extends ApiPath> = Omit<RequestOf<P>, 'account_id' | 'auth'>;

/** launch_game and recent_games: opening a game and the games the player opened last. */
export const playApi = api.enhanceEndpoints({ addTagTypes: ['RecentGames'] }).injectEndpoints({
  endpoints: (build) => ({
    // A launch URL is single-use, so it is never served from the cache. A player's launch
    // moves the game to the front of recently played.
    launchGame: build.query<
      ResponseOf<'/api/product/launch_game'>,
      Args<'/api/product/launch_game'>
    >({
      query: call('/api/product/launch_game'),
      keepUnusedDataFor: 0,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && !data.demo) dispatch(playApi.util.invalidateTags(['RecentGames']));
      },
    }),
    getRecentGames: build.query<ResponseOf<'/api/product/recent_games'>, void>({
      query: () => call('/api/product/recent_games')(),
      providesTags: ['RecentGames'],
    }),
  }),
});

export const { useLaunchGameQuery, useGetRecentGamesQuery } = playApi;
