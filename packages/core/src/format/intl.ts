const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The `Intl.NumberFormat` of a locale and options, made once: making one costs far more than
 * formatting with it (a home's top-10 list of amounts took 127 ms of a 4x-slowed phone's first
 * render with a new one per amount). Throws as the constructor does, e.g. for an unknown currency.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
