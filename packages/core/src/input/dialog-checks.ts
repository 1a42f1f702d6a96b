/** The dialog's input checks and their default messages. */
export type DialogCheck = 'email' | 'url';

export const INVALID_EMAIL_MESSAGE = 'Invalid email address';
export const INVALID_URL_MESSAGE = 'Invalid URL';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A single address: something@domain.tld, no spaces. */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** An absolute http(s) URL with a host. */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** The dialog check: null when valid, else 'Invalid email address' or 'Invalid URL'. */
export function checkDialogInput(check: DialogCheck, value: string): string | null {
  if (check === 'email') return isValidEmail(value) ? null : INVALID_EMAIL_MESSAGE;
  return isValidUrl(value) ? null : INVALID_URL_MESSAGE;
}
