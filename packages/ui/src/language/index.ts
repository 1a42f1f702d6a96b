export { LanguageSwitcher } from './language-switcher';
export type { LanguageOption, LanguageSwitcherProps } from './language-switcher';
