/**
 * Bonuses: the operator's offers, each player's claims with their progress, and the bonus money
 * an account holds apart from its cash. Every statement line names the balance it moved
 * (`wallet`) and, for bonus money, the bonus; a bet records the part of its stake that was bonus
 * money and the bonus it wagers towards.
 */
export const BONUS_SCHEMA: readonly string[] = [
  'ALTER TABLE players ADD COLUMN bonus_balance_cents INTEGER NOT NULL DEFAULT 0',
  `CREATE TRIGGER players_bonus_not_negative
   BEFORE UPDATE OF bonus_balance_cents ON players
   WHEN NEW.bonus_balance_cents < 0
   BEGIN SELECT RAISE(ABORT, 'bonus balance below zero'); END`,
  `CREATE TABLE bonus_offers (
    id INTEGER PRIMARY KEY,
    operator TEXT NOT NULL,
    currency TEXT NOT NULL,
    position INTEGER NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('first_deposit', 'reload', 'no_deposit')),
    product TEXT NOT NULL CHECK (product IN ('casino', 'sports')),
    code TEXT COLLATE NOCASE,
    title TEXT NOT NULL,
    match_percent INTEGER NOT NULL CHECK (match_percent BETWEEN 0 AND 1000),
    max_bonus_cents INTEGER NOT NULL CHECK (max_bonus_cents > 0),
    min_deposit_cents INTEGER NOT NULL CHECK (min_deposit_cents >= 0),
    wagering_multiplier REAL NOT NULL CHECK (wagering_multiplier > 0),
    valid_days INTEGER NOT NULL CHECK (valid_days > 0),
    max_stake_cents INTEGER NOT NULL CHECK (max_stake_cents > 0),
    contributions TEXT NOT NULL,
    starts_at TEXT NOT NULL,
    ends_at TEXT,
    seed_key TEXT UNIQUE,
    CHECK ((kind = 'no_deposit') = (match_percent = 0)),
    CHECK (kind = 'first_deposit' OR code IS NOT NULL),
    UNIQUE (operator, code)
  )`,
  'CREATE INDEX bonus_offers_by_operator ON bonus_offers (operator, position)',
  `CREATE TABLE player_bonuses (
    id INTEGER PRIMARY KEY,
    player_id INTEGER NOT NULL REFERENCES players(id),
    offer_id INTEGER NOT NULL REFERENCES bonus_offers(id),
    kind TEXT NOT NULL,
    product TEXT NOT NULL CHECK (product IN ('casino', 'sports')),
    currency TEXT NOT NULL,
    title TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN
      ('pending', 'active', 'converted', 'spent', 'forfeited', 'expired', 'cancelled')),
    deposit_id INTEGER REFERENCES wallet_transactions(id),
    amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
    balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0),
    wagered_cents INTEGER NOT NULL DEFAULT 0 CHECK (wagered_cents >= 0),
    required_cents INTEGER NOT NULL CHECK (required_cents >= 0),
    max_stake_cents INTEGER NOT NULL,
    contributions TEXT NOT NULL,
    valid_days INTEGER NOT NULL,
    expires_at TEXT,
    idempotency_key TEXT,
    created_at TEXT NOT NULL,
    activated_at TEXT,
    ended_at TEXT,
    CHECK (status IN ('pending', 'active') OR ended_at IS NOT NULL),
    CHECK (status = 'active' OR balance_cents = 0),
    UNIQUE (player_id, idempotency_key)
  )`,
  // A player claims an offer once (a claim whose deposit failed frees it again), and holds at most
  // one running bonus per product.
  `CREATE UNIQUE INDEX player_bonuses_once ON player_bonuses (player_id, offer_id)
   WHERE status <> 'cancelled'`,
  `CREATE UNIQUE INDEX player_bonuses_running ON player_bonuses (player_id, product)
   WHERE status IN ('pending', 'active')`,
  'CREATE INDEX player_bonuses_by_deposit ON player_bonuses (deposit_id) WHERE deposit_id IS NOT NULL',
  "ALTER TABLE ledger_entries ADD COLUMN wallet TEXT NOT NULL DEFAULT 'cash' CHECK (wallet IN ('cash', 'bonus'))",
  'ALTER TABLE ledger_entries ADD COLUMN bonus_id INTEGER REFERENCES player_bonuses(id)',
  'CREATE INDEX ledger_by_bonus ON ledger_entries (bonus_id) WHERE bonus_id IS NOT NULL',
  // A cash line names a bonus only when the bonus turned into cash: a bonus converts once.
  `CREATE UNIQUE INDEX ledger_converted_once ON ledger_entries (bonus_id)
   WHERE wallet = 'cash' AND bonus_id IS NOT NULL`,
  'ALTER TABLE bets ADD COLUMN bonus_id INTEGER REFERENCES player_bonuses(id)',
  'ALTER TABLE bets ADD COLUMN bonus_stake_cents INTEGER NOT NULL DEFAULT 0',
  'CREATE INDEX bets_by_bonus ON bets (bonus_id) WHERE bonus_id IS NOT NULL',
];
