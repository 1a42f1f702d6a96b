import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { errorKeys } from './errors';

/** The client's texts of the refusals, per language with texts. */
const texts = (language: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../../../packages/core/src/i18n/locales/${language}/errors.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;

/** Refusals no player reads: the operator's desk, and a currency no session of theirs names. */
const operatorOnly = new Set(['controlTokenInvalid', 'walletCurrencyMismatch']);

describe('error keys', () => {
  it.each(['en', 'php', 'cn'])(
    'are letters only and each one a player meets has a %s text',
    (language) => {
      const messages = texts(language);
      for (const key of Object.keys(errorKeys)) {
        expect(key).toMatch(/^[A-Za-z]+$/);
        if (!operatorOnly.has(key)) expect(messages[key], key).toBeTruthy();
      }
    },
  );
});
