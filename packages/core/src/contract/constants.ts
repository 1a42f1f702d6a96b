// The contract's plain values, without schemas: code that runs on every page imports these
// from here, so the schemas (and zod) load only with the first call.

/** Every answer carries a status; 1 means success. */
export const STATUS_OK = 1;

/** Language codes: three with texts, three declared without. */
export const languageCodes = ['EN', 'PHP', 'CN', 'MMK', 'MNT', 'IDR'] as const;

/** The CMS pages of `siteinfodetail`, each with a status and an English and a local body. */
export const cmsPages = [
  'about_us',
  'privacy_policy',
  'responsible_gaming',
  'banking',
  'faqs',
] as const;
export type CmsPage = (typeof cmsPages)[number];

/**
 * The 13 game categories: category key (as in `provider_count`) ->
 * URL segment sent as `game_type` (hot's is empty) -> the site route that lists them.
 * Games carry the segment upper-cased as their `game_type` (`SLOTS`, `LIVECASINO`, ...).
 */
export const gameCategories = [
  { key: 'hot', segment: '', route: '/hot' },
  { key: 'slot_game', segment: 'slots', route: '/slots' },
  { key: 'casino', segment: 'livecasino', route: '/casino' },
  { key: 'hash_game', segment: 'hashgame', route: '/hash-game' },
  { key: 'sportsbook', segment: 'sportsbook', route: '/sports' },
  { key: 'fishing', segment: 'fish', route: '/fishing' },
  { key: 'poker', segment: 'table', route: '/poker' },
  { key: 'sabong', segment: 'sabong', route: '/sabong' },
  { key: 'lottery', segment: 'lottery', route: '/lottery' },
  { key: 'horse_racing', segment: 'horseracing', route: '/horse-racing' },
  { key: 'bingo', segment: 'bingo', route: '/bingo' },
  { key: 'arcade', segment: 'arcade', route: '/arcade' },
  { key: 'crash', segment: 'crash', route: '/crash' },
] as const;
export type GameCategory = (typeof gameCategories)[number];
export type GameCategoryKey = GameCategory['key'];
export type GameSegment = GameCategory['segment'];
export const gameSegments = gameCategories.map((c) => c.segment) as [GameSegment, ...GameSegment[]];

/** The kinds of payment a player's transaction history filters by. */
export const transactionFilters = ['all', 'deposit', 'withdrawal'] as const;

/** The histories a player can download, one file each. */
export const historyExportKinds = ['statement', 'bets', 'deposits', 'withdrawals'] as const;
export type HistoryExportKind = (typeof historyExportKinds)[number];

/** The longest period one file covers, in days (both ends counted). */
export const HISTORY_EXPORT_MAX_DAYS = 366;

/** What a player may ask to be told of by web push. */
export const pushKinds = [
  'deposit_credited',
  'withdrawal_paid',
  'bet_settled',
  'bonus_expiring',
] as const;
export type PushKind = (typeof pushKinds)[number];

/** What the player does when a price has moved since the slip showed it. */
export const oddsAcceptances = ['any', 'better', 'none'] as const;
