/**
 * A player's columns from its password on, as the first schema created them. Rebuilding
 * `players` (SQLite cannot change a table's keys in place) must keep each of them exactly, so
 * the first schema and every rebuild take them from here.
 */
export const PLAYER_COLUMNS = `password_hash TEXT NOT NULL,
    full_name TEXT NOT NULL,
    contact_email TEXT NOT NULL,
    contact_phone TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'BLOCK', 'CLOSE')),
    phone_verified INTEGER NOT NULL DEFAULT 0,
    email_verified INTEGER NOT NULL DEFAULT 0,
    game_balance_cents INTEGER NOT NULL DEFAULT 0,
    game_token_cents INTEGER NOT NULL DEFAULT 0,
    vip_level INTEGER NOT NULL DEFAULT 1 REFERENCES vip_levels(level),
    cycle_deposit_cents INTEGER NOT NULL DEFAULT 0,
    cycle_turnover_cents INTEGER NOT NULL DEFAULT 0,
    signup_site_id INTEGER REFERENCES sites(id),
    referrer_code TEXT NOT NULL DEFAULT '',
    ch TEXT NOT NULL DEFAULT '',
    cm TEXT NOT NULL DEFAULT '',
    pp TEXT NOT NULL DEFAULT '',
    affiliate_code TEXT NOT NULL DEFAULT '',
    fbp TEXT NOT NULL DEFAULT '',
    appsflyer_id TEXT NOT NULL DEFAULT '',
    visitor_id TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    last_login_at TEXT,
    password_changed_at TEXT`;
