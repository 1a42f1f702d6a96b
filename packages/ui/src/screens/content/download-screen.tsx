import { useTranslation } from '@playfront/core/i18n';
import { ContentPage } from './content-page';
import { AppLinkButton, useAppLinks } from '../../download-bar';
import '../../shared/controls.css';

/**
 * /download: buttons to the site's Android and iOS apps; a button is hidden when its link is empty,
 * and both are when the site's `show_app_download` is off.
 */
export function DownloadScreen() {
  const { t } = useTranslation();
  const { shown, links, siteName } = useAppLinks();
  return (
    <ContentPage title={t('download')}>
      {shown ? (
        <>
          <p className="pf-content-page__intro">{t('content_downloadIntro', { site: siteName })}</p>
          <ul className="pf-download__buttons">
            {links.map((link) => (
              <li key={link.store}>
                <AppLinkButton link={link} className="pf-download__button" />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="pf-content-page__status">{t('content_downloadUnavailable')}</p>
      )}
    </ContentPage>
  );
}
