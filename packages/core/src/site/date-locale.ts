/** Date-picker locale per site currency / language code. */
export const dateLocales = {
  EN: 'en',
  CN: 'zh',
  PHP: 'en',
  MMK: 'en',
  MNT: 'en',
  IDR: 'en',
} as const satisfies Record<string, string>;

export type DateLocale = (typeof dateLocales)[keyof typeof dateLocales];

const isKnown = (code: string): code is keyof typeof dateLocales =>
  Object.hasOwn(dateLocales, code);

/** The date locale for a code; case-insensitive, `en` for any code the table does not list. */
export function dateLocale(code: string | null | undefined): DateLocale {
  const key = (code ?? '').toUpperCase();
  return isKnown(key) ? dateLocales[key] : 'en';
}

/**
 * The locale of dates inside messages (a limit's reset, a break's end): Chinese pages write them
 * in Chinese, other pages by the site currency's row of the table (PHP, MMK, MNT, IDR: English;
 * CN: Chinese), as the date picker does. Without a currency the page language's row decides.
 */
export function messageDateLocale(
  language: string | null | undefined,
  currency: string | null | undefined,
): DateLocale {
  if (dateLocale(language) === 'zh') return 'zh';
  return dateLocale(currency || language);
}
