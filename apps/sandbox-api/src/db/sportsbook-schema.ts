import { rebuildTable } from './rebuild-table';

/**
 * Tables of sports betting. A sports bet is a row of `bets` (provider `SPORTS`, so the bet
 * history lists it) with its price, return and status in `sports_bets` and its selections in
 * `sports_bet_legs`; prices are stored as whole hundredths, money in cents.
 */
export const SPORTSBOOK_SCHEMA: readonly string[] = [
  // Moves the sandbox endpoints made to the day's generated lines.
  `CREATE TABLE sport_prices (
    selection_id TEXT PRIMARY KEY,
    odds_hundredths INTEGER NOT NULL CHECK (odds_hundredths > 100),
    open INTEGER NOT NULL DEFAULT 1
  )`,
  `CREATE TABLE sport_matches (
    match_id TEXT PRIMARY KEY,
    started INTEGER NOT NULL DEFAULT 0,
    settled_at TEXT
  )`,
  `CREATE TABLE sports_bets (
    bet_id INTEGER PRIMARY KEY REFERENCES bets(id),
    player_id INTEGER NOT NULL REFERENCES players(id),
    odds TEXT NOT NULL,
    potential_return_cents INTEGER NOT NULL CHECK (potential_return_cents >= 0),
    status TEXT NOT NULL CHECK (status IN ('open', 'won', 'lost', 'void')),
    settled_at TEXT
  )`,
  'CREATE INDEX sports_bets_by_player ON sports_bets (player_id, status, bet_id)',
  `CREATE TABLE sports_bet_legs (
    bet_id INTEGER NOT NULL REFERENCES sports_bets(bet_id),
    position INTEGER NOT NULL,
    selection_id TEXT NOT NULL,
    match_id TEXT NOT NULL,
    league TEXT NOT NULL,
    kickoff TEXT NOT NULL,
    bet_type TEXT NOT NULL,
    home_away INTEGER NOT NULL,
    criteria1 TEXT,
    home_team_name TEXT NOT NULL,
    away_team_name TEXT NOT NULL,
    odds_hundredths INTEGER NOT NULL CHECK (odds_hundredths > 100),
    result TEXT CHECK (result IN ('won', 'lost', 'void')),
    PRIMARY KEY (bet_id, position)
  )`,
  'CREATE INDEX sports_bet_legs_by_match ON sports_bet_legs (match_id, result)',
  // One row per idempotency key: a retried slip answers what the first one did.
  `CREATE TABLE sports_placements (
    player_id INTEGER NOT NULL REFERENCES players(id),
    idempotency_key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (player_id, idempotency_key)
  )`,
];

/**
 * Cashing out: a bet may end as `cashed_out`, which SQLite's CHECK cannot learn without a rebuild
 * of `sports_bets`. A partial cash-out keeps the stake staked in `bets` (the statement's truth)
 * and notes the part bought back, so the stake riding on is the difference.
 */
export const CASH_OUT_SCHEMA: readonly string[] = [
  ...rebuildTable(
    'sports_bets',
    `bet_id INTEGER PRIMARY KEY REFERENCES bets(id),
    player_id INTEGER NOT NULL REFERENCES players(id),
    odds TEXT NOT NULL,
    potential_return_cents INTEGER NOT NULL CHECK (potential_return_cents >= 0),
    status TEXT NOT NULL CHECK (status IN ('open', 'won', 'lost', 'void', 'cashed_out')),
    settled_at TEXT,
    cashed_stake_cents INTEGER NOT NULL DEFAULT 0 CHECK (cashed_stake_cents >= 0),
    cashed_out_cents INTEGER NOT NULL DEFAULT 0 CHECK (cashed_out_cents >= 0),
    cashed_out_at TEXT`,
    ['bet_id', 'player_id', 'odds', 'potential_return_cents', 'status', 'settled_at'],
  ),
  'CREATE INDEX sports_bets_by_player ON sports_bets (player_id, status, bet_id)',
  // One row per cash-out, kept with its idempotency key: a retried one answers what the first did.
  `CREATE TABLE sports_cash_outs (
    player_id INTEGER NOT NULL REFERENCES players(id),
    idempotency_key TEXT NOT NULL,
    fingerprint TEXT NOT NULL,
    bet_id INTEGER NOT NULL REFERENCES sports_bets(bet_id),
    paid_cents INTEGER NOT NULL CHECK (paid_cents > 0),
    answer TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (player_id, idempotency_key)
  )`,
];
