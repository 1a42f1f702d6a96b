import { MESSAGE_TIME_FORMAT } from '@playfront/core/errors';
import { dateLocale } from '@playfront/core/site';
import type { ReactNode } from 'react';
import { useHydrated } from '../shared/hydrated';
import { useLanguage } from '../site/language';

/** Kick-off formatters by locale and zone: the first one built loads the locale's date data. */
const formats = new Map<string, Intl.DateTimeFormat>();

function kickoffFormat(locale: string, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      ...MESSAGE_TIME_FORMAT,
      ...(timeZone ? { timeZone } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

export interface KickoffTimeProps {
  /** The kick-off as the bet line sends it (ISO 8601). */
  iso: string;
  className?: string;
  /** Words around the time, e.g. `Kick-off {{time}}`. */
  label?: (time: string) => string;
  /** Drawn before the time, e.g. an icon. */
  children?: ReactNode;
}

/**
 * A match's kick-off in the page's language, naming its zone (`Mar 2, 2025, 12:00 PM UTC`): UTC
 * in the server's HTML and while the page hydrates, since the server cannot know the player's
 * zone; the player's own zone from the render after. Only these elements draw again then, not the
 * lists around them. Nothing for a kick-off that is not a date.
 */
export function KickoffTime({ iso, className, label, children }: KickoffTimeProps) {
  const { language } = useLanguage();
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = kickoffFormat(dateLocale(language), hydrated ? undefined : 'UTC').format(date);
  return (
    <time dateTime={iso} className={className}>
      {children}
      {label ? label(text) : text}
    </time>
  );
}
