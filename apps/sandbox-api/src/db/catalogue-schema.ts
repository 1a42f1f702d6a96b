/**
 * Migration 7: what finding games needs. Games get a Chinese title, a sort key, a popularity and
 * a release day; `game_terms` holds the start of every word of their names (and every character
 * of a Chinese title), so a search is one index range, never a scan of the games.
 */
export const CATALOGUE_SCHEMA: readonly string[] = [
  "ALTER TABLE games ADD COLUMN name_cn TEXT NOT NULL DEFAULT ''",
  "ALTER TABLE games ADD COLUMN name_key TEXT NOT NULL DEFAULT ''",
  'ALTER TABLE games ADD COLUMN popularity INTEGER NOT NULL DEFAULT 0',
  "ALTER TABLE games ADD COLUMN released TEXT NOT NULL DEFAULT ''",
  `CREATE TABLE game_terms (
    term TEXT NOT NULL,
    game_id INTEGER NOT NULL REFERENCES games(id),
    PRIMARY KEY (term, game_id)
  )`,
  // One index per sort within a category; the id makes the order total, so pages never overlap.
  'CREATE INDEX games_popular ON games (category, popularity DESC, id)',
  'CREATE INDEX games_new ON games (category, released DESC, id)',
  'CREATE INDEX games_az ON games (category, name_key, id)',
  // Counting a category's games of some providers, and listing its providers.
  'CREATE INDEX games_by_category_provider ON games (category, provider_code)',
];
