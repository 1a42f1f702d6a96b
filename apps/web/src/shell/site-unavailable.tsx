import { errorText } from '@playfront/core/errors';
import type { LayoutState } from '@playfront/core/store';
import { ErrorPage } from '@playfront/ui/error-page';
import { MaintenanceScreen } from '@playfront/ui/status';
import { useTranslation } from 'react-i18next';

const themeErrorKeys = {
  'Invalid theme code': 'invalidThemeCode',
  'Invalid theme color': 'invalidThemeColor',
} as const;

/**
 * The whole page when the site cannot be shown: maintenance, a refused theme, a failed startup or
 * a template whose code failed to load. Its own chunk: a running site never loads it.
 */
export default function SiteUnavailable({ layout }: { layout: LayoutState }) {
  const { t } = useTranslation();
  if (layout.status === 'maintenance') {
    return (
      <MaintenanceScreen
        title={t('maintenanceTitle')}
        message={t('maintenanceBody')}
        windowLabel=""
        {...(layout.maintenance?.start_date ? { startDate: layout.maintenance.start_date } : {})}
        {...(layout.maintenance?.end_date ? { endDate: layout.maintenance.end_date } : {})}
      />
    );
  }
  const key = layout.themeError ? themeErrorKeys[layout.themeError] : undefined;
  // A failed startup stores a key such as internalServerError: the player reads its text.
  // Without a template (its chunk failed) the message is the operator's notice, not an error.
  const failure =
    layout.status === 'error' && layout.message
      ? errorText(layout.message, (k) => t(k as 'startupFailed', { defaultValue: k }))
      : t('startupFailed');
  return (
    <main>
      <ErrorPage statusCode={500} message={key ? t(key) : failure} backLabel={t('back')} />
    </main>
  );
}
