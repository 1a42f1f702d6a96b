/**
 * Browsers' push subscriptions. Each belongs to one player of one operator and remembers the
 * sign-in that saved it (signing out there removes it), the language its messages are written
 * in and the kinds the player asked for (JSON list). An endpoint names one browser, so it is kept
 * once: saving it again moves it to whoever signed in last.
 */
export const PUSH_SCHEMA: readonly string[] = [
  `CREATE TABLE push_subscriptions (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    operator TEXT NOT NULL,
    session_hash TEXT NOT NULL,
    endpoint TEXT NOT NULL UNIQUE,
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    kinds TEXT NOT NULL,
    language TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  )`,
  'CREATE INDEX push_subscriptions_by_player ON push_subscriptions (player_id)',
  'CREATE INDEX push_subscriptions_by_session ON push_subscriptions (session_hash)',
];

/**
 * What the kinds beyond money movements need: the site a subscription was saved on (its bare
 * paths are in that site's language, so a message's page takes a prefix in any other), and when a
 * bonus's player was told it is about to expire (told once per bonus).
 */
export const PUSH_EVENTS_SCHEMA: readonly string[] = [
  'ALTER TABLE push_subscriptions ADD COLUMN site_id INTEGER REFERENCES sites(id)',
  'ALTER TABLE player_bonuses ADD COLUMN expiry_told_at TEXT',
  `CREATE INDEX player_bonuses_untold_expiry ON player_bonuses (expires_at)
   WHERE status = 'active' AND expiry_told_at IS NULL`,
];
