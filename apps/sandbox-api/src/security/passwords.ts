import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
const COST = { N: 16384, r: 8, p: 1 };

function derive(password: string, salt: Buffer, n: number, r: number, p: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: n, r, p, maxmem: 64 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password with scrypt and a random salt: `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST.N, COST.r, COST.p);
  return [
    'scrypt',
    COST.N,
    COST.r,
    COST.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

// Verifying against this keeps an unknown account as slow as a wrong password.
const decoyHash = hashPassword(randomBytes(12).toString('hex'));

/** Whether `password` matches `stored`; with no stored hash it still spends the same time. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = (stored ?? (await decoyHash)).split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(n),
    Number(r),
    Number(p),
  );
  return stored !== null && expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A new session token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256, so a leaked file holds no usable token. */
export const tokenHash = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** A temporary password that meets the password rule: 10 letters and digits, both present. */
export function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const all = letters + digits;
  const chars = [letters[randomInt(letters.length)], digits[randomInt(digits.length)]];
  while (chars.length < 10) chars.push(all[randomInt(all.length)]);
  return chars.join('');
}
