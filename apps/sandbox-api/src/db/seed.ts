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
import { seedEngage } from '../seed/engage';
import { SEED_PASSWORD, seedPlayers, seedVipLevels } from '../seed/players';
import type { SeedSite } from '../seed/sites';
import { localLanguageOf, seedSites } from '../seed/sites';
import { hashPassword } from '../security/passwords';
import type { Db, SqlValue, Tx } from './client';
import { num, str } from './client';

/** `YYYY-MM-DD HH:mm:ss` in UTC, the spec's date-time format. */
export const sqlTime = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** Inserts rows in chunks, skipping those whose key exists; answers how many were new. */
async function insertMany(
  tx: Tx,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
): Promise<number> {
  let inserted = 0;
  const chunk = Math.max(1, Math.floor(900 / columns.length));
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const values = part.map(() => `(${columns.map(() => '?').join(', ')})`).join(', ');
    inserted += await tx.run(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values} ON CONFLICT DO NOTHING`,
      part.flat(),
    );
  }
  return inserted;
}

/** A small deterministic generator, so every site's figures stay the same between seeds. */
function random(seedText: string): () => number {
  let h = 2166136261;
  for (const c of seedText) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

function siteRow(site: SeedSite, now: Date): SqlValue[] {
  const b = site.brand;
  const slug = slugOf(b.siteName);
  const rnd = random(site.domain);
  const logo = (n: number) => `/api/media/logo/${encodeURIComponent(site.domain)}/${n}.svg`;
  const hour = new Date(now);
  hour.setUTCMinutes(0, 0, 0);
  const start = new Date(hour.getTime() - 3_600_000);
  const end = new Date(start.getTime() + 7 * 86_400_000);
  const registered = 20_000 + Math.floor(rnd() * 80_000);
  const active = Math.floor(registered * (0.1 + rnd() * 0.2));
  return [
    site.domain,
    b.siteName,
    b.currency,
    b.language,
    localLanguageOf(b.currency),
    site.themeCode,
    site.themeColor,
    logo(1),
    logo(2),
    logo(3),
    b.siteName.toUpperCase(),
    'ACTIVE',
    null,
    site.externalId,
    b.showAppDownload ? `https://apps.example.com/${slug}/android` : '',
    b.showAppDownload ? `https://apps.example.com/${slug}/ios` : '',
    `aff.${slug}.example`,
    `Welcome to ${b.siteName}.`,
    b.chat ? `chat-${slug}` : null,
    b.chat ? 'bubble' : null,
    b.showPreloader ? 1 : 0,
    b.showBfAnnModal ? 1 : 0,
    b.showAppDownload ? 1 : 0,
    b.showDownloadBar ? 1 : 0,
    site.isMaintenance ? 1 : 0,
    site.isMaintenance ? sqlTime(start) : null,
    site.isMaintenance ? sqlTime(end) : null,
    Math.round((50_000 + rnd() * 450_000) * 100),
    registered,
    active,
    Math.floor(active * (0.4 + rnd() * 0.3)),
  ];
}

const siteColumns = [
  'domain',
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
] as const;

