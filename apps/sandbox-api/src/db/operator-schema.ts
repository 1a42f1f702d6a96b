import { PLAYER_COLUMNS } from './player-columns';

/**
 * Accounts belong to one operator. A site names its operator and the operator's time zone; a
 * player is unique per operator (the same account id on two operators is two accounts) and holds
 * its money in the currency of the site it signed up on, which never changes. SQLite cannot drop
 * the old unique account id, so players are rebuilt; a player from before this step joins the
 * operator of its sign-up site, or the operator of `localhost`.
 */
export const OPERATOR_SCHEMA: readonly string[] = [
  "ALTER TABLE sites ADD COLUMN operator TEXT NOT NULL DEFAULT ''",
  'ALTER TABLE sites ADD COLUMN time_zone TEXT',
  // As the seed names operators: the brand name in lower-case letters and digits.
  "UPDATE sites SET operator = lower(replace(replace(replace(site_name, ' ', ''), '-', ''), '.', ''))",
  'CREATE INDEX sites_by_operator ON sites (operator)',
  `CREATE TABLE players_next (
    id INTEGER PRIMARY KEY,
    operator TEXT NOT NULL,
    currency TEXT NOT NULL,
    account_id TEXT NOT NULL COLLATE NOCASE,
    ${PLAYER_COLUMNS},
    birth_date TEXT,
    reality_check_minutes INTEGER NOT NULL DEFAULT 0,
    UNIQUE (operator, account_id)
  )`,
  `INSERT INTO players_next
   SELECT p.id,
     COALESCE(s.operator, d.operator, ''), COALESCE(s.currency, d.currency, 'PHP'),
     p.account_id, p.password_hash, p.full_name, p.contact_email, p.contact_phone, p.status,
     p.phone_verified, p.email_verified, p.game_balance_cents, p.game_token_cents, p.vip_level,
     p.cycle_deposit_cents, p.cycle_turnover_cents, p.signup_site_id, p.referrer_code, p.ch, p.cm,
     p.pp, p.affiliate_code, p.fbp, p.appsflyer_id, p.visitor_id, p.created_at, p.last_login_at,
     p.password_changed_at, p.birth_date, p.reality_check_minutes
   FROM players p
   LEFT JOIN sites s ON s.id = p.signup_site_id
   LEFT JOIN sites d ON d.domain = 'localhost'`,
  'DROP TABLE players',
  'ALTER TABLE players_next RENAME TO players',
  `CREATE TRIGGER players_balance_not_negative
   BEFORE UPDATE OF game_balance_cents ON players
   WHEN NEW.game_balance_cents < 0
   BEGIN SELECT RAISE(ABORT, 'game balance below zero'); END`,
  // Payments and bets record the currency of their amounts, so a later credit (a provider's word,
  // a settled bet) is checked against the account it lands in and never converts.
  "ALTER TABLE wallet_transactions ADD COLUMN currency TEXT NOT NULL DEFAULT ''",
  `UPDATE wallet_transactions SET currency =
     (SELECT p.currency FROM players p WHERE p.id = wallet_transactions.player_id)`,
  "ALTER TABLE bets ADD COLUMN currency TEXT NOT NULL DEFAULT ''",
  'UPDATE bets SET currency = (SELECT p.currency FROM players p WHERE p.id = bets.player_id)',
];
