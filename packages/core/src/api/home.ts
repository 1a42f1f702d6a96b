import type { ResponseOf } from '../contract';
import type { AccountArgs } from './api';
import { api, call } from './api';

/** /api/home/*: the player's favourites. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<ResponseOf<'/api/home/fav_list'>, void>({
      query: () => call('/api/home/fav_list')(),
      providesTags: ['Favourites'],
    }),
    toggleFavourite: build.mutation<
      ResponseOf<'/api/home/fav_toggle'>,
      AccountArgs<'/api/home/fav_toggle'>
    >({ query: call('/api/home/fav_toggle') }),
  }),
});

export const { useGetFavouritesQuery, useToggleFavouriteMutation } = homeApi;
