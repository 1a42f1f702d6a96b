/**
 * Tables of playing games: what a game allows (demo play, a launch refusal the sandbox simulates,
 * the engine that runs it), each launch with its token, the spins of the demo slot keyed by their
 * idempotency key, and the games a player launched last.
 */
export const PLAY_SCHEMA: readonly string[] = [
  'ALTER TABLE games ADD COLUMN demo INTEGER NOT NULL DEFAULT 0',
  `ALTER TABLE games ADD COLUMN launch_refusal TEXT
     CHECK (launch_refusal IN ('maintenance', 'region', 'limits'))`,
  // 'demo-slot' for games the sandbox really runs; NULL games open the stand-in page.
  'ALTER TABLE games ADD COLUMN engine TEXT',
  // A launch: a player's real-money play, or a guest's demo (player NULL, play money).
  `CREATE TABLE game_launches (
    token_hash TEXT PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id),
    player_id INTEGER REFERENCES players(id),
    session_hash TEXT,
    play_balance_cents INTEGER CHECK (play_balance_cents >= 0),
    created_at TEXT NOT NULL,
    CHECK ((player_id IS NULL) = (play_balance_cents IS NOT NULL))
  )`,
  // One row per spin_id of a launch: a retried spin answers what the first one did.
  `CREATE TABLE slot_spins (
    launch_hash TEXT NOT NULL REFERENCES game_launches(token_hash),
    spin_id TEXT NOT NULL,
    stake_cents INTEGER NOT NULL CHECK (stake_cents > 0),
    bet_id INTEGER REFERENCES bets(id),
    answer TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (launch_hash, spin_id)
  )`,
  `CREATE TABLE recent_games (
    player_id INTEGER NOT NULL REFERENCES players(id),
    game_id INTEGER NOT NULL REFERENCES games(id),
    seq INTEGER NOT NULL,
    PRIMARY KEY (player_id, game_id)
  )`,
  'CREATE INDEX recent_games_by_player ON recent_games (player_id, seq)',
];
