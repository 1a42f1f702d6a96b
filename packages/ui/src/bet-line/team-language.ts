import type { LanguageCode } from '@playfront/core/contract';

/** Suffix of the localized team names (`home_name_<lang>`) per page language. */
export const teamNameLanguage: Partial<Record<LanguageCode, string>> = {
  EN: 'en',
  PHP: 'php',
  CN: 'cn',
};
