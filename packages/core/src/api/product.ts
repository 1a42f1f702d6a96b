import type { ResponseOf } from '../contract';
import { api, call, read, readWith } from './api';

/** /api/product/*: game lists. */
export const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Hot games (and the other home rows); `game_type` is always empty. */
    getHotGames: build.query<ResponseOf<'/api/product/get_hot_games'>, void>({
      query: () => call('/api/product/get_hot_games')({ game_type: '' }),
    }),
    getGames: readWith(build, '/api/product/get_games'),
    /** A category's providers (`game_type` = URL segment, `''` = hot), without its games. */
    getProviders: readWith(build, '/api/product/get_providers'),
    /** Sportsbook bet lines of the site's upcoming matches. */
    getBetLines: read(build, '/api/product/get_bet_lines'),
    /** One page of games found by text, category, providers and sort. */
    searchGames: readWith(build, '/api/product/search_games'),
  }),
});

export const { useGetHotGamesQuery, useGetGamesQuery, useGetBetLinesQuery } = productApi;
export const { useSearchGamesQuery, useGetProvidersQuery } = productApi;
