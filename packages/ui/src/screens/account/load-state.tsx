import { useTranslation } from '@playfront/core/i18n';
import '../../shared/controls.css';
import './account.css';

/** Loading and failure of a query: a status line, or the failure with a retry button. */
export function LoadState({
  loading,
  failed,
  onRetry,
}: {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (failed)
    return (
      <div className="pf-account__notice">
        <p>{t('account_loadFailed')}</p>
        <button type="button" className="pf-btn" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  return (
    <p className="pf-account__notice" role="status">
      {loading ? t('loading') : ''}
    </p>
  );
}
