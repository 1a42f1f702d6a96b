import type { Db } from './client';
import { RESPONSIBLE_SCHEMA } from '../responsible/schema';
import { CATALOGUE_SCHEMA } from './catalogue-schema';
import { PLAY_SCHEMA } from './play-schema';
import { OPERATOR_SCHEMA } from './operator-schema';
import { PLAYER_COLUMNS } from './player-columns';
import { SAFETY_SCHEMA } from './safety-schema';
import { BONUS_SCHEMA } from './bonus-schema';
import { CASH_OUT_SCHEMA, SPORTSBOOK_SCHEMA } from './sportsbook-schema';
import { PUSH_EVENTS_SCHEMA, PUSH_SCHEMA } from '../push/schema';
import { VERIFICATION_SCHEMA } from '../verification/schema';

/** One schema step; applied once, in order, and recorded in `schema_migrations`. */
interface Migration {
  version: number;
  name: string;
  statements: readonly string[];
  /**
   * A step that rebuilds a table other tables reference runs with foreign keys off (SQLite
   * ignores the switch inside a transaction), and checks every reference before it commits.
   */
  rebuildsReferencedTable?: boolean;
}

/** Money is stored in cents (INTEGER) so sums stay exact; times are ISO-8601 UTC text. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'initial schema',
    statements: [
      `CREATE TABLE sites (
        id INTEGER PRIMARY KEY,
        domain TEXT NOT NULL UNIQUE,
        site_name TEXT NOT NULL,
        currency TEXT NOT NULL,
        language TEXT NOT NULL,
        local_language TEXT NOT NULL,
        theme_code TEXT NOT NULL,
        theme_color TEXT NOT NULL,
        logo1 TEXT NOT NULL,
        logo2 TEXT NOT NULL,
        logo3 TEXT NOT NULL,
        logo_text TEXT NOT NULL,
        status TEXT NOT NULL,
        expired_date TEXT,
        external_id TEXT NOT NULL UNIQUE,
        android_sub TEXT NOT NULL,
        ios_sub TEXT NOT NULL,
        aff_domain TEXT NOT NULL,
        notice TEXT NOT NULL,
        chat_id TEXT,
        chat_image_id TEXT,
        show_preloader INTEGER NOT NULL,
        show_bf_ann_modal INTEGER NOT NULL,
        show_app_download INTEGER NOT NULL,
        show_download_bar INTEGER NOT NULL,
        is_maintenance INTEGER NOT NULL,
        maintenance_start TEXT,
        maintenance_end TEXT,
        hour_withdrawal_cents INTEGER NOT NULL,
        registered_player INTEGER NOT NULL,
        active_player INTEGER NOT NULL,
        deposited_player INTEGER NOT NULL
      )`,
      `CREATE TABLE site_announcements (
        site_id INTEGER NOT NULL REFERENCES sites(id),
        position INTEGER NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (site_id, position)
      )`,
      `CREATE TABLE cms_pages (
        site_id INTEGER NOT NULL REFERENCES sites(id),
        page TEXT NOT NULL,
        status INTEGER NOT NULL,
        en_body TEXT NOT NULL,
        local_body TEXT NOT NULL,
        PRIMARY KEY (site_id, page)
      )`,
      `CREATE TABLE seo_pages (
        id INTEGER PRIMARY KEY,
        site_id INTEGER NOT NULL REFERENCES sites(id),
        page_name TEXT NOT NULL,
        en_item_name TEXT NOT NULL,
        en_body TEXT NOT NULL,
        local_item_name TEXT NOT NULL,
        local_body TEXT NOT NULL,
        meta_title TEXT NOT NULL,
        meta_desc TEXT NOT NULL,
        meta_keywords TEXT NOT NULL,
        meta_url TEXT NOT NULL,
        meta_canonical TEXT NOT NULL,
        meta_author TEXT NOT NULL,
        meta_publisher TEXT NOT NULL,
        meta_lang TEXT NOT NULL,
        meta_image_url TEXT NOT NULL,
        UNIQUE (site_id, page_name)
      )`,
      `CREATE TABLE social_accounts (
        site_id INTEGER NOT NULL REFERENCES sites(id),
        position INTEGER NOT NULL,
        platform TEXT NOT NULL,
        account_name TEXT NOT NULL,
        link TEXT NOT NULL,
        PRIMARY KEY (site_id, position)
      )`,
      `CREATE TABLE analytics_scripts (
        site_id INTEGER NOT NULL REFERENCES sites(id),
        position INTEGER NOT NULL,
        section TEXT NOT NULL CHECK (section IN ('HEAD', 'BODY')),
        script TEXT NOT NULL,
        PRIMARY KEY (site_id, position)
      )`,
      `CREATE TABLE top10_entries (
        site_id INTEGER NOT NULL REFERENCES sites(id),
        kind TEXT NOT NULL CHECK (kind IN ('winner', 'withdrawal')),
        position INTEGER NOT NULL,
        account_mask TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        game_name TEXT,
        happened_at TEXT NOT NULL,
        PRIMARY KEY (site_id, kind, position)
      )`,
      `CREATE TABLE menu_items (
        content_id INTEGER PRIMARY KEY,
        parent_id INTEGER REFERENCES menu_items(content_id),
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        path TEXT NOT NULL,
        category TEXT
      )`,
      `CREATE TABLE game_categories (
        key TEXT PRIMARY KEY,
        segment TEXT NOT NULL UNIQUE,
        route TEXT NOT NULL,
        title TEXT NOT NULL,
        position INTEGER NOT NULL
      )`,
      `CREATE TABLE providers (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL
      )`,
      `CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        provider_code TEXT NOT NULL REFERENCES providers(code),
        game_code TEXT NOT NULL,
        game_name TEXT NOT NULL,
        category TEXT NOT NULL REFERENCES game_categories(key),
        game_type TEXT NOT NULL,
        img_url TEXT NOT NULL,
        position INTEGER NOT NULL,
        UNIQUE (provider_code, game_code)
      )`,
      'CREATE INDEX games_by_category ON games (category, position)',
      `CREATE TABLE game_lists (
        list TEXT NOT NULL CHECK (list IN ('hot', 'featured', 'popular', 'new')),
        position INTEGER NOT NULL,
        game_id INTEGER NOT NULL REFERENCES games(id),
        PRIMARY KEY (list, position)
      )`,
      `CREATE TABLE vip_levels (
        level INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        deposit_cents INTEGER NOT NULL,
        turnover_cents INTEGER NOT NULL
      )`,
      `CREATE TABLE players (
        id INTEGER PRIMARY KEY,
        account_id TEXT NOT NULL UNIQUE COLLATE NOCASE,
        ${PLAYER_COLUMNS}
      )`,
      `CREATE TABLE sessions (
        player_id INTEGER PRIMARY KEY REFERENCES players(id),
        token_hash TEXT NOT NULL UNIQUE,
        site_id INTEGER REFERENCES sites(id),
        created_at TEXT NOT NULL
      )`,
      `CREATE TABLE tac_codes (
        player_id INTEGER NOT NULL REFERENCES players(id),
        purpose TEXT NOT NULL CHECK (purpose IN ('register', 'login')),
        code TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        PRIMARY KEY (player_id, purpose)
      )`,
      `CREATE TABLE favourites (
        player_id INTEGER NOT NULL REFERENCES players(id),
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        PRIMARY KEY (player_id, game_id)
      )`,
      `CREATE TABLE inbox_items (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id),
        seed_key TEXT UNIQUE,
        title TEXT NOT NULL,
        message TEXT NOT NULL,
        reward_cents INTEGER NOT NULL DEFAULT 0,
        claimed INTEGER NOT NULL DEFAULT 0,
        claimed_at TEXT,
        created_at TEXT NOT NULL
      )`,
      'CREATE INDEX inbox_by_player ON inbox_items (player_id, created_at)',
      `CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        player_id INTEGER REFERENCES players(id),
        account_id TEXT NOT NULL,
        channel TEXT NOT NULL,
        recipient TEXT NOT NULL,
        kind TEXT NOT NULL,
        text TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
      `CREATE TABLE ads_visits (
        id INTEGER PRIMARY KEY,
        site_id INTEGER NOT NULL REFERENCES sites(id),
        fbp TEXT NOT NULL,
        appsflyer_id TEXT NOT NULL,
        address TEXT NOT NULL,
        user_agent TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
    ],
  },
  {
    version: 2,
    name: 'wallet and engagement',
    statements: [
      `CREATE TABLE bank_accounts (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id),
        bank_name TEXT NOT NULL,
        account_name TEXT NOT NULL,
        account_number TEXT NOT NULL,
        created_at TEXT NOT NULL,
        seed_key TEXT UNIQUE,
        UNIQUE (player_id, bank_name, account_number)
      )`,
      `CREATE TABLE wallet_transactions (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id),
        type TEXT NOT NULL CHECK (type IN ('DEPOSIT', 'WITHDRAWAL')),
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
        method TEXT NOT NULL,
        reference TEXT NOT NULL DEFAULT '',
        bank_account_id INTEGER REFERENCES bank_accounts(id),
        created_at TEXT NOT NULL,
        seed_key TEXT UNIQUE
      )`,
      'CREATE INDEX wallet_transactions_by_player ON wallet_transactions (player_id, created_at)',
      `CREATE TABLE bets (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id),
        provider_code TEXT NOT NULL,
        game_name TEXT NOT NULL,
        stake_cents INTEGER NOT NULL,
        payout_cents INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        seed_key TEXT UNIQUE
      )`,
      'CREATE INDEX bets_by_player ON bets (player_id, created_at)',
      `CREATE TABLE ledger_entries (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id),
        kind TEXT NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'BET', 'WIN', 'BONUS')),
        description TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        balance_cents INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        seed_key TEXT UNIQUE
      )`,
      'CREATE INDEX ledger_by_player ON ledger_entries (player_id, created_at)',
      `CREATE TABLE spins (
        player_id INTEGER NOT NULL REFERENCES players(id),
        spun_on TEXT NOT NULL,
        prize TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (player_id, spun_on)
      )`,
      `CREATE TABLE spin_prizes (
        position INTEGER PRIMARY KEY,
        label TEXT NOT NULL,
        amount_cents INTEGER NOT NULL,
        weight INTEGER NOT NULL
      )`,
      `CREATE TABLE promotions (
        id INTEGER PRIMARY KEY,
        site_id INTEGER NOT NULL REFERENCES sites(id),
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        image_url TEXT NOT NULL,
        ends_on TEXT,
        UNIQUE (site_id, position)
      )`,
      `CREATE TABLE missions (
        id INTEGER PRIMARY KEY,
        site_id INTEGER NOT NULL REFERENCES sites(id),
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        description TEXT NOT NULL,
        metric TEXT NOT NULL CHECK (metric IN ('deposits', 'bets', 'spins')),
        target INTEGER NOT NULL,
        reward_cents INTEGER NOT NULL,
        UNIQUE (site_id, position)
      )`,
      `CREATE TABLE leaderboard_entries (
        site_id INTEGER NOT NULL REFERENCES sites(id),
        position INTEGER NOT NULL,
        account_mask TEXT NOT NULL,
        score_cents INTEGER NOT NULL,
        PRIMARY KEY (site_id, position)
      )`,
      `CREATE TABLE news_items (
        id INTEGER PRIMARY KEY,
        site_id INTEGER NOT NULL REFERENCES sites(id),
        position INTEGER NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        published_on TEXT NOT NULL,
        UNIQUE (site_id, position)
      )`,
      `CREATE TABLE reviews (
        id INTEGER PRIMARY KEY,
        site_id INTEGER NOT NULL REFERENCES sites(id),
        position INTEGER NOT NULL,
        author TEXT NOT NULL,
        rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
        text TEXT NOT NULL,
        published_on TEXT NOT NULL,
        UNIQUE (site_id, position)
      )`,
    ],
  },
  {
    version: 3,
    name: 'balances never below zero',
    statements: [
      `CREATE TRIGGER players_balance_not_negative
       BEFORE UPDATE OF game_balance_cents ON players
       WHEN NEW.game_balance_cents < 0
       BEGIN SELECT RAISE(ABORT, 'game balance below zero'); END`,
    ],
  },
  {
    version: 4,
    name: 'session expiry',
    // Sessions from before this step count as started at 0, so they have expired.
    statements: [
      'ALTER TABLE sessions ADD COLUMN started_ms INTEGER NOT NULL DEFAULT 0',
      'ALTER TABLE sessions ADD COLUMN seen_ms INTEGER NOT NULL DEFAULT 0',
    ],
  },
  {
    version: 5,
    name: 'payments',
    // SQLite cannot change a CHECK, so the transactions table is rebuilt with the new statuses;
    // APPROVED rows become SUCCESS, which is what APPROVED meant.
    statements: [
      `CREATE TABLE wallet_transactions_next (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id),
        type TEXT NOT NULL CHECK (type IN ('DEPOSIT', 'WITHDRAWAL')),
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (fee_cents >= 0 AND fee_cents < amount_cents),
        status TEXT NOT NULL CHECK (status IN
          ('PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED', 'REJECTED')),
        method TEXT NOT NULL,
        flow TEXT NOT NULL DEFAULT '',
        reference TEXT NOT NULL DEFAULT '',
        payment_ref TEXT UNIQUE,
        provider_payment_id TEXT,
        checkout_url TEXT NOT NULL DEFAULT '',
        qr_payload TEXT NOT NULL DEFAULT '',
        transfer_reference TEXT NOT NULL DEFAULT '',
        bank_account_id INTEGER REFERENCES bank_accounts(id),
        idempotency_key TEXT,
        expires_at TEXT,
        updated_at TEXT,
        created_at TEXT NOT NULL,
        seed_key TEXT UNIQUE,
        UNIQUE (player_id, type, idempotency_key)
      )`,
      `INSERT INTO wallet_transactions_next
         (id, player_id, type, amount_cents, status, method, reference, bank_account_id, created_at, seed_key)
       SELECT id, player_id, type, amount_cents,
         CASE status WHEN 'APPROVED' THEN 'SUCCESS' ELSE status END,
         method, reference, bank_account_id, created_at, seed_key
       FROM wallet_transactions`,
      'DROP TABLE wallet_transactions',
      'ALTER TABLE wallet_transactions_next RENAME TO wallet_transactions',
      'CREATE INDEX wallet_transactions_by_player ON wallet_transactions (player_id, created_at)',
      'CREATE INDEX wallet_transactions_pending ON wallet_transactions (player_id, type, status)',
      // The payment provider's own books: it knows merchants' references, not players.
      `CREATE TABLE provider_payments (
        id TEXT PRIMARY KEY,
        merchant_ref TEXT NOT NULL UNIQUE,
        amount_cents INTEGER NOT NULL,
        currency TEXT NOT NULL,
        method TEXT NOT NULL,
        flow TEXT NOT NULL,
        return_url TEXT NOT NULL,
        callback_url TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'DECLINED', 'CANCELLED', 'EXPIRED')),
        expires_at TEXT NOT NULL,
        created_at TEXT NOT NULL
      )`,
      // Every provider callback the operator received, with what it did about it.
      `CREATE TABLE payment_callbacks (
        id INTEGER PRIMARY KEY,
        received_at TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'repeated', 'refused')),
        reason TEXT NOT NULL DEFAULT '',
        payment_ref TEXT NOT NULL DEFAULT '',
        body TEXT NOT NULL
      )`,
    ],
  },
  {
    version: 6,
    name: 'sports bets',
    statements: SPORTSBOOK_SCHEMA,
  },
  {
    version: 7,
    name: 'game catalogue search',
    statements: CATALOGUE_SCHEMA,
  },
  {
    version: 8,
    name: 'playing games',
    statements: PLAY_SCHEMA,
  },
  {
    version: 9,
    name: 'responsible-gaming limits',
    statements: RESPONSIBLE_SCHEMA,
  },
  {
    version: 10,
    name: 'account safety',
    statements: SAFETY_SCHEMA,
  },
  {
    version: 12,
    name: 'localized team names of sports bet legs',
    // JSON of the line's home_name_<lang> / away_name_<lang>, so the history reads in every language.
    statements: ['ALTER TABLE sports_bet_legs ADD COLUMN team_names TEXT'],
  },
  {
    version: 13,
    name: 'accounts belong to one operator',
    statements: OPERATOR_SCHEMA,
    rebuildsReferencedTable: true,
  },
  {
    version: 14,
    name: 'one-time codes die after 5 wrong tries',
    statements: ['ALTER TABLE tac_codes ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0'],
  },
  {
    version: 15,
    name: 'play time per day across sessions',
    // The last use of each sign-in, kept after its session ends, so a day's play time adds up
    // every session of the day and a new sign-in does not start the count over.
    statements: ['ALTER TABLE login_history ADD COLUMN seen_ms INTEGER'],
  },
  {
    version: 16,
    name: 'two-step sign-in',
    statements: [
      // The confirmed secret signs in; a pending one waits for its first code.
      'ALTER TABLE players ADD COLUMN totp_secret TEXT',
      'ALTER TABLE players ADD COLUMN totp_pending_secret TEXT',
      // The last time step whose code was used: a code of that step or before is a replay.
      'ALTER TABLE players ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0',
      `CREATE TABLE totp_backup_codes (
        id INTEGER PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id),
        code_hash TEXT NOT NULL,
        used_at TEXT,
        UNIQUE (player_id, code_hash)
      )`,
      // A sign-in whose password was right and that waits for its code.
      `CREATE TABLE login_challenges (
        id_hash TEXT PRIMARY KEY,
        player_id INTEGER NOT NULL REFERENCES players(id),
        site_id INTEGER NOT NULL,
        expires_ms INTEGER NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0
      )`,
      // When the session last passed a step-up (the code asked again).
      'ALTER TABLE sessions ADD COLUMN stepped_up_ms INTEGER',
    ],
  },
  {
    version: 17,
    name: 'web push subscriptions',
    statements: PUSH_SCHEMA,
  },
  {
    version: 18,
    name: "the regulator's helpline and licence line per site",
    // Sites seeded before this step get the lines the seed gives their currency's operators.
    statements: [
      'ALTER TABLE sites ADD COLUMN helpline TEXT',
      'ALTER TABLE sites ADD COLUMN licence_line TEXT',
      `UPDATE sites SET helpline = CASE currency
         WHEN 'PHP' THEN '1800-1888-1424' WHEN 'CN' THEN '400-161-9995'
         WHEN 'MMK' THEN '+95 1 230 9911' WHEN 'MNT' THEN '+976 7011 0011'
         WHEN 'IDR' THEN '+62 21 500 454' END`,
      `UPDATE sites SET licence_line = site_name || ' is licensed and regulated by ' || CASE currency
         WHEN 'PHP' THEN 'PAGCOR' WHEN 'CN' THEN 'the Cagayan Economic Zone Authority'
         WHEN 'MMK' THEN 'the Malta Gaming Authority' WHEN 'MNT' THEN 'the Malta Gaming Authority'
         WHEN 'IDR' THEN 'the Curaçao Gaming Control Board' END
         || ', licence ' || external_id || '.'
       WHERE currency IN ('PHP', 'CN', 'MMK', 'MNT', 'IDR')`,
    ],
  },
  {
    version: 19,
    name: 'bonuses with their own balance',
    statements: BONUS_SCHEMA,
  },
  {
    version: 20,
    name: 'identity checks',
    statements: VERIFICATION_SCHEMA,
  },
  {
    version: 21,
    name: 'closed accounts',
    // A closed account keeps its rows (the operator's records); the status says it is closed, and
    // this says when. Authenticator secrets stored in clear are sealed at start, which needs the key.
    statements: ['ALTER TABLE players ADD COLUMN closed_at TEXT'],
  },
  {
    version: 22,
    name: 'push messages of settled bets and expiring bonuses',
    statements: PUSH_EVENTS_SCHEMA,
  },
  {
    version: 23,
    name: "the regulator's declaration at sign-up, session clock and withdrawal cancelling",
    statements: [
      // When the player declared not to be a restricted person; accounts made before have none.
      'ALTER TABLE players ADD COLUMN not_restricted_at TEXT',
      'ALTER TABLE sites ADD COLUMN session_clock INTEGER NOT NULL DEFAULT 0',
      'ALTER TABLE sites ADD COLUMN withdrawal_cancel INTEGER NOT NULL DEFAULT 1',
      // Sites seeded before this step get the settings the seed gives their brands.
      "UPDATE sites SET session_clock = 1 WHERE theme_code IN ('slot4', 'slot6', 'slot9')",
      "UPDATE sites SET withdrawal_cancel = 0 WHERE theme_code IN ('slot4', 'slot6')",
    ],
  },
  {
    version: 24,
    name: 'the acceptance delay of in-play bets',
    // Milliseconds an in-play bet waits before it is accepted; the operator sets it per site.
    statements: ['ALTER TABLE sites ADD COLUMN live_bet_delay_ms INTEGER NOT NULL DEFAULT 5000'],
  },
  {
    version: 25,
    name: 'cashing out sports bets',
    statements: CASH_OUT_SCHEMA,
    rebuildsReferencedTable: true,
  },
];

/** Applies the migrations the file has not seen yet, each in one transaction. */
export async function migrate(db: Db): Promise<number> {
  await db.write((tx) =>
    tx.run(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
    ),
  );
  const done = new Set(
    (await db.all('SELECT version FROM schema_migrations')).map((r) => Number(r.version)),
  );
  let applied = 0;
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    const step = () =>
      db.write(async (tx) => {
        for (const sql of migration.statements) await tx.run(sql);
        if (migration.rebuildsReferencedTable) {
          const broken = await tx.all('PRAGMA foreign_key_check');
          if (broken.length)
            throw new Error(
              `Migration ${migration.version} left ${broken.length} broken references`,
            );
        }
        await tx.run('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)', [
          migration.version,
          migration.name,
          new Date().toISOString(),
        ]);
      });
    if (migration.rebuildsReferencedTable) await db.withoutForeignKeys(step);
    else await step();
    applied += 1;
  }
  return applied;
}
