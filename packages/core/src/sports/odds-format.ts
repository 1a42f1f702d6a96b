import { readCookie } from '../i18n/routing';
import type { OddsFormat } from './odds-formats';
import { isOddsFormat } from './odds-formats';

/** Name of the cookie that carries the player's odds format, so the server renders it too. */
export const ODDS_FORMAT_COOKIE = 'odds_format';

/** The format a player who never chose sees. */
export const DEFAULT_ODDS_FORMAT: OddsFormat = 'decimal';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** `Set-Cookie`-style string for document.cookie: 365 days, path /, SameSite Lax. */
export const oddsFormatCookie = (format: OddsFormat): string =>
  `${ODDS_FORMAT_COOKIE}=${format}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;

/** The odds format of a Cookie header or `document.cookie`, or undefined when absent or unknown. */
export function readOddsFormat(cookies: string | null | undefined): OddsFormat | undefined {
  const value = cookies ? readCookie(cookies, ODDS_FORMAT_COOKIE) : undefined;
  return isOddsFormat(value) ? value : undefined;
}

/** Writes the odds format cookie; a no-op without a document. */
export function writeOddsFormatCookie(
  format: OddsFormat,
  doc: Pick<Document, 'cookie'> | undefined = globalThis.document,
): void {
  if (doc) doc.cookie = oddsFormatCookie(format);
}
