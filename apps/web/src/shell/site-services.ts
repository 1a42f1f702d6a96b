import { settingsApi } from '@playfront/core/api';
import type { AnalyticsScript } from '@playfront/core/contract';
import type { AppStore } from '@playfront/core/store';

/** Puts analytics scripts into HEAD or BODY by their section (used where no server did it). */
export function injectAnalytics(
  scripts: readonly AnalyticsScript[],
  doc: Document = document,
): void {
  for (const { section, script } of scripts) {
    const el = doc.createElement('script');
    el.dataset.pfAnalytics = section;
    el.textContent = script;
    (section === 'HEAD' ? doc.head : doc.body).append(el);
  }
}

/**
 * Site-wide calls after startup: analytics when the page was not served with them (the dev
 * server). Attribution runs on every route instead (`useAttribution` in the root layout).
 */
export function startSiteServices(store: AppStore): void {
  // A page from the production server already carries them, with the CSP nonce they need.
  if (!document.getElementById('pf-startup') && !document.getElementById('pf-state')) {
    void store
      .dispatch(settingsApi.endpoints.getAnalytics.initiate())
      .unwrap()
      .then((answer) => injectAnalytics(answer.value ?? []))
      .catch(() => undefined);
  }
}
