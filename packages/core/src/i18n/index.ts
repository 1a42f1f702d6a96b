export { createI18n, loadMessageGroups, recordMessageGroups, targetLanguage } from './create-i18n';
export {
  FALLBACK_LANGUAGE,
  filledLanguages,
  firstMessageGroups,
  isFilled,
  languageByCode,
  languages,
  lazyMessageGroups,
  messageGroups,
} from './languages';
export type { Language, LazyMessageGroup, MessageGroup } from './languages';
export { loadMessages } from './messages';
export type { Resources } from './messages';
export {
  detectLanguage,
  LANGUAGE_COOKIE,
  languageCookie,
  languageFromTag,
  languageRedirect,
  localizedPath,
  readCookie,
  safeLocalPath,
  splitLanguagePrefix,
} from './routing';
export type { DetectInput } from './routing';
export { useTranslation } from './use-translation';
export type { Translation } from './use-translation';
