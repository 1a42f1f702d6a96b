import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../contract';
import { errorText } from '../errors/classify';
import { createI18n } from './create-i18n';

/** A refusal as the backend sends it: a daily limit resetting at midnight in Manila. */
const refusal = {
  period: 'daily',
  limit: 1000,
  remaining: 150,
  resets_at: '2026-11-24T16:00:00.000Z',
  time_zone: 'Asia/Manila',
};

async function refusalIn(language: LanguageCode, currency: string) {
  const i18n = await createI18n(language);
  const t = (key: string, params?: Record<string, unknown>) =>
    i18n.t(key, { ...params, defaultValue: key });
  return errorText('limitDepositReached', t, refusal, currency);
}

describe('dates in refusal messages', () => {
  it('are English on Filipino pages of a peso site', async () => {
    expect(await refusalIn('PHP', 'PHP')).toContain('Nov 25, 2026, 12:00 AM GMT+8');
  });

  it('are English on English pages', async () => {
    expect(await refusalIn('EN', 'PHP')).toContain(
      'The limit resets on Nov 25, 2026, 12:00 AM GMT+8.',
    );
    expect(await refusalIn('EN', 'MMK')).toContain('Nov 25, 2026, 12:00 AM GMT+8');
  });

  it('are Chinese on Chinese pages, and on a yuan site', async () => {
    expect(await refusalIn('CN', 'PHP')).toContain('2026年11月25日 GMT+8 00:00');
    expect(await refusalIn('EN', 'CN')).toContain('2026年11月25日 GMT+8 00:00');
  });

  it('follow the page language in translated texts with no currency', async () => {
    const cn = await createI18n('CN');
    const php = await createI18n('PHP');
    const until_at = new Date('2027-05-24T07:30:00.000Z');
    const formatParams = { until_at: { timeZone: 'UTC' } };
    expect(cn.t('safety_until', { until_at, formatParams })).toContain('2027年5月24日');
    expect(php.t('safety_until', { until_at, formatParams })).toContain('May 24, 2027');
  });
});
