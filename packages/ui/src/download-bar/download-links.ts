import { selectLayout, useAppSelector } from '@playfront/core/store';
import { safeHref, webSchemes } from '../shared/safe-link';

/**
 * The site's app links (`android_sub`, `ios_sub`) that are web addresses, or null: none while
 * the site's `show_app_download` is off. `shown` tells whether any app entry point may show.
 */
export function useAppLinks(): {
  shown: boolean;
  android: string | null;
  ios: string | null;
  /** The links there are, Android first, with the key of their button's text. */
  links: AppLink[];
  siteName: string;
} {
  const { site, show_app_download } = useAppSelector(selectLayout);
  const android = show_app_download ? safeHref(site?.android_sub ?? '', webSchemes) : null;
  const ios = show_app_download ? safeHref(site?.ios_sub ?? '', webSchemes) : null;
  const links: AppLink[] = [];
  if (android) links.push({ store: 'android', href: android, label: 'downloadAndroid' });
  if (ios) links.push({ store: 'ios', href: ios, label: 'downloadIos' });
  return { shown: links.length > 0, android, ios, links, siteName: site?.site_name ?? '' };
}

/** One app's link. */
export interface AppLink {
  store: 'android' | 'ios';
  href: string;
  label: 'downloadAndroid' | 'downloadIos';
}
