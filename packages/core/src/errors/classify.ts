import { STATUS_OK } from '../contract/constants';

/** Messages that end the session (section 8). */
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

/**
 * The values a message names, ready for the translation: `period` becomes its translated name
 * (`limitPeriodDaily`), times (`*_at`) become dates the message formats in its language.
 */
export function messageParams(
  params: StatusLike['statusParams'],
  t: Translate,
): Record<string, unknown> | undefined {
  if (!params) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) {
    const time = key.endsWith('_at') && typeof value === 'string' ? new Date(value) : null;
    if (time && !Number.isNaN(time.getTime())) out[key] = time;
    else if (key === 'period' && typeof value === 'string' && /^[a-z]+$/.test(value))
      out[key] = t(`limitPeriod${value.charAt(0).toUpperCase()}${value.slice(1)}`);
    else out[key] = value;
  }
  return out;
}

/** An alphabetic key such as `invalidPassword` is translated; sentences are shown as sent. */
export function errorText(
  message: string,
  t: Translate,
  params?: StatusLike['statusParams'],
): string {
  if (message === '') return t('unknownError');
  if (/^[A-Za-z]+$/.test(message)) {
    const values = messageParams(params, t);
    return values ? t(message, values) : t(message);
  }
  return message;
}

type Rule = {
  when: (status: StatusLike, message: string) => boolean;
  then: Classification['kind'];
};

/** Section 8 of the spec, first match wins. */
const catalogue: readonly Rule[] = [
  {
    when: (s, m) => s.statusCode === STATUS_OK || m === 'OK' || s.statusCode == null,
    then: 'success',
  },
  { when: (_s, m) => sessionExpiryMessages.includes(m), then: 'sessionExpired' },
  { when: (_s, m) => m === 'serviceUnavailable', then: 'logOnly' },
  { when: () => true, then: 'error' },
];

/** Classifies an answer; `t` is read now, so the text is in the current language. */
export function classify(status: StatusLike, t: Translate): Classification {
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
      return { kind, text: errorText(message, t, status.statusParams) };
  }
}
