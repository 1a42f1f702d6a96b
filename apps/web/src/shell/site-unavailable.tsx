import { errorText } from '@playfront/core/errors';
import type { LayoutState } from '@playfront/core/store';
import { ErrorPage } from '@playfront/ui/error-page';
import { MaintenanceScreen } from '@playfront/ui/status';
import { useTranslation } from '@playfront/core/i18n';

const themeErrorKeys = {
  'Invalid theme code': 'invalidThemeCode',
  'Invalid theme color': 'invalidThemeColor',
} as const;

/** The maintenance screen, with the window the backend announced. */
function Maintenance({ maintenance }: { maintenance: LayoutState['maintenance'] }) {
  const { t } = useTranslation();
  return (
    <MaintenanceScreen
      title={t('maintenanceTitle')}
      message={t('maintenanceBody')}
      windowLabel=""
      {...(maintenance?.start_date ? { startDate: maintenance.start_date } : {})}
      {...(maintenance?.end_date ? { endDate: maintenance.end_date } : {})}
    />
  );
}

/** A refused theme, a failed startup or a template whose code failed to load. */
function SiteError({ layout }: { layout: LayoutState }) {
  // Its texts are in `errors`: a page the server rendered loaded them to hydrate, a page drawn
  // here (its template failed to load) may not have them yet.
  const { t, ready } = useTranslation(['ui', 'errors']);
  if (!ready) return null;
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

/**
 * The whole page when the site cannot be shown: maintenance, a refused theme, a failed startup or
 * a template whose code failed to load. Its own chunk: a running site never loads it.
 */
export default function SiteUnavailable({ layout }: { layout: LayoutState }) {
  return layout.status === 'maintenance' ? (
    <Maintenance maintenance={layout.maintenance} />
  ) : (
    <SiteError layout={layout} />
  );
}
