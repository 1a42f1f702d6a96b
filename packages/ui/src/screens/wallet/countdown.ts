import { useEffect, useState } from 'react';

/** `YYYY-MM-DD HH:mm:ss` UTC as milliseconds since the epoch. */
export const utcMs = (time: string): number => Date.parse(`${time.replace(' ', 'T')}Z`);

/** `m:ss` of a number of seconds. */
export const minutesSeconds = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Seconds left until `until` (UTC), counting down each second; 0 once past. */
export function useSecondsLeft(until: string | undefined): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (!until) return null;
  return Math.max(0, Math.ceil((utcMs(until) - now) / 1000));
}
