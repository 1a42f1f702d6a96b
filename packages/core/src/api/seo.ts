import type { ResponseOf } from '../contract';
import type { SiteArgs } from './api';
import { api, call } from './api';

/** /api/seo: the SEO record of one page ('home' is requested at startup). */
export const seoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSeo: build.query<ResponseOf<'/api/seo'>, SiteArgs<'/api/seo'>>({
      query: call('/api/seo'),
    }),
  }),
});

export const { useGetSeoQuery } = seoApi;
