import type { LanguageCode } from '../contract';

export interface Language {
  readonly code: LanguageCode;
  /** Name in the language itself; empty for the declared-only languages. */
  readonly name: string;
  /** Flag file under the site's static `/flags/` folder. */
  readonly icon: string;
  /** Whether the language has message files; the others fall back to English. */
  readonly filled: boolean;
  /** Lower-case path prefix: `/php/slots`. */
  readonly prefix: string;
  /** `<html lang>` and hreflang value. */
  readonly htmlLang: string;
  readonly ogLocale: string;
  /** Locale for Intl number and date formatting. */
  readonly intlLocale: string;
}

export const languages: readonly Language[] = [
  {
    code: 'EN',
    name: 'English',
    icon: 'en.svg',
    filled: true,
    prefix: 'en',
    htmlLang: 'en',
    ogLocale: 'en_US',
    intlLocale: 'en-US',
  },
  {
    code: 'PHP',
    name: 'Filipino',
    icon: 'ph.svg',
    filled: true,
    prefix: 'php',
    htmlLang: 'fil',
    ogLocale: 'fil_PH',
    intlLocale: 'fil-PH',
  },
  {
    code: 'CN',
    name: '中文',
    icon: 'cn.svg',
    filled: true,
    prefix: 'cn',
    htmlLang: 'zh-Hans',
    ogLocale: 'zh_CN',
    intlLocale: 'zh-CN',
  },
  {
    code: 'MMK',
    name: '',
    icon: '',
    filled: false,
    prefix: 'mmk',
    htmlLang: 'my',
    ogLocale: 'my_MM',
    intlLocale: 'my-MM',
  },
  {
    code: 'MNT',
    name: '',
    icon: '',
    filled: false,
    prefix: 'mnt',
    htmlLang: 'mn',
    ogLocale: 'mn_MN',
    intlLocale: 'mn-MN',
  },
  {
    code: 'IDR',
    name: '',
    icon: '',
    filled: false,
    prefix: 'idr',
    htmlLang: 'id',
    ogLocale: 'id_ID',
    intlLocale: 'id-ID',
  },
];

/** The language whose texts fill every gap. */
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

/**
 * The message groups each filled language has: `ui` holds the texts of the shell, the templates,
 * the lobby and the game lists; `screens` those of the screens with routes of their own (sign-in,
 * account, wallet, engagement, responsible gaming, content), so a first visit to the lobby does
 * not carry them; `sports` those of bet lines, odds and the sportsbook templates' own sections,
 * which a casino site's pages never show.
 */
export const messageGroups = [
  'ui',
  'screens',
  'sports',
  'validation',
  'errors',
  'messages',
  '_m',
] as const;
export type MessageGroup = (typeof messageGroups)[number];

/**
 * Groups a page the server rendered loads before it hydrates, beside any other group the server
 * read for that page: the rest (form checks, the toasts that answer an action, the error
 * catalogue's texts) follow the player's first touch, click or key, or the first text read from
 * them.
 */
export const firstMessageGroups = ['ui', '_m'] as const satisfies readonly MessageGroup[];

/** Groups a page loads only with the part that shows them (the bet slip's texts). */
export const lazyMessageGroups = ['sportsbook'] as const;
export type LazyMessageGroup = (typeof lazyMessageGroups)[number];

export const filledLanguages = languages.filter((l) => l.filled);

export function languageByCode(code: LanguageCode): Language {
  return languages.find((l) => l.code === code) ?? languages[0]!;
}

/** Languages a player can pick and search engines can index: those with texts. */
export function isFilled(code: string): code is LanguageCode {
  return filledLanguages.some((l) => l.code === code);
}
