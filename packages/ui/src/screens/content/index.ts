export { CmsScreen } from './cms-screen';
export type { CmsScreenProps } from './cms-screen';
export { TermsScreen, TERMS_PAGE_NAME } from './terms-screen';
export { ContactUsScreen } from './contact-us-screen';
export { DownloadScreen } from './download-screen';
export { safeHref } from '../../shared/safe-link';
