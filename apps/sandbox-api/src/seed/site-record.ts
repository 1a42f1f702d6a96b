import type { VerificationRule } from '@playfront/core/contract';
import { random as generator } from './catalogue';
import { seedGames } from './games';
import type { SeedSite } from './sites';
import { localLanguageOf } from './sites';

/** `YYYY-MM-DD HH:mm:ss` in UTC, the spec's date-time format. */
export const sqlTime = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** A small deterministic generator, so every site's figures stay the same between seeds. */
export function random(seedText: string): () => number {
  let h = 2166136261;
  for (const c of seedText) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return generator(h);
}

/** A brand name in lower-case letters and digits, used in its links and chat id. */
export const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Everything stored about one site; money in cents. */
export interface SiteRecord {
  domain: string;
  /** The operator the site belongs to: its players, their wallets and its currency are its own. */
  operator: string;
  /** The operator's IANA time zone; null uses the sandbox's default. */
  timeZone: string | null;
  siteName: string;
  currency: string;
  language: string;
  localLanguage: string;
  themeCode: string;
  themeColor: string;
  logos: [string, string, string];
  logoText: string;
  status: string;
  expiredDate: string | null;
  externalId: string;
  androidSub: string;
  iosSub: string;
  affDomain: string;
  notice: string;
  chatId: string | null;
  chatImageId: string | null;
  showPreloader: boolean;
  showBfAnnModal: boolean;
  showAppDownload: boolean;
  showDownloadBar: boolean;
  isMaintenance: boolean;
  maintenanceStart: string | null;
  maintenanceEnd: string | null;
  hourWithdrawalCents: number;
  registeredPlayer: number;
  activePlayer: number;
  depositedPlayer: number;
  /** The problem-gambling helpline of the operator's country; null shows the tagline alone. */
  helpline: string | null;
  /** The operator's licence line; null shows none. */
  licenceLine: string | null;
  /** Signed-in pages show the time since sign-in in their header. */
  sessionClock: boolean;
  /** A player may cancel a withdrawal that still waits. */
  withdrawalCancel: boolean;
  /**
   * When the operator wants an approved identity check before money moves; seeded sites have
   * none (`none`), the operator's control sets it.
   */
  verificationRule?: VerificationRule;
  /** The amount in cents a withdrawal may reach unchecked, with `above_amount`. */
  verificationAmountCents?: number | null;
}

/** The helpline a player of each currency's country is sent to (demo numbers). */
const helplineOf: Readonly<Record<SeedSite['brand']['currency'], string>> = {
  PHP: '1800-1888-1424',
  CN: '400-161-9995',
  MMK: '+95 1 230 9911',
  MNT: '+976 7011 0011',
  IDR: '+62 21 500 454',
};

/** Which regulator licenses the operators of each currency's country. */
const regulatorOf: Readonly<Record<SeedSite['brand']['currency'], string>> = {
  PHP: 'PAGCOR',
  CN: 'the Cagayan Economic Zone Authority',
  MMK: 'the Malta Gaming Authority',
  MNT: 'the Malta Gaming Authority',
  IDR: 'the Curaçao Gaming Control Board',
};

/** The licence line of an operator: its name, its regulator and a licence number of its own. */
export const licenceLine = (
  siteName: string,
  currency: SeedSite['brand']['currency'],
  externalId: string,
): string =>
  `${siteName} is licensed and regulated by ${regulatorOf[currency]}, licence ${externalId}.`;

