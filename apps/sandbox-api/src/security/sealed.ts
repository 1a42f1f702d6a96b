import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { num, strOrNull } from '../db/client';

/** What a sealed value starts with; a value without it was written in clear by an older version. */
const PREFIX = 'gcm1.';

/** A key that seals small secrets at rest (AES-256-GCM), made from the operator's setting. */
export interface SecretBox {
  /** `text` sealed for `context` (the row it belongs to): a fresh IV each time. */
  seal(text: string, context: string): string;
  /** The text of a value sealed for `context`, or null when this key or context did not seal it. */
  open(value: string, context: string): string | null;
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

/**
 * The box of `setting` (`SANDBOX_SECRET_KEY`): its 256-bit key is drawn from the setting with
 * HKDF, so any long random text serves. The row's context is the GCM additional data, so a sealed
 * value copied to another account's row does not open.
 */
export function secretBox(setting: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', setting, 'playfront-sandbox', 'secrets at rest', 32));
  return {
    seal(text, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
      return `${PREFIX}${parts.join('.')}`;
    },
    open(value, context) {
      if (!isSealed(value)) return null;
      const [iv, tag, body] = value
        .slice(PREFIX.length)
        .split('.')
        .map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** A key setting long enough not to be guessed, or none. */
export const secretKeySetting = (value: string | undefined): string | undefined => {
  const text = value?.trim() ?? '';
  return text.length >= 16 && !/\s/.test(text) ? text : undefined;
};

/** A random key setting for a run that was given none. */
export const randomSecretKey = (): string => randomBytes(32).toString('base64url');

/** The context an authenticator secret of `playerId` is sealed for. */
export const totpContext = (playerId: number): string => `players.totp:${playerId}`;

/**
 * Seals the authenticator secrets (confirmed and pending) still stored in clear, each row in the
 * same write that reads it; sealed rows are left alone, so running it again changes nothing.
 */
export async function sealStoredSecrets(db: Db, box: SecretBox): Promise<number> {
  return db.write(async (tx) => {
    const rows = await tx.all(
      `SELECT id, totp_secret, totp_pending_secret FROM players
       WHERE (totp_secret IS NOT NULL AND substr(totp_secret, 1, 5) <> ?)
          OR (totp_pending_secret IS NOT NULL AND substr(totp_pending_secret, 1, 5) <> ?)`,
      [PREFIX, PREFIX],
    );
    for (const row of rows) {
      const id = num(row, 'id');
      const seal = (value: string | null) =>
        value === null || isSealed(value) ? value : box.seal(value, totpContext(id));
      await tx.run('UPDATE players SET totp_secret = ?, totp_pending_secret = ? WHERE id = ?', [
        seal(strOrNull(row, 'totp_secret')),
        seal(strOrNull(row, 'totp_pending_secret')),
        id,
      ]);
    }
    return rows.length;
  });
}
