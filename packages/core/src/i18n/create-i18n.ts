import { createInstance } from 'i18next';
import type { BackendModule, i18n as I18n } from 'i18next';
import type { LanguageCode } from '../contract';
import { formatMessageDate } from '../errors/classify';
import type { MessageDateOptions } from '../errors/classify';
import { FALLBACK_LANGUAGE, messageGroups } from './languages';
import type { LazyMessageGroup, MessageGroup } from './languages';
import { loadMessages } from './messages';
import type { Resources } from './messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui';
    fallbackNS: ['errors', 'validation', 'messages', '_m'];
    resources: Resources;
  }
}

const lazyMessages: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadMessages(language as LanguageCode, namespace as MessageGroup | LazyMessageGroup).then(
      (messages) => callback(null, messages ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/**
 * An i18next instance for one page: English is loaded first (it fills every gap), then the
 * page's language, each group as its own lazily imported file.
 */
export async function createI18n(language: LanguageCode): Promise<I18n> {
  const i18n = createInstance();
  await i18n.use(lazyMessages).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: false,
    lowerCaseLng: false,
    cleanCode: false,
    load: 'currentOnly',
    ns: [...messageGroups],
    defaultNS: 'ui',
    fallbackNS: ['errors', 'validation', 'messages', '_m'],
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  // Dates in messages follow the site's date locale (the page language's code, `EN`, `PHP`, `CN`,
  // is no Intl locale).
  i18n.services.formatter?.add('datetime', (value, lng, options) =>
    formatMessageDate(value as Date, lng ?? FALLBACK_LANGUAGE, options as MessageDateOptions),
  );
  if (language !== FALLBACK_LANGUAGE) await i18n.changeLanguage(language);
  return i18n;
}
