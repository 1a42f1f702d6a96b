export { AppDownloadBar, DOWNLOAD_BAR_DISMISSED_KEY } from './app-download-bar';
export { AppLinkButton } from './app-link-button';
export { useAppLinks } from './download-links';
export type { AppLink } from './download-links';
