export { AppDownloadBar, DOWNLOAD_BAR_DISMISSED_KEY } from './app-download-bar';
export { useAppLinks } from './download-links';
