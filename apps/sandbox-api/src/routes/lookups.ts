import { timingSafeEqual } from 'node:crypto';
import type { Row } from '@libsql/client';
import type { Db } from '../db/client';
import { bool, num, str, strOrNull } from '../db/client';
import { ApiError } from '../errors';
import type { SiteRecord } from '../seed/site-record';
import { tokenHash } from '../security/passwords';
import type { Services } from './define';

/** A site as stored. */
export interface SiteRow extends SiteRecord {
  id: number;
}

const toSite = (r: Row): SiteRow => ({
  id: num(r, 'id'),
  domain: str(r, 'domain'),
  siteName: str(r, 'site_name'),
  currency: str(r, 'currency'),
  language: str(r, 'language'),
  localLanguage: str(r, 'local_language'),
  themeCode: str(r, 'theme_code'),
  themeColor: str(r, 'theme_color'),
  logos: [str(r, 'logo1'), str(r, 'logo2'), str(r, 'logo3')],
  logoText: str(r, 'logo_text'),
  status: str(r, 'status'),
  expiredDate: strOrNull(r, 'expired_date'),
  externalId: str(r, 'external_id'),
  androidSub: str(r, 'android_sub'),
  iosSub: str(r, 'ios_sub'),
  affDomain: str(r, 'aff_domain'),
  notice: str(r, 'notice'),
  chatId: strOrNull(r, 'chat_id'),
  chatImageId: strOrNull(r, 'chat_image_id'),
  showPreloader: bool(r, 'show_preloader'),
  showBfAnnModal: bool(r, 'show_bf_ann_modal'),
  showAppDownload: bool(r, 'show_app_download'),
  showDownloadBar: bool(r, 'show_download_bar'),
  isMaintenance: bool(r, 'is_maintenance'),
  maintenanceStart: strOrNull(r, 'maintenance_start'),
  maintenanceEnd: strOrNull(r, 'maintenance_end'),
  hourWithdrawalCents: num(r, 'hour_withdrawal_cents'),
  registeredPlayer: num(r, 'registered_player'),
  activePlayer: num(r, 'active_player'),
  depositedPlayer: num(r, 'deposited_player'),
});

/** The host name a browser would send: lower-case, without port or trailing dot. */
export const normaliseDomain = (domain: string): string =>
  domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** Every seeded site, in insertion order. */
export async function allSites(db: Db): Promise<SiteRow[]> {
  return (await db.all('SELECT * FROM sites ORDER BY id')).map(toSite);
}

/**
 * The site of `domain_name`. An `external_id` that is sent must be the site's own (an empty one
 * is accepted, as the client sends it before startup has answered).
 */
export async function findSite(db: Db, domainName: string, externalId = ''): Promise<SiteRow> {
  const domain = normaliseDomain(domainName);
  const row = domain ? await db.get('SELECT * FROM sites WHERE domain = ?', [domain]) : undefined;
  if (!row) throw new ApiError('unknownDomain', 'No site is configured for this domain_name.');
  const site = toSite(row);
  if (externalId !== '' && externalId !== site.externalId)
    throw new ApiError('unknownDomain', 'external_id does not belong to this domain_name.');
  return site;
}

/** A player as stored; money in cents. */
export interface PlayerRow {
  id: number;
  accountId: string;
  passwordHash: string;
  fullName: string;
  contactEmail: string;
  contactPhone: string;
  status: 'PENDING' | 'ACTIVE' | 'BLOCK' | 'CLOSE';
  phoneVerified: boolean;
  emailVerified: boolean;
  balanceCents: number;
  tokenCents: number;
  vipLevel: number;
  cycleDepositCents: number;
  cycleTurnoverCents: number;
  lastLoginAt: string | null;
  passwordChangedAt: string | null;
}

const statuses = ['PENDING', 'ACTIVE', 'BLOCK', 'CLOSE'] as const;

const toPlayer = (r: Row): PlayerRow => {
  const status = str(r, 'status');
  return {
    id: num(r, 'id'),
    accountId: str(r, 'account_id'),
    passwordHash: str(r, 'password_hash'),
    fullName: str(r, 'full_name'),
    contactEmail: str(r, 'contact_email'),
    contactPhone: str(r, 'contact_phone'),
    status: statuses.find((s) => s === status) ?? 'CLOSE',
    phoneVerified: bool(r, 'phone_verified'),
    emailVerified: bool(r, 'email_verified'),
    balanceCents: num(r, 'game_balance_cents'),
    tokenCents: num(r, 'game_token_cents'),
    vipLevel: num(r, 'vip_level'),
    cycleDepositCents: num(r, 'cycle_deposit_cents'),
    cycleTurnoverCents: num(r, 'cycle_turnover_cents'),
    lastLoginAt: strOrNull(r, 'last_login_at'),
    passwordChangedAt: strOrNull(r, 'password_changed_at'),
  };
};

/** The player with this account id (any letter case), if there is one. */
export async function findPlayer(
  db: Pick<Db, 'get'>,
  accountId: string,
): Promise<PlayerRow | null> {
  const row = await db.get('SELECT * FROM players WHERE account_id = ?', [accountId]);
  return row ? toPlayer(row) : null;
}

/** Throws the answer an account in a closed state gets. */
export function assertUsable(player: PlayerRow): void {
  if (player.status === 'BLOCK') throw new ApiError('BLOCK');
  if (player.status === 'CLOSE') throw new ApiError('CLOSE');
  if (player.status === 'PENDING') throw new ApiError('accountNotVerified');
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A session's last use is written at most this often (and at least ten times per idle span). */
const TOUCH_MS = 60_000;

/**
 * The player of an own-data call: `auth` must be the current session token of `account_id`, used
 * within the idle limit and younger than the absolute limit. Anything else (a made-up, replaced,
 * ended or expired token, or another account's token) answers `sessionExpired`.
 */
export async function requirePlayer(
  services: Pick<Services, 'db' | 'now' | 'sessions'>,
  accountId: string,
  auth: string,
): Promise<PlayerRow> {
  const { db, sessions } = services;
  const row =
    accountId && auth
      ? await db.get(
          `SELECT p.*, s.token_hash, s.started_ms, s.seen_ms
           FROM players p LEFT JOIN sessions s ON s.player_id = p.id AND s.token_hash = ?
           WHERE p.account_id = ?`,
          [tokenHash(auth), accountId],
        )
      : undefined;
  const hash = tokenHash(auth);
  // Each device has its own session: the token must be one of the account's open ones.
  if (!row || !sameHash(str(row, 'token_hash'), hash)) throw new ApiError('sessionExpired');
  const now = services.now().getTime();
  const seen = num(row, 'seen_ms');
  if (now - num(row, 'started_ms') >= sessions.maxMs || now - seen >= sessions.idleMs) {
    await db.write((tx) =>
      tx.run('DELETE FROM sessions WHERE player_id = ? AND token_hash = ?', [num(row, 'id'), hash]),
    );
    throw new ApiError('sessionExpired');
  }
  if (now - seen >= Math.min(TOUCH_MS, sessions.idleMs / 10))
    await db.write((tx) =>
      tx.run('UPDATE sessions SET seen_ms = ? WHERE player_id = ? AND token_hash = ?', [
        now,
        num(row, 'id'),
        hash,
      ]),
    );
  const player = toPlayer(row);
  assertUsable(player);
  return player;
}
