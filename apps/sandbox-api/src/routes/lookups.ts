import type { VerificationRule } from '@playfront/core/contract';
import { verificationRules } from '@playfront/core/contract';
import type { Row } from '@libsql/client';
import type { Db } from '../db/client';
import { bool, num, str, strOrNull } from '../db/client';
import { playerRowByAccount } from '../db/players';
import { endPlayerSession, sessionPlayerRow, touchSession } from '../db/sessions';
import { siteRowByDomain, siteRowById, siteRows } from '../db/sites';
import { ApiError } from '../errors';
import type { SiteRecord } from '../seed/site-record';
import { sameSecret } from '../security/bearer';
import { tokenHash } from '../security/passwords';
import type { CallContext, Services } from './define';

/** A site as stored. */
export interface SiteRow extends SiteRecord {
  id: number;
}

/** A stored rule, read as none when it is missing or unknown. */
const verificationRuleOf = (value: string | null): VerificationRule =>
  verificationRules.find((rule) => rule === value) ?? 'none';

const toSite = (r: Row): SiteRow => ({
  id: num(r, 'id'),
  domain: str(r, 'domain'),
  operator: str(r, 'operator'),
  timeZone: strOrNull(r, 'time_zone'),
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
  helpline: strOrNull(r, 'helpline'),
  licenceLine: strOrNull(r, 'licence_line'),
  sessionClock: bool(r, 'session_clock'),
  withdrawalCancel: bool(r, 'withdrawal_cancel'),
  verificationRule: verificationRuleOf(strOrNull(r, 'verification_rule')),
  verificationAmountCents:
    r.verification_amount_cents == null ? null : num(r, 'verification_amount_cents'),
});

/** The host name a browser would send: lower-case, without port or trailing dot. */
export const normaliseDomain = (domain: string): string =>
  domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');

/** Every seeded site, in insertion order. */
export async function allSites(db: Db): Promise<SiteRow[]> {
  return (await siteRows(db)).map(toSite);
}

/**
 * The site of `domain_name`. An `external_id` that is sent must be the site's own (an empty one
 * is accepted, as the client sends it before startup has answered).
 */
export async function findSite(db: Db, domainName: string, externalId = ''): Promise<SiteRow> {
  const domain = normaliseDomain(domainName);
  const row = domain ? await siteRowByDomain(db, domain) : undefined;
  if (!row) throw new ApiError('unknownDomain', 'No site is configured for this domain_name.');
  const site = toSite(row);
  if (externalId !== '' && externalId !== site.externalId)
    throw new ApiError('unknownDomain', 'external_id does not belong to this domain_name.');
  return site;
}

/**
 * What a control's query narrows its list to: an `account_id`, and the operator of the site
 * `domain_name` names; either is '' (no narrowing) when not given.
 */
export async function controlFilter(
  db: Db,
  query: { account_id?: unknown; domain_name?: unknown },
): Promise<{ accountId: string; operator: string }> {
  const accountId = typeof query.account_id === 'string' ? query.account_id : '';
  const domain = typeof query.domain_name === 'string' ? query.domain_name : '';
  const operator = domain ? (await findSite(db, domain)).operator : '';
  return { accountId, operator };
}

/** The site a session was opened on. */
async function siteById(db: Pick<Db, 'get'>, id: number): Promise<SiteRow | null> {
  const row = await siteRowById(db, id);
  return row ? toSite(row) : null;
}

/** A player as stored; money in cents, in the account's own currency. */
export interface PlayerRow {
  id: number;
  /** The operator the account belongs to. */
  operator: string;
  /** The currency the account holds its money in; fixed when it signs up. */
  currency: string;
  accountId: string;
  passwordHash: string;
  fullName: string;
  contactEmail: string;
  contactPhone: string;
  status: 'PENDING' | 'ACTIVE' | 'BLOCK' | 'CLOSE';
  phoneVerified: boolean;
  emailVerified: boolean;
  balanceCents: number;
  /** Bonus money being wagered, apart from the cash. */
  bonusCents: number;
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
    operator: str(r, 'operator'),
    currency: str(r, 'currency'),
    accountId: str(r, 'account_id'),
    passwordHash: str(r, 'password_hash'),
    fullName: str(r, 'full_name'),
    contactEmail: str(r, 'contact_email'),
    contactPhone: str(r, 'contact_phone'),
    status: statuses.find((s) => s === status) ?? 'CLOSE',
    phoneVerified: bool(r, 'phone_verified'),
    emailVerified: bool(r, 'email_verified'),
    balanceCents: num(r, 'game_balance_cents'),
    bonusCents: num(r, 'bonus_balance_cents'),
    tokenCents: num(r, 'game_token_cents'),
    vipLevel: num(r, 'vip_level'),
    cycleDepositCents: num(r, 'cycle_deposit_cents'),
    cycleTurnoverCents: num(r, 'cycle_turnover_cents'),
    lastLoginAt: strOrNull(r, 'last_login_at'),
    passwordChangedAt: strOrNull(r, 'password_changed_at'),
  };
};

/** An account's key for its limits: the same id on two operators is two accounts. */
export const accountKey = (site: Pick<SiteRow, 'operator'>, accountId: string) =>
  `${site.operator}|${accountId.toLowerCase()}`;

