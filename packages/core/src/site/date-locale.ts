/** Date-picker locale per site currency / language code (section 9). */
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
