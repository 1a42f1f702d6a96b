import { describe, expect, it } from 'vitest';
import { classify } from './classify';

const t = (key: string) => `t:${key}`;

describe('catalogue: success shows nothing', () => {
  it('treats statusCode 1 as success', () => {
    expect(classify({ statusCode: 1, statusMessage: 'whatever' }, t)).toEqual({ kind: 'success' });
  });
  it('treats statusMessage OK as success', () => {
    expect(classify({ statusCode: 0, statusMessage: 'OK' }, t)).toEqual({ kind: 'success' });
  });
  it('treats an empty or missing status as success', () => {
    expect(classify({}, t)).toEqual({ kind: 'success' });
    expect(classify({ statusCode: null }, t)).toEqual({ kind: 'success' });
  });
});

describe('catalogue: session-expiry messages', () => {
  it.each(['sessionExpired', 'Session Expired', 'BLOCK', 'CLOSE', 'permissionDenied'])(
    'ends the session on %s',
    (message) => {
      expect(classify({ statusCode: -1, statusMessage: message }, t)).toEqual({
        kind: 'sessionExpired',
      });
    },
  );
  it('reads message when statusMessage is absent', () => {
    expect(classify({ statusCode: -1, message: 'BLOCK' }, t).kind).toBe('sessionExpired');
  });
});

describe('catalogue: serviceUnavailable is only logged', () => {
  it('classifies serviceUnavailable as log-only', () => {
    expect(classify({ statusCode: -503, statusMessage: 'serviceUnavailable' }, t)).toEqual({
      kind: 'logOnly',
      message: 'serviceUnavailable',
    });
  });
});

describe('catalogue: anything else is an error', () => {
  it('translates a purely alphabetic key', () => {
    expect(classify({ statusCode: -1, statusMessage: 'invalidPassword' }, t)).toEqual({
      kind: 'error',
      text: 't:invalidPassword',
    });
  });
  it('shows any other message raw', () => {
    expect(classify({ statusCode: -1, statusMessage: 'Wrong password, 2 tries left' }, t)).toEqual({
      kind: 'error',
      text: 'Wrong password, 2 tries left',
    });
    expect(classify({ statusCode: -1, statusMessage: 'error_42' }, t)).toEqual({
      kind: 'error',
      text: 'error_42',
    });
  });
  it('shows the translation of unknownError when the message is empty', () => {
    expect(classify({ statusCode: -2 }, t)).toEqual({ kind: 'error', text: 't:unknownError' });
  });
  it('shows the network failure as the translated disconnect key', () => {
    expect(classify({ statusCode: 0, message: 'disconnect' }, t)).toEqual({
      kind: 'error',
      text: 't:disconnect',
    });
  });
});

describe('catalogue: messages that name values', () => {
  it('translates the period and turns times into dates in the backend time zone', async () => {
    const { createInstance } = await import('i18next');
    const i18n = createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: {
          translation: {
            limitPeriodDaily: 'daily',
            limitDepositReached:
              'Over your {{period}} limit of {{limit, number}} ({{remaining, number}} left); resets {{resets_at, datetime}}.',
          },
        },
      },
      interpolation: { escapeValue: false },
    });
    const translate = (key: string, params?: Record<string, unknown>) =>
      i18n.t(key, { ...params, defaultValue: key });
    const result = classify(
      {
        statusCode: -409,
        statusMessage: 'limitDepositReached',
        statusParams: {
          period: 'daily',
          limit: 1000,
          remaining: 250.5,
          resets_at: '2031-05-10T16:00:00.000Z',
          time_zone: 'Asia/Manila',
        },
      },
      translate,
    );
    expect(result).toEqual({
      kind: 'error',
      text: 'Over your daily limit of 1,000 (250.5 left); resets May 11, 2031, 12:00 AM GMT+8.',
    });
  });

  it('ignores values when the message is a sentence', () => {
    expect(
      classify(
        { statusCode: -409, statusMessage: 'Limit reached.', statusParams: { limit: 5 } },
        t,
      ),
    ).toEqual({ kind: 'error', text: 'Limit reached.' });
  });
});
