import { useGetPlaySessionQuery } from '@playfront/core/api';
import type { PlaySession } from '@playfront/core/contract';
import { formatMoney } from '@playfront/core/format';
import { languageByCode, useTranslation } from '@playfront/core/i18n';
import {
  closeModal,
  openModal,
  selectIsAuthenticated,
  signOut,
  useAppDispatch,
  useAppSelector,
} from '@playfront/core/store';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHydrated } from '../../shared/hydrated';
import { useLanguage } from '../../site/language';

import './responsible.css';

/** The id the reality-check dialog opens with in the store's modal host. */
export const REALITY_CHECK_MODAL_ID = 'reality-check';

/** The next whole multiple of the interval after `elapsedMs`, never one already shown. */
export function nextCheck(elapsedMs: number, intervalMs: number, lastShown: number) {
  const index = Math.max(Math.floor(elapsedMs / intervalMs) + 1, lastShown + 1);
  return { index, waitMs: index * intervalMs - elapsedMs };
}

/** Session time as `1 h 5 min`. */
function usePlayedText(): (elapsedMs: number) => string {
  const { t } = useTranslation();
  return (elapsedMs) => {
    const minutes = Math.floor(elapsedMs / 60_000);
    return t('safety_hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

/**
 * Every interval of play since this session signed in (the backend's start, so a reload keeps
 * the rhythm), opens the reality-check dialog with the time played and the net result. Runs in
 * the browser only, for a signed-in player who chose an interval.
 */
export function RealityCheckTimer() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const played = usePlayedText();
  const { data, fulfilledTimeStamp, refetch } = useGetPlaySessionQuery(undefined, {
    skip: !hydrated || !signedIn,
  });
  const session: PlaySession | undefined = data?.value;
  const locale = languageByCode(useLanguage().language).intlLocale;
  const money = (amount: number) => formatMoney(amount, session?.currency ?? '', locale);
  const lastShown = useRef(0);
  const [due, setDue] = useState(0);
  // When these figures reached this page, by this browser's clock: figures the server fetched for
  // the page it drew carry the server's time, which another clock must not be compared with.
  const received = useRef({ stamp: 0, at: 0 });

  useEffect(() => {
    if (!session || session.interval_ms <= 0 || !fulfilledTimeStamp) return;
    if (received.current.stamp !== fulfilledTimeStamp)
      received.current = { stamp: fulfilledTimeStamp, at: Date.now() };
    const elapsed = session.elapsed_ms + (Date.now() - received.current.at);
    if (due > lastShown.current) {
      // The figures just asked for after the timer fired: show them.
      lastShown.current = due;
      const net = money(session.net);
      dispatch(
        openModal({
          id: REALITY_CHECK_MODAL_ID,
          title: t('safety_realityDialogTitle'),
          text: `${t('safety_realityPlayed', { time: played(elapsed) })} ${t('safety_realityNet', { amount: net })}`,
        }),
      );
    }
    const next = nextCheck(elapsed, session.interval_ms, lastShown.current);
    const timer = setTimeout(() => {
      setDue(next.index);
      void refetch();
    }, next.waitMs);
    return () => clearTimeout(timer);
    // `money`, `played` and `t` only format; a language switch does not move the schedule.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, fulfilledTimeStamp, due, dispatch, refetch]);

  return null;
}

/** The dialog's actions: keep playing, read the bet history, or log out. */
export function RealityCheckActions() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { localize } = useLanguage();
  // Each action closes the dialog first.
  const actions = [
    { label: t('safety_continue'), primary: true, then: () => undefined },
    { label: t('safety_viewHistory'), then: () => navigate(localize('/bet-history')) },
    { label: t('logout'), then: () => dispatch(signOut()).then(() => navigate(localize('/'))) },
  ];
  return (
    <div className="pf-modal__actions pf-safety__actions">
      {actions.map(({ label, primary, then }) => (
        <button
          key={label}
          type="button"
          className={primary ? 'pf-btn pf-btn--primary' : 'pf-btn'}
          onClick={() => {
            dispatch(closeModal());
            void then();
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
