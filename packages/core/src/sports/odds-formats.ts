// The names alone, apart from the conversions: the store and the server read them on every page.

/** The odds formats a player may choose. */
export const oddsFormats = [
  'decimal',
  'hongkong',
  'malay',
  'indonesian',
  'american',
  'fractional',
] as const;
export type OddsFormat = (typeof oddsFormats)[number];

/** Whether a value names an odds format (for a saved or linked choice). */
export const isOddsFormat = (value: unknown): value is OddsFormat =>
  typeof value === 'string' && (oddsFormats as readonly string[]).includes(value);
