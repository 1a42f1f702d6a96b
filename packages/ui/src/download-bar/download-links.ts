import { selectSite, useAppSelector } from '@playfront/core/store';
import { safeHref, webSchemes } from '../shared/safe-link';

/** The site's app links (`android_sub`, `ios_sub`) that are web addresses; others are left out. */
export function useAppLinks(): { android: string | null; ios: string | null; siteName: string } {
  const site = useAppSelector(selectSite);
  return {
    android: safeHref(site?.android_sub ?? '', webSchemes),
    ios: safeHref(site?.ios_sub ?? '', webSchemes),
    siteName: site?.site_name ?? '',
  };
}
