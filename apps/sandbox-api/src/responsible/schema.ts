/**
 * Responsible-gaming limits (migration 9): one row per player, kind and period. `value` is the
 * limit in force (cents, or minutes for session time; NULL = none); a raise or removal waits in
 * `pending_value` until `effective_at` (`has_pending` tells a waiting removal from none).
 */
export const RESPONSIBLE_SCHEMA: readonly string[] = [
  `CREATE TABLE player_limits (
    player_id INTEGER NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session_time')),
    period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly', 'session')),
    value INTEGER CHECK (value IS NULL OR value > 0),
    has_pending INTEGER NOT NULL DEFAULT 0 CHECK (has_pending IN (0, 1)),
    pending_value INTEGER CHECK (pending_value IS NULL OR pending_value > 0),
    effective_at TEXT,
    updated_at TEXT NOT NULL,
    PRIMARY KEY (player_id, kind, period),
    CHECK ((kind = 'session_time') = (period = 'session')),
    CHECK (has_pending = 0 OR effective_at IS NOT NULL)
  )`,
];
