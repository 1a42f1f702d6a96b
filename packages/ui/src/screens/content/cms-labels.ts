import type { CmsPage } from '@playfront/core/contract';

/** The ui text key of each CMS page's title. */
export const cmsTitleKeys = {
  about_us: 'about',
  privacy_policy: 'privacyPolicy',
  responsible_gaming: 'responsibleGaming',
  banking: 'banking',
  faqs: 'faqs',
} as const satisfies Record<CmsPage, string>;
