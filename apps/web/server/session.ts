import { defaults as ironDefaults, seal, unseal } from 'iron-webcrypto';

/**
 * What the web server keeps for a signed-in player, sealed into an httpOnly cookie: the backend's
 * token (which never reaches the page), the account, the name and e-mail the header shows, and
 * the host the session was opened on.
 */
export interface HeldSession {
  token: string;
  accountId: string;
  fullName: string;
  email: string;
  host: string;
}

/** The cookie's name: `__Host-` over HTTPS (Secure, path /, no Domain), a plain name over HTTP. */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-pf_session' : 'pf_session');

/** The shortest secret iron accepts. */
const MIN_SECRET_LENGTH = 32;

export interface SessionSealOptions {
  /**
   * Secrets, newest first: the first seals, every one opens, so a new secret can be put in front
   * and the old one dropped once the cookies it sealed have expired. Each at least 32 characters.
   */
  secrets: readonly string[];
  /** How long a sealed session is honoured, in seconds (the cookie's Max-Age too). */
  maxAgeSeconds: number;
  now?: () => number;
}

/** Seals and opens held sessions; any number of servers with the same secrets read each other's. */
export function createSessionSeal({ secrets, maxAgeSeconds, now = Date.now }: SessionSealOptions) {
  const usable = secrets.filter((s) => s.length >= MIN_SECRET_LENGTH);
  if (!usable.length) throw new Error('A session secret needs at least 32 characters.');
  // The id names the secret inside the sealed text, so the right one opens it after a rotation.
  const ids = usable.map((_, i) => String(usable.length - i));
  const current = { id: ids[0] ?? '1', secret: usable[0] ?? '' };
  const all = Object.fromEntries(usable.map((secret, i) => [ids[i] ?? String(i), secret]));
  const options = {
    ...ironDefaults,
    ttl: maxAgeSeconds * 1000,
    localtimeOffsetMsec: 0,
    timestampSkewSec: 60,
  };
  return {
    maxAgeSeconds,
    async seal(session: HeldSession): Promise<string> {
      return seal(session, current, { ...options, localtimeOffsetMsec: now() - Date.now() });
    },
    /** The session a cookie holds, or null for anything forged, expired, garbled or foreign. */
    async open(value: string | undefined, host: string): Promise<HeldSession | null> {
      if (!value) return null;
      try {
        const opened = (await unseal(value, all, {
          ...options,
          localtimeOffsetMsec: now() - Date.now(),
        })) as Partial<HeldSession>;
        const valid =
          typeof opened.token === 'string' &&
          opened.token !== '' &&
          typeof opened.accountId === 'string' &&
          typeof opened.fullName === 'string' &&
          typeof opened.email === 'string' &&
          // A cookie is its host's alone; one carried to another host is nobody's session.
          opened.host === host;
        return valid ? (opened as HeldSession) : null;
      } catch {
        return null;
      }
    },
  };
}

export type SessionSeal = ReturnType<typeof createSessionSeal>;
