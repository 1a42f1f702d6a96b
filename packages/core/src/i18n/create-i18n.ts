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
    fallbackNS: ['screens', 'sports', 'errors', 'validation', 'messages', '_m'];
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
 * page's language, each group as its own lazily imported file. `groups` are the groups loaded
 * before it is handed back (all of them by default); `loadMessageGroups` adds the others later.
 */
export async function createI18n(
  language: LanguageCode,
  { groups = messageGroups }: { groups?: readonly MessageGroup[] } = {},
): Promise<I18n> {
  const i18n = createInstance();
  const later = messageGroups.filter((group) => !groups.includes(group));
  await i18n.use(lazyMessages).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: false,
    lowerCaseLng: false,
    cleanCode: false,
    load: 'currentOnly',
    ns: [...new Set(['ui', ...groups])],
    defaultNS: 'ui',
    fallbackNS: ['screens', 'sports', 'errors', 'validation', 'messages', '_m'],
    interpolation: { escapeValue: false },
    returnNull: false,
    // For an app that calls react-i18next's own hook with this instance, as core's `useTranslation`
    // does by itself: texts of a group that arrives later show at once where they are used.
    react: { useSuspense: false, bindI18nStore: 'added' },
    // A text of a group still to come (an error shown before the player's first touch) brings the
    // groups at once; the text shows when they arrive.
    ...(later.length
      ? {
          saveMissing: true,
          missingKeyHandler: () => void i18n.loadNamespaces(later).catch(() => undefined),
        }
      : {}),
  });
  // Dates in messages follow the site's date locale (the page language's code, `EN`, `PHP`, `CN`,
  // is no Intl locale).
  i18n.services.formatter?.add('datetime', (value, lng, options) =>
    formatMessageDate(value as Date, lng ?? FALLBACK_LANGUAGE, options as MessageDateOptions),
  );
  if (language !== FALLBACK_LANGUAGE) await i18n.changeLanguage(language);
  return i18n;
}

type GetResource = (lng: string, ns: string, key?: string, ...rest: unknown[]) => unknown;
const isMessageGroup = (ns: string): ns is MessageGroup =>
  (messageGroups as readonly string[]).includes(ns);

/** Loads message groups into an instance (both of its languages); groups it holds are kept. */
export async function loadMessageGroups(
  i18n: I18n,
  groups: readonly MessageGroup[] = messageGroups,
): Promise<void> {
  await i18n.loadNamespaces([...groups]);
}

/**
 * Notes every message group a text is read from from now on (the server's render), so the
 * browser loads the same groups before it hydrates that page. Returns the groups read so far.
 */
export function recordMessageGroups(i18n: I18n): () => MessageGroup[] {
  const read = new Set<MessageGroup>();
  // Every lookup of a text goes through the store (its typings leave the method out).
  const store = i18n.services.resourceStore as unknown as { getResource: GetResource };
  const getResource = store.getResource.bind(store);
  store.getResource = (lng, ns, key, ...rest) => {
    const found = getResource(lng, ns, key, ...rest);
    if (key !== undefined && found !== undefined && isMessageGroup(ns)) read.add(ns);
    return found;
  };
  return () => messageGroups.filter((group) => read.has(group));
}

/**
 * The language an instance is on, or the one it is changing to while that language's texts load.
 * A second change asked for meanwhile must be compared with this: the first would otherwise land
 * after it and win.
 */
export const targetLanguage = (i18n: I18n): string =>
  (i18n as I18n & { isLanguageChangingTo?: string }).isLanguageChangingTo ?? i18n.language;
