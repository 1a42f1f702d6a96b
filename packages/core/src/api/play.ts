import type { ResponseOf } from '../contract';
import type { CallArgs } from './api';
import { api, call, read } from './api';

/** launch_game and recent_games: opening a game and the games the player opened last. */
export const playApi = api.enhanceEndpoints({ addTagTypes: ['RecentGames'] }).injectEndpoints({
  endpoints: (build) => ({
    // A launch URL is single-use, so it is never served from the cache. A player's launch
    // moves the game to the front of recently played.
    launchGame: build.query<
      ResponseOf<'/api/product/launch_game'>,
      CallArgs<'/api/product/launch_game'>
    >({
      query: call('/api/product/launch_game'),
      keepUnusedDataFor: 0,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data && !data.demo) dispatch(playApi.util.invalidateTags(['RecentGames']));
      },
    }),
    getRecentGames: read(build, '/api/product/recent_games', ['RecentGames']),
  }),
});

export const { useLaunchGameQuery, useGetRecentGamesQuery } = playApi;
