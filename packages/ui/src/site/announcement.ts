import {
  openModal,
  selectAnnouncement,
  selectOpenModal,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { useEffect } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useHydrated } from '../shared/hydrated';
import { sessionFlag } from '../shared/session-flag';

/** Id of the announcement dialog. */
export const ANNOUNCEMENT_MODAL_ID = 'announcement-modal';
/** Session key set once the announcement was shown (storage blocked: once per page load). */
export const ANNOUNCEMENT_SEEN_KEY = 'pf-announcement-seen';

const seen = sessionFlag(ANNOUNCEMENT_SEEN_KEY);

/**
 * Opens the operator's announcement (`show_bf_ann_modal`, startup's `message`) in the store's
 * one modal on the first page of a browser session, once the page is the browser's. It waits
 * while another modal is open, so it never replaces one the player is using.
 */
export function useAnnouncementModal(): void {
  const text = useAppSelector(selectAnnouncement);
  const otherModalOpen = useAppSelector(selectOpenModal) !== null;
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const { t } = useTranslation();
  useEffect(() => {
    if (!hydrated || !text || otherModalOpen || seen.isSet()) return;
    // Marked when it opens: a reload before closing it does not show it again.
    seen.set();
    dispatch(openModal({ id: ANNOUNCEMENT_MODAL_ID, title: t('announcement'), text }));
  }, [hydrated, text, otherModalOpen, dispatch, t]);
}
