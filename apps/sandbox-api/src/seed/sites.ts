import { themeManifest } from '@playfront/core/theme';
import type { LanguageCode } from '@playfront/core/contract';

/** What sites of one brand share; every colour variant of a theme is one brand. */
export interface BrandProfile {
  themeCode: string;
  siteName: string;
  currency: 'PHP' | 'CN' | 'MMK' | 'MNT' | 'IDR';
  /** The domain's default language. */
  language: LanguageCode;
  chat: boolean;
  showPreloader: boolean;
  showDownloadBar: boolean;
  showAppDownload: boolean;
  showBfAnnModal: boolean;
  /** CMS pages this brand hides (their `_status` is false). */
  hiddenCms: readonly string[];
  /**
   * IANA time zone the operator's days start in (limits reset, statements are dated); null
   * leaves it to `SANDBOX_TIME_ZONE`.
   */
  timeZone: string | null;
  /** The regulator wants the time since sign-in in the header of every signed-in page. */
  sessionClock: boolean;
  /** Players may cancel a withdrawal that still waits; some regulators forbid it. */
  withdrawalCancel: boolean;
}

/** Where each currency's operators keep their days. */
const zoneOf: Readonly<Record<BrandProfile['currency'], string>> = {
  PHP: 'Asia/Manila',
  CN: 'Asia/Shanghai',
  MMK: 'Asia/Yangon',
  MNT: 'Asia/Ulaanbaatar',
  IDR: 'Asia/Jakarta',
};

/** One seeded operator site, keyed by its domain. */
export interface SeedSite {
  domain: string;
  brand: BrandProfile;
  themeCode: string;
  themeColor: string;
  externalId: string;
  isMaintenance: boolean;
}

const brand = (
  themeCode: string,
  siteName: string,
  currency: BrandProfile['currency'],
  language: LanguageCode,
  flags: Partial<Omit<BrandProfile, 'themeCode' | 'siteName' | 'currency' | 'language'>> = {},
): BrandProfile => ({
  themeCode,
  siteName,
  currency,
  language,
  chat: true,
  showPreloader: false,
  showDownloadBar: false,
  showAppDownload: true,
  showBfAnnModal: false,
  hiddenCms: [],
  timeZone: zoneOf[currency],
  sessionClock: false,
  withdrawalCancel: true,
  ...flags,
});

/** One brand per theme code; names, currencies, languages and flags differ across them. */
export const brands: readonly BrandProfile[] = [
  brand('slot1', 'Lucky Manila', 'PHP', 'EN', { showPreloader: true, showDownloadBar: true }),
  brand('slot2', 'Royal Peso Slots', 'PHP', 'PHP'),
  brand('slot3', 'Golden Dragon', 'CN', 'CN', { showPreloader: true, chat: false }),
  brand('slot4', 'Jade Palace', 'CN', 'EN', {
    showDownloadBar: true,
    sessionClock: true,
    withdrawalCancel: false,
  }),
  brand('slot5', 'Aurora Play', 'MMK', 'EN', { showAppDownload: false }),
  brand('slot6', 'Lime Spin', 'PHP', 'PHP', {
    showPreloader: true,
    showDownloadBar: true,
    sessionClock: true,
    withdrawalCancel: false,
  }),
  brand('slot7', 'Mint Casino', 'MNT', 'EN', { chat: false, hiddenCms: ['faqs'] }),
  brand('slot8', 'Pine Fortune', 'IDR', 'EN'),
  brand('slot9', 'Cyan Jackpot', 'PHP', 'EN', {
    showAppDownload: false,
    chat: false,
    sessionClock: true,
  }),
  brand('slot10', 'Olive Slots', 'CN', 'CN', { showDownloadBar: true }),
  brand('slot11', 'Sea Breeze Games', 'IDR', 'EN', { showPreloader: true }),
  brand('slot12', 'Moss Rock Casino', 'MNT', 'EN', { showAppDownload: false }),
  brand('sportsbook1', 'Pitch Bet', 'PHP', 'EN', { showDownloadBar: true }),
  brand('sportsbook2', 'Turf Sports', 'CN', 'CN', { chat: false }),
  brand('sportsbook3', 'Field Arena', 'MMK', 'EN', { showPreloader: true }),
];

// The demo operator keeps the sandbox's configured time zone.
const demoBrand = brand('slot1', 'Playfront Demo', 'PHP', 'EN', {
  showPreloader: true,
  showDownloadBar: true,
  timeZone: null,
});

const externalId = (domain: string) =>
  `PF-${domain
    .replace(/\.localhost$/, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .toUpperCase()}`;

const site = (
  domain: string,
  b: BrandProfile,
  themeCode: string,
  themeColor: string,
  isMaintenance = false,
): SeedSite => ({
  domain,
  brand: b,
  themeCode,
  themeColor,
  externalId: externalId(domain),
  isMaintenance,
});

/**
 * Themes that also have an `<theme_code>-announce.localhost` site: the brand with its
 * announcement modal on. The modal stays off elsewhere, so pages open to what they show.
 */
export const announcingThemes: readonly string[] = ['slot2', 'slot8', 'sportsbook3'];

/** Every seeded domain: per theme code its first colour and each allowed colour, plus the special ones. */
export function seedSites(): SeedSite[] {
  const sites: SeedSite[] = [];
  for (const theme of themeManifest) {
    const b = brands.find((x) => x.themeCode === theme.themeCode);
    if (!b) throw new Error(`No brand for ${theme.themeCode}`);
    sites.push(site(`${theme.themeCode}.localhost`, b, theme.themeCode, theme.colors[0]));
    for (const color of theme.colors)
      sites.push(site(`${theme.themeCode}-${color}.localhost`, b, theme.themeCode, color));
    if (announcingThemes.includes(theme.themeCode)) {
      const announcing = { ...b, showBfAnnModal: true };
      sites.push(
        site(`${theme.themeCode}-announce.localhost`, announcing, theme.themeCode, theme.colors[0]),
      );
    }
  }
  const slot1 = themeManifest[0];
  if (!slot1) throw new Error('The theme manifest is empty');
  sites.push(
    site('localhost', demoBrand, slot1.themeCode, slot1.colors[0]),
    site('127.0.0.1', demoBrand, slot1.themeCode, slot1.colors[0]),
    site('maintenance.localhost', demoBrand, slot1.themeCode, slot1.colors[0], true),
    site('bad-theme.localhost', demoBrand, 'slot99', slot1.colors[0]),
    site('bad-color.localhost', demoBrand, slot1.themeCode, 'plaid'),
  );
  return sites;
}

/** The language local_* texts are written in: Filipino for PHP sites, Chinese for CN, else English. */
export const localLanguageOf = (currency: BrandProfile['currency']): LanguageCode =>
  currency === 'PHP' ? 'PHP' : currency === 'CN' ? 'CN' : 'EN';
