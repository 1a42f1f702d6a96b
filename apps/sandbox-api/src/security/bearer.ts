import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/** The token of `Authorization: Bearer <token>`, or '' when the request names none. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
}

/** Whether two secrets are equal, in a time that does not tell how much of them matched. */
export const sameSecret = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
