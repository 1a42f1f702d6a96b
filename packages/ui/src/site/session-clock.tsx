import { useGetPlaySessionQuery } from '@playfront/core/api';
import { selectIsAuthenticated, selectSite, useAppSelector } from '@playfront/core/store';
import { useEffect, useState } from 'react';
import { useTranslation } from '@playfront/core/i18n';
import { useHydrated } from '../shared/hydrated';
import './session-clock.css';

const SECOND_MS = 1000;

/** A duration as a clock reads it, `H:MM:SS` (never below zero). */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / SECOND_MS));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(total / 3600)}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}

/** The same duration as `<time datetime>` wants it (`PT1H2M3S`). */
const isoDuration = (ms: number): string => {
  const total = Math.max(0, Math.floor(ms / SECOND_MS));
  return `PT${Math.floor(total / 3600)}H${Math.floor(total / 60) % 60}M${total % 60}S`;
};

/**
 * The time since the player signed in, where the operator's regulator wants it on every signed-in
 * page (`site.session_clock`). The backend counts from the session's start, so a reload or a
 * wrong device clock does not move it. The server's HTML and the hydrating render both show the
 * time as the backend answered it; from the render after, it ticks each second by the browser's
 * clock, counted from when the browser first saw that answer.
 */
export function SessionClock({ className }: { className?: string }) {
  const { t } = useTranslation();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const on = useAppSelector(selectSite)?.session_clock === true;
  const hydrated = useHydrated();
  const { data, fulfilledTimeStamp } = useGetPlaySessionQuery(undefined, {
    skip: !signedIn || !on,
  });
  const [ticks, setTicks] = useState<{ stamp: number; from: number; now: number } | null>(null);
  useEffect(() => {
    if (!hydrated || fulfilledTimeStamp === undefined) return undefined;
    const from = Date.now();
    const tick = () => setTicks({ stamp: fulfilledTimeStamp, from, now: Date.now() });
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, SECOND_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [hydrated, fulfilledTimeStamp]);
  const session = data?.value;
  if (!signedIn || !on || !session) return null;
  const since =
    hydrated && ticks !== null && ticks.stamp === fulfilledTimeStamp ? ticks.now - ticks.from : 0;
  const elapsed = session.elapsed_ms + since;
  const text = clockText(elapsed);
  return (
    <p
      className={className ? `pf-session-clock ${className}` : 'pf-session-clock'}
      role="timer"
      aria-label={t('rg_sessionClockLabel', { time: text })}
      data-testid="session-clock"
    >
      <span className="pf-session-clock__label" aria-hidden="true">
        {t('rg_sessionClock')}
      </span>{' '}
      <time className="pf-session-clock__time" dateTime={isoDuration(elapsed)} aria-hidden="true">
        {text}
      </time>
    </p>
  );
}
