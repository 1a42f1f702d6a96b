import { rebuildTable } from './rebuild-table';

/**
 * Tables of account safety. An account may hold several sessions (one per device), each linked
 * to the sign-in that opened it in `login_history`; a time-out or self-exclusion is a row of
 * `account_exclusions`; the date of birth and the reality-check interval sit on the player.
 */
export const SAFETY_SCHEMA: readonly string[] = [
  'ALTER TABLE players ADD COLUMN birth_date TEXT',
  'ALTER TABLE players ADD COLUMN reality_check_minutes INTEGER NOT NULL DEFAULT 0',
  `CREATE TABLE login_history (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    at TEXT NOT NULL,
    ip TEXT NOT NULL,
    user_agent TEXT NOT NULL,
    device TEXT NOT NULL
  )`,
  'CREATE INDEX login_history_by_player ON login_history (player_id, id)',
  // SQLite cannot drop a primary key, so sessions are rebuilt with one row per sign-in.
  ...rebuildTable(
    'sessions',
    `id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    token_hash TEXT NOT NULL UNIQUE,
    site_id INTEGER REFERENCES sites(id),
    created_at TEXT NOT NULL,
    started_ms INTEGER NOT NULL DEFAULT 0,
    seen_ms INTEGER NOT NULL DEFAULT 0,
    login_id INTEGER REFERENCES login_history(id)`,
    ['player_id', 'token_hash', 'site_id', 'created_at', 'started_ms', 'seen_ms'],
  ),
  'CREATE INDEX sessions_by_player ON sessions (player_id)',
  `CREATE TABLE account_exclusions (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL CHECK (kind IN ('timeout', 'exclusion')),
    period TEXT NOT NULL,
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL,
    irrevocable_until TEXT NOT NULL,
    lifted_at TEXT,
    created_at TEXT NOT NULL
  )`,
  'CREATE INDEX account_exclusions_by_player ON account_exclusions (player_id, ends_at)',
];
