import { selectLayout, useAppSelector } from '@playfront/core/store';
import { useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useHydrated } from '../shared/hydrated';
import { Icon } from '../shared/icon';
import { sessionFlag } from '../shared/session-flag';
import { AppLinkButton } from './app-link-button';
import { useAppLinks } from './download-links';
import '../shared/controls.css';
import './download-bar.css';

/** Session key that keeps the bar closed once a visitor dismissed it. */
export const DOWNLOAD_BAR_DISMISSED_KEY = 'pf-download-bar-dismissed';

// Storage can be blocked (private modes); the bar then just shows again on reload.
const dismissedMark = sessionFlag(DOWNLOAD_BAR_DISMISSED_KEY);

/**
 * A dismissible bar inviting visitors to the app, shown when the site's `show_app_download` and
 * `show_download_bar` are both on and it has an app link.
 */
export function AppDownloadBar() {
  const { t } = useTranslation();
  const { show_download_bar } = useAppSelector(selectLayout);
  const { shown, links, siteName } = useAppLinks();
  // Session storage is the browser's: the server's HTML and the hydrating render show the bar.
  const hydrated = useHydrated();
  const [dismissedNow, setDismissed] = useState(false);
  const dismissed = dismissedNow || (hydrated && dismissedMark.isSet());
  if (!show_download_bar || !shown || dismissed) return null;

  const dismiss = () => {
    setDismissed(true);
    dismissedMark.set();
  };

  return (
    <aside className="pf-download-bar" aria-label={t('download')}>
      <p className="pf-download-bar__text">{t('content_downloadBar', { site: siteName })}</p>
      <div className="pf-download-bar__actions">
        {links.map((link) => (
          <AppLinkButton key={link.store} link={link} className="pf-download-bar__link" />
        ))}
        <button
          type="button"
          className="pf-btn pf-btn--ghost pf-download-bar__close"
          aria-label={t('content_hideDownloadBar')}
          onClick={dismiss}
        >
          <Icon name="close" />
        </button>
      </div>
    </aside>
  );
}
