import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messageTypes, resourcesFile } from '../../scripts/message-types';
import { createI18n, loadMessageGroups, recordMessageGroups } from './create-i18n';
import { filledLanguages, firstMessageGroups, lazyMessageGroups, messageGroups } from './languages';
import { loadMessages } from './messages';

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('message files', () => {
  it.each([...messageGroups, ...lazyMessageGroups])(
    'every filled language has every %s key, none empty, same variables',
    async (group) => {
      const english = (await loadMessages('EN', group))!;
      expect(Object.keys(english).length).toBeGreaterThan(0);
      for (const { code } of filledLanguages) {
        const messages = (await loadMessages(code, group))!;
        expect(Object.keys(messages).sort(), `${code}/${group} keys`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [key, text] of Object.entries(messages)) {
          expect(text.trim(), `${code}/${group}.${key}`).not.toBe('');
          expect(variables(text), `${code}/${group}.${key} variables`).toEqual(
            variables(english[key]!),
          );
        }
      }
    },
  );

  it('has key types that match the English files (pnpm messages:types writes them)', () => {
    expect(readFileSync(resourcesFile, 'utf8')).toBe(messageTypes());
  });

  it('has no files for the declared-only languages', async () => {
    for (const code of ['MMK', 'MNT', 'IDR'] as const)
      expect(await loadMessages(code, 'ui')).toBeNull();
  });

  it('keeps the spec texts of the dialog checks', async () => {
    const validation = (await loadMessages('EN', 'validation'))!;
    expect(validation.emailInvalid).toBe('Invalid email address');
    expect(validation.urlInvalid).toBe('Invalid URL');
  });
});

describe('createI18n', () => {
  it('translates into the page language across groups', async () => {
    const i18n = await createI18n('CN');
    expect(i18n.t('login')).toBe('登录');
    expect(i18n.t('errorTitle')).toBe('出错了');
    expect(i18n.t('pageNotFound', { path: '/x' })).toBe('页面不存在：/x');
  });

  it('loads English before the page language so it can fill gaps', async () => {
    const i18n = await createI18n('PHP');
    expect(i18n.hasResourceBundle('EN', 'ui')).toBe(true);
    expect(i18n.hasResourceBundle('CN', 'ui')).toBe(false);
    expect(i18n.t('login')).toBe('Mag-log in');
  });

  it('shows English for the declared languages without texts', async () => {
    const i18n = await createI18n('MMK');
    expect(i18n.t('login')).toBe('Log in');
  });

  it('loads only the groups asked for, and the others in both languages when asked', async () => {
    const i18n = await createI18n('CN', { groups: firstMessageGroups });
    expect(i18n.t('login')).toBe('登录');
    expect(i18n.t('required')).toBe('required');
    await loadMessageGroups(i18n);
    expect(i18n.t('required')).toBe('此项为必填项。');
    expect(i18n.t('copied')).toBe('已复制。');
    expect(i18n.hasResourceBundle('EN', 'validation')).toBe(true);
  });

  it('brings the other groups when a text of one of them is read before they came', async () => {
    const i18n = await createI18n('CN', { groups: firstMessageGroups });
    expect(i18n.t('errorTitle')).toBe('errorTitle');
    await expect.poll(() => i18n.t('errorTitle')).not.toBe('errorTitle');
    expect(i18n.hasResourceBundle('CN', 'errors')).toBe(true);
    expect(i18n.hasResourceBundle('EN', 'validation')).toBe(true);
  });
});

describe('recordMessageGroups', () => {
  it('names the groups whose texts were read, not those only looked through', async () => {
    const i18n = await createI18n('PHP');
    const read = recordMessageGroups(i18n);
    expect(read()).toEqual([]);
    i18n.t('login');
    i18n.t('copied');
    expect(read()).toEqual(['ui', 'messages']);
    i18n.exists('noSuchText');
    expect(read()).toEqual(['ui', 'messages']);
  });
});