/** The stored record of a seeded site; its figures depend on the domain alone, its dates on `now`. */
export function siteRecord(site: SeedSite, now: Date): SiteRecord {
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
  const hourWithdrawalCents = Math.round((50_000 + rnd() * 450_000) * 100);
  return {
    domain: site.domain,
    operator: slug,
    timeZone: b.timeZone,
    siteName: b.siteName,
    currency: b.currency,
    language: b.language,
    localLanguage: localLanguageOf(b.currency),
    themeCode: site.themeCode,
    themeColor: site.themeColor,
    logos: [logo(1), logo(2), logo(3)],
    logoText: b.siteName.toUpperCase(),
    status: 'ACTIVE',
    expiredDate: null,
    externalId: site.externalId,
    androidSub: b.showAppDownload ? `https://apps.example.com/${slug}/android` : '',
    iosSub: b.showAppDownload ? `https://apps.example.com/${slug}/ios` : '',
    affDomain: `aff.${slug}.example`,
    notice: `Welcome to ${b.siteName}.`,
    chatId: b.chat ? `chat-${slug}` : null,
    chatImageId: b.chat ? 'bubble' : null,
    showPreloader: b.showPreloader,
    showBfAnnModal: b.showBfAnnModal,
    showAppDownload: b.showAppDownload,
    showDownloadBar: b.showDownloadBar,
    isMaintenance: site.isMaintenance,
    maintenanceStart: site.isMaintenance ? sqlTime(start) : null,
    maintenanceEnd: site.isMaintenance ? sqlTime(end) : null,
    hourWithdrawalCents,
    registeredPlayer: registered,
    activePlayer: active,
    depositedPlayer: Math.floor(active * (0.4 + rnd() * 0.3)),
    helpline: helplineOf[b.currency],
    licenceLine: licenceLine(b.siteName, b.currency, site.externalId),
    sessionClock: b.sessionClock,
    withdrawalCancel: b.withdrawalCancel,
  };
}

/** One row of a site's top-10 lists; money in cents. */
export interface Top10Record {
  kind: 'winner' | 'withdrawal';
  position: number;
  accountMask: string;
  amountCents: number;
  gameName: string | null;
  happenedAt: string;
}

/** A site's top-10 winners and withdrawals, largest first, from the domain and `now` alone. */
export function top10Records(site: SeedSite, now: Date): Top10Record[] {
  const rnd = random(`top10:${site.domain}`);
  const heads = ['ma', 'jo', 'li', 'an', 'ke', 'ro', 'wi', 'ch', 'da', 'el', 'su', 'be'];
  const slotNames = seedGames.filter((g) => g.category === 'slot_game').map((g) => g.name);
  const mask = () =>
    `${heads[Math.floor(rnd() * heads.length)] ?? 'pl'}***${String(Math.floor(rnd() * 100)).padStart(2, '0')}`;
  const rows: Top10Record[] = [];
  for (const kind of ['winner', 'withdrawal'] as const) {
    const amounts = Array.from({ length: 10 }, () =>
      Math.round((kind === 'winner' ? 5_000 + rnd() * 245_000 : 1_000 + rnd() * 79_000) * 100),
    ).sort((x, y) => y - x);
    amounts.forEach((amount, i) => {
      const at = new Date(now.getTime() - Math.floor(rnd() * 72) * 3_600_000 - i * 60_000);
      rows.push({
        kind,
        position: i + 1,
        accountMask: mask(),
        amountCents: amount,
        gameName:
          kind === 'winner'
            ? (slotNames[Math.floor(rnd() * slotNames.length)] ?? 'Super Ace')
            : null,
        happenedAt: sqlTime(at),
      });
    });
  }
  return rows;
}

/** The parts of the startup answer that come from the site record alone. */
export function startupParts(record: SiteRecord) {
  return {
    maintenance: {
      is_maintenance: record.isMaintenance,
      start_date: record.maintenanceStart,
      end_date: record.maintenanceEnd,
    },
    site: {
      site_name: record.siteName,
      currency: record.currency,
      theme_code: record.themeCode,
      theme_color: record.themeColor,
      logo1: record.logos[0],
      logo2: record.logos[1],
      logo3: record.logos[2],
      status: record.status,
      expired_date: record.expiredDate,
      logo_text: record.logoText,
      external_id: record.externalId,
      android_sub: record.androidSub,
      ios_sub: record.iosSub,
      domain: record.domain,
      show_preloader: record.showPreloader,
      show_bf_ann_modal: record.showBfAnnModal,
      show_app_download: record.showAppDownload,
      show_download_bar: record.showDownloadBar,
      ...(record.helpline ? { helpline: record.helpline } : {}),
      ...(record.licenceLine ? { licence_line: record.licenceLine } : {}),
      session_clock: record.sessionClock,
      withdrawal_cancel: record.withdrawalCancel,
      verification_rule: record.verificationRule ?? 'none',
      ...(record.verificationRule === 'above_amount' && record.verificationAmountCents != null
        ? { verification_amount: record.verificationAmountCents / 100 }
        : {}),
    },
    aff_domain: record.affDomain,
    live_chat: { chat_id: record.chatId, image_id: record.chatImageId },
    message: record.notice,
  };
}
