import { createHash, randomInt } from 'node:crypto';
import { BACKUP_CODE_COUNT } from '@playfront/core/contract';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_S = 30;
/** Codes of one step before or after the server's are taken too (clocks drift). */
const WINDOW = 1;

/** A new secret: 20 random bytes (RFC 4226's length), as base32 text. */
export const newTwoStepSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, issuer = '', label = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_S,
  });

/** The `otpauth://` link an app reads from the QR code. */
export const otpauthUrl = (secret: string, issuer: string, label: string): string =>
  totpOf(secret, issuer, label).toString();

/** The QR code of `text` as an SVG `data:` URL. */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The time step a code of `secret` is for (now, or one either side), or null when it is none. */
export function totpStep(secret: string, code: string, nowMs: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : Math.floor(nowMs / 1000 / PERIOD_S) + delta;
}

/** The code of `secret` at `nowMs` (tests and the sandbox's own checks). */
export const totpCode = (secret: string, nowMs: number): string =>
  totpOf(secret).generate({ timestamp: nowMs });

const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Fresh backup codes, `xxxx-xxxx` (about 39 bits each). */
export const newBackupCodes = (count = BACKUP_CODE_COUNT): string[] =>
  Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 8 },
      () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)],
    );
    return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
  });

/** A backup code as typed, the way it is compared: lower case, without spaces or dashes. */
export const normaliseBackupCode = (code: string): string =>
  code.toLowerCase().replace(/[\s-]/g, '');

/** Whether `code` has the shape of a backup code (not of an app's code). */
export const looksLikeBackupCode = (code: string): boolean =>
  /^[a-z0-9]{8}$/.test(normaliseBackupCode(code)) && !/^\d+$/.test(normaliseBackupCode(code));

/** What the database keeps of a backup code: its SHA-256 (the codes are random, not chosen). */
export const backupCodeHash = (code: string): string =>
  createHash('sha256').update(normaliseBackupCode(code)).digest('hex');
