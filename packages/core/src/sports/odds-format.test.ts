import { describe, expect, it } from 'vitest';
import { oddsFormats } from './odds';
import { oddsFormatCookie, readOddsFormat, writeOddsFormatCookie } from './odds-format';

describe('odds format cookie', () => {
  it('round-trips every format through a Cookie header', () => {
    for (const format of oddsFormats) {
      const [pair] = oddsFormatCookie(format).split(';');
      expect(readOddsFormat(`i18n_redirected=CN; ${pair}; viewport=md`)).toBe(format);
    }
  });

  it('lives a year on every path, readable by the server', () => {
    expect(oddsFormatCookie('malay')).toBe(
      'odds_format=malay; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('reads nothing from a missing, empty or unknown cookie', () => {
    expect(readOddsFormat(undefined)).toBeUndefined();
    expect(readOddsFormat('')).toBeUndefined();
    expect(readOddsFormat('odds_format=roman')).toBeUndefined();
    expect(readOddsFormat('other_odds_format=malay')).toBeUndefined();
  });

  it('writes into a document, and does nothing without one', () => {
    const doc = { cookie: '' };
    writeOddsFormatCookie('american', doc);
    expect(readOddsFormat(doc.cookie)).toBe('american');
    expect(() => writeOddsFormatCookie('american', undefined)).not.toThrow();
  });
});