/** The player of `site`'s operator with this account id (any letter case), if there is one. */
export async function findPlayer(
  db: Pick<Db, 'get'>,
  site: Pick<SiteRow, 'operator'>,
  accountId: string,
): Promise<PlayerRow | null> {
  const row = await playerRowByAccount(db, site.operator, accountId);
  return row ? toPlayer(row) : null;
}

/**
 * The player a test control names: `domain_name` (a site of its operator) and `account_id`,
 * since the same account id on two operators is two accounts.
 */
export async function controlPlayer(
  db: Db,
  body: { domain_name?: unknown; account_id?: unknown } | null | undefined,
): Promise<PlayerRow> {
  const { domain_name: domain, account_id: accountId } = body ?? {};
  if (typeof domain !== 'string' || typeof accountId !== 'string' || accountId === '')
    throw new ApiError('invalidRequest', 'domain_name and account_id expected.');
  const player = await findPlayer(db, await findSite(db, domain), accountId);
  if (!player) throw new ApiError('accountNotFound');
  return player;
}

/** Throws the answer an account in a closed state gets. */
export function assertUsable(player: PlayerRow): void {
  if (player.status === 'BLOCK') throw new ApiError('BLOCK');
  if (player.status === 'CLOSE') throw new ApiError('CLOSE');
  if (player.status === 'PENDING') throw new ApiError('accountNotVerified');
}

/**
 * Throws the answer a sign-in of an account in a closed state gets. A closed account is told so
 * (`accountClosed`): `CLOSE` is what a session of an account closed meanwhile gets, and ends it.
 */
export function assertMaySignIn(player: PlayerRow): void {
  if (player.status === 'CLOSE') throw new ApiError('accountClosed');
  assertUsable(player);
}

/** A session's last use is written at most this often (and at least ten times per idle span). */
const TOUCH_MS = 60_000;

/** The signed-in player of an own-data call, with the site its session was opened on. */
export interface Caller extends PlayerRow {
  /** Where the session was opened: every amount of the call is in this site's currency. */
  site: SiteRow;
  /** The operator's time zone, or the sandbox's default. */
  timeZone: string;
}

/** An own-data call's session fields, and the site it names when it names one. */
export interface SessionFields {
  account_id: string;
  auth: string;
  domain_name?: string;
}

/**
 * The player of an own-data call: `auth` must be a current session token of `account_id`, on the
 * site it was opened on (the call's `domain_name`, or the host a trusted proxy forwards). Anything
 * else (a made-up, replaced, ended or expired token, another account's token, or one carried to
 * another site) answers `sessionExpired`.
 */
export async function requirePlayer(
  services: SessionServices,
  { account_id: accountId, auth, domain_name: domainName }: SessionFields,
  ctx?: Pick<CallContext, 'host'>,
): Promise<Caller> {
  const hash = tokenHash(auth);
  const named = [domainName, ctx?.host].filter((d): d is string => Boolean(d)).map(normaliseDomain);
  return sessionCaller(services, accountId && auth ? hash : '', {
    accountId,
    // The token must be one of the account's open sessions, on its own site.
    check: (caller) =>
      caller.accountId.toLowerCase() === accountId.toLowerCase() &&
      named.every((domain) => domain === caller.site.domain),
  });
}

/** What checking a session reads: the database, the clock and the session and limit rules. */
export type SessionServices = Pick<Services, 'db' | 'now' | 'sessions' | 'limits'>;

/**
 * The player of the session whose token hashes to `hash`, as every use of a session checks it:
 * the session is open, used within the idle limit and younger than the absolute limit (an expired
 * one ends here), opened on a site of the account's operator in the account's currency, and the
 * account is usable (BLOCK, CLOSE). A use counts as activity. Any failure of the session itself
 * answers `sessionExpired`.
 */
export async function sessionCaller(
  services: SessionServices,
  hash: string,
  {
    accountId,
    check = () => true,
  }: { accountId?: string; check?: (caller: Caller) => boolean } = {},
): Promise<Caller> {
  const { db, sessions } = services;
  const row = hash ? await sessionPlayerRow(db, hash, accountId) : undefined;
  if (!row || !sameSecret(str(row, 'token_hash'), hash)) throw new ApiError('sessionExpired');
  const player = toPlayer(row);
  const site = await siteById(db, num(row, 'site_id'));
  // A session works only where it was opened, and only for an account of that site's operator in
  // that site's currency: a token never moves money of another site.
  if (!site || site.operator !== player.operator || site.currency !== player.currency)
    throw new ApiError('sessionExpired');
  const caller: Caller = {
    ...player,
    site,
    timeZone: site.timeZone ?? services.limits.timeZone,
  };
  if (!check(caller)) throw new ApiError('sessionExpired');
  const now = services.now().getTime();
  const seen = num(row, 'seen_ms');
  if (now - num(row, 'started_ms') >= sessions.maxMs || now - seen >= sessions.idleMs) {
    await db.write((tx) => endPlayerSession(tx, player.id, hash));
    throw new ApiError('sessionExpired');
  }
  // Recorded on the sign-in too, so the day's play time counts sessions that have ended.
  if (now - seen >= Math.min(TOUCH_MS, sessions.idleMs / 10))
    await db.write((tx) => touchSession(tx, player.id, hash, num(row, 'login_id'), now));
  assertUsable(player);
  return caller;
}