function top10Rows(siteId: number, site: SeedSite, now: Date): SqlValue[][] {
  const rnd = random(`top10:${site.domain}`);
  const heads = ['ma', 'jo', 'li', 'an', 'ke', 'ro', 'wi', 'ch', 'da', 'el', 'su', 'be'];
  const slotNames = seedGames.filter((g) => g.category === 'slot_game').map((g) => g.name);
  const mask = () =>
    `${heads[Math.floor(rnd() * heads.length)] ?? 'pl'}***${String(Math.floor(rnd() * 100)).padStart(2, '0')}`;
  const rows: SqlValue[][] = [];
  for (const kind of ['winner', 'withdrawal'] as const) {
    const amounts = Array.from({ length: 10 }, () =>
      Math.round((kind === 'winner' ? 5_000 + rnd() * 245_000 : 1_000 + rnd() * 79_000) * 100),
    ).sort((x, y) => y - x);
    amounts.forEach((amount, i) => {
      const at = new Date(now.getTime() - Math.floor(rnd() * 72) * 3_600_000 - i * 60_000);
      rows.push([
        siteId,
        kind,
        i + 1,
        mask(),
        amount,
        kind === 'winner' ? (slotNames[Math.floor(rnd() * slotNames.length)] ?? 'Super Ace') : null,
        sqlTime(at),
      ]);
    });
  }
  return rows;
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
  const existing = new Set(
    (await db.all('SELECT lower(account_id) AS id FROM players')).map((r) => str(r, 'id')),
  );
  const newPlayers = seedPlayers.filter((p) => !existing.has(p.accountId.toLowerCase()));
  const hashes = await Promise.all(newPlayers.map(() => hashPassword(SEED_PASSWORD)));
  const sites = seedSites();

  return db.write(async (tx) => {
    let inserted = 0;
    inserted += await insertMany(
      tx,
      'game_categories',
      ['key', 'segment', 'route', 'title', 'position'],
      gameCategories.map((c, i) => [c.key, c.segment, c.route, categoryTitles[c.key], i]),
    );
    inserted += await insertMany(
      tx,
      'providers',
      ['code', 'name'],
      seedProviders.map((p) => [p.code, p.name]),
    );
    inserted += await insertMany(
      tx,
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
    );
    inserted += await insertMany(
      tx,
      'menu_items',
      ['content_id', 'parent_id', 'position', 'title', 'path', 'category'],
      seedMenu.map((m, i) => [m.contentId, m.parentId, i, m.title, m.path, m.category]),
    );
    inserted += await insertMany(
      tx,
      'vip_levels',
      ['level', 'name', 'deposit_cents', 'turnover_cents'],
      seedVipLevels.map((v) => [v.level, v.name, v.deposit, v.turnover]),
    );
    inserted += await insertMany(
      tx,
      'sites',
      siteColumns,
      sites.map((s) => siteRow(s, now)),
    );

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
    inserted += await insertMany(
      tx,
      'site_announcements',
      ['site_id', 'position', 'text'],
      announcementRows,
    );
    inserted += await insertMany(
      tx,
      'cms_pages',
      ['site_id', 'page', 'status', 'en_body', 'local_body'],
      cmsRows,
    );
    inserted += await insertMany(
      tx,
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
    );
    inserted += await insertMany(
      tx,
      'social_accounts',
      ['site_id', 'position', 'platform', 'account_name', 'link'],
      socialRows,
    );
    inserted += await insertMany(
      tx,
      'analytics_scripts',
      ['site_id', 'position', 'section', 'script'],
      analyticsRows,
    );
    inserted += await insertMany(
      tx,
      'top10_entries',
      ['site_id', 'kind', 'position', 'account_mask', 'amount_cents', 'game_name', 'happened_at'],
      top10,
    );

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
    for (const [i, p] of newPlayers.entries()) {
      const added = await tx.run(
        `INSERT INTO players (account_id, password_hash, full_name, contact_email, contact_phone,
           status, phone_verified, email_verified, game_balance_cents, game_token_cents, vip_level,
           cycle_deposit_cents, cycle_turnover_cents, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
        [
          p.accountId,
          hashes[i] ?? '',
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
        ],
      );
      if (added === 0) continue;
      inserted += added;
      const row = await tx.get('SELECT id FROM players WHERE account_id = ?', [p.accountId]);
      const playerId = row ? num(row, 'id') : 0;
      inserted += await insertMany(
        tx,
        'favourites',
        ['player_id', 'game_id', 'seq'],
        p.favourites.map((key, seq) => [playerId, gameId(key), seq + 1]),
      );
      inserted += await insertMany(
        tx,
        'inbox_items',
        ['player_id', 'seed_key', 'title', 'message', 'reward_cents', 'created_at'],
        p.inbox.map((m) => [
          playerId,
          m.key,
          m.title,
          m.message,
          m.reward,
          sqlTime(new Date(now.getTime() - m.hoursAgo * 3_600_000)),
        ]),
      );
    }
    inserted += await seedEngage(tx, now);
    return { inserted };
  });
}
