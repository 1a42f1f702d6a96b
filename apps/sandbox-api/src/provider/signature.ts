import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The provider's signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * Binding the time into the MAC stops an old body being replayed under a fresh time.
 */
export const SIGNATURE_HEADER = 'x-provider-signature';

/** The header value for `rawBody` sent at `unixSeconds`. */
export function signBody(secret: string, rawBody: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

/** Why a signed body is refused, or null when it is genuine and recent. */
export function signatureProblem(
  secret: string,
  rawBody: string,
  header: string | undefined,
  nowSeconds: number,
  windowSeconds: number,
): 'missing signature' | 'bad signature' | 'stale timestamp' | null {
  if (!header) return 'missing signature';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (!Number.isInteger(t) || given.length !== 32) return 'bad signature';
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  if (!timingSafeEqual(given, expected)) return 'bad signature';
  return Math.abs(nowSeconds - t) > windowSeconds ? 'stale timestamp' : null;
}
