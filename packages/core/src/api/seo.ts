import { api, readWith } from './api';

/** /api/seo: the SEO record of one page ('home' is requested at startup). */
export const seoApi = api.injectEndpoints({
  endpoints: (build) => ({ getSeo: readWith(build, '/api/seo') }),
});

export const { useGetSeoQuery } = seoApi;
