import { selectLiveReconnecting } from '@playfront/core/live';
import { useAppSelector } from '@playfront/core/store';
import { useTranslation } from '@playfront/core/i18n';
import './live-note.css';

/**
 * Says so while the page has lost its push channel and is getting it back: its prices and balance
 * may be behind meanwhile, and catch up when it returns. A polite status: read once, never
 * taking focus.
 */
export default function LiveNote() {
  const { t, ready } = useTranslation('messages', { useSuspense: false });
  const reconnecting = useAppSelector(selectLiveReconnecting);
  return (
    // Always in the page, empty while the channel is fine: a status region that is there before
    // its text arrives is the one screen readers announce.
    <p role="status" className="pf-live-note">
      {reconnecting && ready ? t('liveReconnecting') : null}
    </p>
  );
}
