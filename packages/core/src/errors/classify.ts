import { STATUS_OK } from '../contract/constants';
import { messageDateLocale } from '../site/date-locale';

/** Messages that end the session. */
export const sessionExpiryMessages: readonly string[] = [
  'sessionExpired',
  'Session Expired',
  'BLOCK',
  'CLOSE',
  'permissionDenied',
];

/** The status of an answer as the catalogue reads it. */
export interface StatusLike {
  statusCode?: number | null;
  statusMessage?: string;
  message?: string;
  /** Values the message names (a limit, when it resets). */
  statusParams?: Readonly<Record<string, string | number>> | undefined;
}

/** Translates a key, filling in values. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What the catalogue does with an answer. */
export type Classification =
  | { kind: 'success' }
  | { kind: 'sessionExpired' }
  | { kind: 'logOnly'; message: string }
  | { kind: 'error'; text: string };

/** The message the catalogue reads: `statusMessage`, else `message`. */
export const messageOf = (status: StatusLike): string =>
  status.statusMessage || status.message || '';

/** How a time in a message reads: date, hours and minutes, and the zone's short name. */
export const MESSAGE_TIME_FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** How a message's date is formatted: Intl options plus the site currency that picks its locale. */
export type MessageDateOptions = Intl.DateTimeFormatOptions & { dateCurrency?: string };

/**
 * Formats a date of a message (an i18next `datetime` value): in the locale `messageDateLocale`
 * picks for the page language and the site currency (`options.dateCurrency`).
 */
export function formatMessageDate(value: Date, language: string, options: MessageDateOptions) {
  const { dateCurrency, ...intl } = options;
  return new Intl.DateTimeFormat(messageDateLocale(language, dateCurrency), intl).format(value);
}

/**
 * The values a message names, ready for the translation: `period` becomes its translated name
 * (`limitPeriodDaily`), times (`*_at`) become dates the message formats in the date locale of its
 * language and the site `currency`, in the backend's `time_zone` when it names one.
 */
export function messageParams(
  params: StatusLike['statusParams'],
  t: Translate,
  currency?: string,
): Record<string, unknown> | undefined {
  if (!params) return undefined;
  const out: Record<string, unknown> = {};
  const formatParams: Record<string, MessageDateOptions> = {};
  const zone = typeof params.time_zone === 'string' ? params.time_zone : undefined;
  for (const [key, value] of Object.entries(params)) {
    const time = key.endsWith('_at') && typeof value === 'string' ? new Date(value) : null;
    if (time && !Number.isNaN(time.getTime())) {
      out[key] = time;
      formatParams[key] = {
        ...MESSAGE_TIME_FORMAT,
        ...(zone ? { timeZone: zone } : {}),
        ...(currency ? { dateCurrency: currency } : {}),
      };
    } else if (key === 'period' && typeof value === 'string' && /^[a-z]+$/.test(value))
      out[key] = t(`limitPeriod${value.charAt(0).toUpperCase()}${value.slice(1)}`);
    else out[key] = value;
  }
  return Object.keys(formatParams).length ? { ...out, formatParams } : out;
}

/** An alphabetic key such as `invalidPassword` is translated; sentences are shown as sent. */
export function errorText(
  message: string,
  t: Translate,
  params?: StatusLike['statusParams'],
  currency?: string,
): string {
  if (message === '') return t('unknownError');
  if (/^[A-Za-z]+$/.test(message)) {
    const values = messageParams(params, t, currency);
    return values ? t(message, values) : t(message);
  }
  return message;
}

type Rule = {
  when: (status: StatusLike, message: string) => boolean;
  then: Classification['kind'];
};

/** The error catalogue's rules, in order: the first match wins. */
const catalogue: readonly Rule[] = [
  {
    when: (s, m) => s.statusCode === STATUS_OK || m === 'OK' || s.statusCode == null,
    then: 'success',
  },
  { when: (_s, m) => sessionExpiryMessages.includes(m), then: 'sessionExpired' },
  { when: (_s, m) => m === 'serviceUnavailable', then: 'logOnly' },
  { when: () => true, then: 'error' },
];

/**
 * Classifies an answer; `t` is read now, so the text is in the current language. `currency`, the
 * site's, picks the locale of the dates the text names.
 */
export function classify(status: StatusLike, t: Translate, currency?: string): Classification {
  const message = messageOf(status);
  const kind = catalogue.find((rule) => rule.when(status, message))?.then ?? 'error';
  switch (kind) {
    case 'success':
      return { kind };
    case 'sessionExpired':
      return { kind };
    case 'logOnly':
      return { kind, message };
    case 'error':
      return { kind, text: errorText(message, t, status.statusParams, currency) };
  }
}
