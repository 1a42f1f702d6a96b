import { cmsPages, gameCategories } from '@playfront/core/contract';
import {
  analyticsScripts,
  announcements,
  cmsBody,
  metaLang,
  pick,
  seedMenu,
  seoBody,
  seoPages,
  socialAccounts,
} from '../seed/content';
import {
  categoryTitles,
  gameImageUrl,
  gameTypeOf,
  seedGameLists,
  seedGames,
  seedProviders,
} from '../seed/games';
import { OPENING_BALANCE, seedEngage } from '../seed/engage';
import { seedPlay } from '../seed/play';
import { seedBonusOffers } from '../bonus/offers';
import { SEED_PASSWORD, seedPlayers, seedVipLevels } from '../seed/players';
import type { SeedSite } from '../seed/sites';
import { siteRecord, slugOf, sqlTime, top10Records } from '../seed/site-record';
import { localLanguageOf, seedSites } from '../seed/sites';
import { hashPassword } from '../security/passwords';
import { completeGames, seedCatalogue } from './catalogue-seed';
import type { Db, SqlValue } from './client';
import { insertMany, insertTables, num, str } from './client';

export { sqlTime } from '../seed/site-record';

function siteRow(site: SeedSite, now: Date): SqlValue[] {
  const r = siteRecord(site, now);
  return [
    r.domain,
    r.operator,
    r.timeZone,
    r.siteName,
    r.currency,
    r.language,
    r.localLanguage,
    r.themeCode,
    r.themeColor,
    ...r.logos,
    r.logoText,
    r.status,
    r.expiredDate,
    r.externalId,
    r.androidSub,
    r.iosSub,
    r.affDomain,
    r.notice,
    r.chatId,
    r.chatImageId,
    r.showPreloader ? 1 : 0,
    r.showBfAnnModal ? 1 : 0,
    r.showAppDownload ? 1 : 0,
    r.showDownloadBar ? 1 : 0,
    r.isMaintenance ? 1 : 0,
    r.maintenanceStart,
    r.maintenanceEnd,
    r.hourWithdrawalCents,
    r.registeredPlayer,
    r.activePlayer,
    r.depositedPlayer,
    r.helpline,
    r.licenceLine,
    r.sessionClock ? 1 : 0,
    r.withdrawalCancel ? 1 : 0,
  ];
}

const siteColumns = [
  'domain',
  'operator',
  'time_zone',
  'site_name',
  'currency',
  'language',
  'local_language',
  'theme_code',
  'theme_color',
  'logo1',
  'logo2',
  'logo3',
  'logo_text',
  'status',
  'expired_date',
  'external_id',
  'android_sub',
  'ios_sub',
  'aff_domain',
  'notice',
  'chat_id',
  'chat_image_id',
  'show_preloader',
  'show_bf_ann_modal',
  'show_app_download',
  'show_download_bar',
  'is_maintenance',
  'maintenance_start',
  'maintenance_end',
  'hour_withdrawal_cents',
  'registered_player',
  'active_player',
  'deposited_player',
  'helpline',
  'licence_line',
  'session_clock',
  'withdrawal_cancel',
] as const;

function top10Rows(siteId: number, site: SeedSite, now: Date): SqlValue[][] {
  return top10Records(site, now).map((r) => [
    siteId,
    r.kind,
    r.position,
    r.accountMask,
    r.amountCents,
    r.gameName,
    r.happenedAt,
  ]);
}

/** What one seed run did. */
export interface SeedReport {
  /** Rows inserted; 0 when the database already held the seed. */
  inserted: number;
}

/**
 * Inserts the demo data; rows that exist are left alone, so a second run inserts and changes
 * nothing. Favourites and inbox items are seeded only with a newly created player.
 */
