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
}

/** What the catalogue does with an answer. */
export type Classification =
  | { kind: 'success' }
  | { kind: 'sessionExpired' }
  | { kind: 'logOnly'; message: string }
  | { kind: 'error'; text: string };

/** The message the catalogue reads: `statusMessage`, else `message`. */
export const messageOf = (status: StatusLike): string =>
  status.statusMessage || status.message || '';

/** An alphabetic key such as `invalidPassword` is translated; sentences are shown as sent. */
export function errorText(message: string, t: (key: string) => string): string {
  if (message === '') return t('unknownError');
  if (/^[A-Za-z]+$/.test(message)) return t(message);
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
export function classify(status: StatusLike, t: (key: string) => string): Classification {
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
      return { kind, text: errorText(message, t) };
  }
}
