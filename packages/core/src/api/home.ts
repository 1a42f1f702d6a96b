import { api, change, read } from './api';

/** /api/home/*: the player's favourites. */
export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: read(build, '/api/home/fav_list', ['Favourites']),
    toggleFavourite: change(build, '/api/home/fav_toggle'),
  }),
});

export const { useGetFavouritesQuery, useToggleFavouriteMutation } = homeApi;