export async function seed(db: Db, now: Date = new Date()): Promise<SeedReport> {
  const sites = seedSites();
  // Every operator has its own demo players, in its own currency.
  const operators = [
    ...new Map(
      sites.map((s) => {
        const r = siteRecord(s, now);
        return [r.operator, { operator: r.operator, currency: r.currency, domain: r.domain }];
      }),
    ).values(),
  ];
  const existing = new Set(
    (await db.all("SELECT operator || '|' || lower(account_id) AS id FROM players")).map((r) =>
      str(r, 'id'),
    ),
  );
  const newPlayers = operators.flatMap((o) =>
    seedPlayers
      .filter((p) => !existing.has(`${o.operator}|${p.accountId.toLowerCase()}`))
      .map((p) => ({ ...p, ...o })),
  );
  // One hash serves every seeded account (they share the password), so a start hashes once.
  const hash = newPlayers.length ? await hashPassword(SEED_PASSWORD) : '';

  return db.write(async (tx) => {
    let inserted = 0;
    inserted += await insertTables(tx, [
      [
        'game_categories',
        ['key', 'segment', 'route', 'title', 'position'],
        gameCategories.map((c, i) => [c.key, c.segment, c.route, categoryTitles[c.key], i]),
      ],
      ['providers', ['code', 'name'], seedProviders.map((p) => [p.code, p.name])],
      [
        'games',
        ['provider_code', 'game_code', 'game_name', 'category', 'game_type', 'img_url', 'position'],
        seedGames.map((g, i) => [
          g.provider,
          g.code,
          g.name,
          g.category,
          gameTypeOf(g.category),
          gameImageUrl(g.provider, g.code),
          i,
        ]),
      ],
    ]);
    inserted += await seedCatalogue(tx, seedGames.length);
    inserted += await insertTables(tx, [
      [
        'menu_items',
        ['content_id', 'parent_id', 'position', 'title', 'path', 'category'],
        seedMenu.map((m, i) => [m.contentId, m.parentId, i, m.title, m.path, m.category]),
      ],
      [
        'vip_levels',
        ['level', 'name', 'deposit_cents', 'turnover_cents'],
        seedVipLevels.map((v) => [v.level, v.name, v.deposit, v.turnover]),
      ],
      ['sites', siteColumns, sites.map((s) => siteRow(s, now))],
    ]);

    const siteIds = new Map(
      (await tx.all('SELECT id, domain FROM sites')).map((r) => [str(r, 'domain'), num(r, 'id')]),
    );
    const announcementRows: SqlValue[][] = [];
    const cmsRows: SqlValue[][] = [];
    const seoRows: SqlValue[][] = [];
    const socialRows: SqlValue[][] = [];
    const analyticsRows: SqlValue[][] = [];
    const top10: SqlValue[][] = [];
    sites.forEach((site, index) => {
      const id = siteIds.get(site.domain);
      if (id === undefined) throw new Error(`Site ${site.domain} was not stored`);
      const b = site.brand;
      const local = localLanguageOf(b.currency);
      announcements(b.siteName, b.currency).forEach((text, i) =>
        announcementRows.push([id, i, text]),
      );
      for (const page of cmsPages) {
        cmsRows.push([
          id,
          page,
          b.hiddenCms.includes(page) ? 0 : 1,
          cmsBody(page, 'EN', b.siteName, b.currency),
          cmsBody(page, local, b.siteName, b.currency),
        ]);
      }
      for (const page of seoPages) {
        const title = `${pick(page.names, b.language)} | ${b.siteName}`;
        seoRows.push([
          id,
          page.pageName,
          page.names.EN,
          seoBody(page, 'EN', b.siteName, b.currency),
          pick(page.names, local),
          seoBody(page, local, b.siteName, b.currency),
          title,
          `${pick(page.names, b.language)} at ${b.siteName}: play in ${b.currency} with fast payouts.`,
          [b.siteName, page.names.EN, 'online games', b.currency].join(', ').toLowerCase(),
          page.path,
          '',
          b.siteName,
          b.siteName,
          metaLang(b.language),
          '/api/media/banner/1.svg',
        ]);
      }
      socialAccounts(slugOf(b.siteName), b.siteName, 3 + (index % 4)).forEach((s, i) =>
        socialRows.push([id, i, s.platform, s.account_name, s.link]),
      );
      analyticsScripts(site.externalId).forEach((a, i) =>
        analyticsRows.push([id, i, a.section, a.script]),
      );
      top10.push(...top10Rows(id, site, now));
    });
    inserted += await insertTables(tx, [
      ['site_announcements', ['site_id', 'position', 'text'], announcementRows],
      ['cms_pages', ['site_id', 'page', 'status', 'en_body', 'local_body'], cmsRows],
      [
        'seo_pages',
        [
          'site_id',
          'page_name',
          'en_item_name',
          'en_body',
          'local_item_name',
          'local_body',
          'meta_title',
          'meta_desc',
          'meta_keywords',
          'meta_url',
          'meta_canonical',
          'meta_author',
          'meta_publisher',
          'meta_lang',
          'meta_image_url',
        ],
        seoRows,
      ],
      ['social_accounts', ['site_id', 'position', 'platform', 'account_name', 'link'], socialRows],
      ['analytics_scripts', ['site_id', 'position', 'section', 'script'], analyticsRows],
      [
        'top10_entries',
        ['site_id', 'kind', 'position', 'account_mask', 'amount_cents', 'game_name', 'happened_at'],
        top10,
      ],
    ]);

    const gameIds = new Map(
      (await tx.all('SELECT id, provider_code, game_code FROM games')).map((r) => [
        `${str(r, 'provider_code')}/${str(r, 'game_code')}`,
        num(r, 'id'),
      ]),
    );
    const gameId = (key: string) => {
      const id = gameIds.get(key);
      if (id === undefined) throw new Error(`Seed list names unknown game ${key}`);
      return id;
    };
    inserted += await insertMany(
      tx,
      'game_lists',
      ['list', 'position', 'game_id'],
      Object.entries(seedGameLists).flatMap(([list, keys]) =>
        keys.map((key, i) => [list, i, gameId(key)]),
      ),
    );

    const created = sqlTime(now);
    for (const p of newPlayers) {
      const added = await tx.run(
        `INSERT INTO players (operator, currency, account_id, password_hash, full_name,
           contact_email, contact_phone, status, phone_verified, email_verified, game_balance_cents,
           game_token_cents, vip_level, cycle_deposit_cents, cycle_turnover_cents, created_at,
           signup_site_id)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        [
          p.operator,
          p.currency,
          p.accountId,
          hash,
          p.fullName,
          p.email,
          p.phone,
          p.status,
          p.status === 'PENDING' ? 0 : 1,
          p.status === 'PENDING' ? 0 : 1,
          p.balance,
          p.token,
          p.vipLevel,
          p.cycleDeposit,
          p.cycleTurnover,
          created,
          siteIds.get(p.domain) ?? null,
        ],
      );
      if (added === 0) continue;
      inserted += added;
      const row = await tx.get('SELECT id FROM players WHERE operator = ? AND account_id = ?', [
        p.operator,
        p.accountId,
      ]);
      const playerId = row ? num(row, 'id') : 0;
      inserted += await insertTables(tx, [
        [
          'favourites',
          ['player_id', 'game_id', 'seq'],
          p.favourites.map((key, seq) => [playerId, gameId(key), seq + 1]),
        ],
        [
          'inbox_items',
          ['player_id', 'seed_key', 'title', 'message', 'reward_cents', 'created_at'],
          p.inbox.map((m) => [
            playerId,
            `${p.operator}:${m.key}`,
            m.title,
            m.message,
            m.reward,
            sqlTime(new Date(now.getTime() - m.hoursAgo * 3_600_000)),
          ]),
        ],
      ]);
    }
    inserted += await seedEngage(tx, now);
    inserted += await seedPlay(tx);
    inserted += await seedBonusOffers(tx, operators, now);
    // The demo slot joins the catalogue's search and sorts like every other game.
    await completeGames(tx);
    // A seeded balance without a history starts the player's statement, so the lines add up.
    inserted += await tx.run(
      `INSERT INTO ledger_entries (player_id, kind, description, amount_cents, balance_cents, created_at, seed_key)
       SELECT p.id, 'BONUS', ?, p.game_balance_cents, p.game_balance_cents, p.created_at,
         'opening-' || p.id
       FROM players p
       WHERE p.game_balance_cents <> 0
         AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.player_id = p.id)
       ON CONFLICT DO NOTHING`,
      [OPENING_BALANCE],
    );
    return { inserted };
  });
}
