import Bowser from 'bowser';

/** A readable device for the login history, e.g. `Chrome on Android`, from a user agent. */
export function deviceOf(userAgent: string): string {
  if (!userAgent.trim()) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? '';
  const os = parsed.os.name ?? '';
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}
