import { z } from 'zod/mini';
import {
  accountFields,
  accountId,
  answer,
  answerList,
  currency,
  domainName,
  envelope,
  gameSegments,
  languageCode,
  serverGame,
  siteFields,
} from './common';
import type { CmsPage } from './constants';
import { cmsPages } from './constants';
import { betTypes } from '../sports/bet-line';
import { verificationRules } from './verification-calls';

const nullableText = z.nullable(z.string());

// ---------------------------------------------------------------- startup

export const menuItem: z.ZodMiniType<MenuItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    /** Site path the item opens, e.g. `/slots`. */
    path: z.string(),
    /** Category key of `provider_count` this item lists, when it is a game category. */
    category: z.optional(z.string()),
    content_id: z.int(),
    children: z.array(menuItem),
  }),
);
export interface MenuItem {
  title: string;
  path: string;
  category?: string | undefined;
  content_id: number;
  children: MenuItem[];
}

export const site = z.object({
  site_name: z.string(),
  currency,
  theme_code: z.string(),
  theme_color: z.string(),
  logo1: z.string(),
  logo2: z.string(),
  logo3: z.string(),
  status: z.string(),
  expired_date: nullableText,
  logo_text: z.string(),
  external_id: z.string(),
  android_sub: z.string(),
  ios_sub: z.string(),
  domain: domainName,
  /** Flags of the site's settings, sent with the site (defined by this project). */
  show_preloader: z.boolean(),
  show_bf_ann_modal: z.boolean(),
  show_app_download: z.boolean(),
  show_download_bar: z.boolean(),
  /**
   * The youngest age the operator lets register (defined by this project); a backend that sends
   * none gets the register form's default, 21.
   */
  minimum_age: z.optional(z.int().check(z.minimum(1), z.maximum(120))),
  /**
   * The problem-gambling helpline the operator's regulator names, shown with the mandated tagline
   * in every footer (defined by this project); none leaves the tagline alone.
   */
  helpline: z.optional(z.string()),
  /** The operator's licence line as the regulator words it (defined by this project). */
  licence_line: z.optional(z.string()),
  /**
   * The regulator wants the time since sign-in on every signed-in page (defined by this project);
   * none is off.
   */
  session_clock: z.optional(z.boolean()),
  /**
   * Whether a player may cancel a withdrawal that is still waiting; false where the regulator
   * forbids it (defined by this project). None allows it, as before.
   */
  withdrawal_cancel: z.optional(z.boolean()),
  /**
   * When the operator wants an approved identity check before money moves (defined by this
   * project); none: never.
   */
  verification_rule: z.optional(z.enum(verificationRules)),
  /** The amount a withdrawal may reach unchecked, with `above_amount`. */
  verification_amount: z.optional(z.number()),
});
export type Site = z.infer<typeof site>;

export const maintenance = z.object({
  is_maintenance: z.boolean(),
  start_date: nullableText,
  end_date: nullableText,
});
export type Maintenance = z.infer<typeof maintenance>;

export const providerCount = z.object({ category: z.string(), count: z.int().check(z.minimum(0)) });
export type ProviderCount = z.infer<typeof providerCount>;

export const liveChat = z.object({ chat_id: nullableText, image_id: nullableText });
export type LiveChat = z.infer<typeof liveChat>;

export const startupRequest = z.object({ domain_name: domainName });
export const startupResponse = z.extend(envelope, {
  maintenance: z.optional(maintenance),
  content: z.optional(
    z.object({
      menu: z.array(menuItem),
      /** Category keys in the order the site shows them. */
      game_menu: z.array(z.object({ category: z.string(), title: z.string() })),
      /** Announcement lines for the marquee (defined by this project). */
      announcements: z.optional(z.array(z.string())),
    }),
  ),
  site: z.optional(site),
  /** The domain's default language. */
  language: z.optional(languageCode),
  provider_count: z.optional(z.array(providerCount)),
  aff_domain: z.optional(z.string()),
  live_chat: z.optional(liveChat),
});
export type StartupResponse = z.infer<typeof startupResponse>;

// ---------------------------------------------------------------- auth

export const sessionResponse = z.extend(envelope, {
  token: z.optional(z.string()),
  user: z.optional(z.object({ account_id: accountId, session_token: z.string() })),
  fullname: z.optional(z.string()),
  email: z.optional(z.string()),
  /**
   * The password was right and the account signs in with two steps: no session yet, and this
   * names the sign-in that `/api/auth/login_second_step` finishes with a code.
   */
  challenge: z.optional(z.string()),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const loginRequest = z.object({
  account_id: accountId,
  password: z.string().check(z.maxLength(128)),
  ...siteFields,
});
export const balanceRequest = z.object(accountFields);
export const balanceResponse = z.extend(envelope, {
  game_balance: z.optional(z.number()),
  game_token: z.optional(z.number()),
  /** Bonus money still being wagered, apart from the cash (defined by this project). */
  bonus_balance: z.optional(z.number()),
});
export const forgotPasswordRequest = z.object({
  account_id: accountId,
  contact_phone: z.string().check(z.maxLength(32)),
  ...siteFields,
});
/** A sign-up's fields that come from the visit (referrer, channel, campaign, ad ids), not the player. */
export const signupTrackingFields = [
  'referrer_code',
  'ch',
  'cm',
  'pp',
  'affiliate_code',
  'fbp',
  'appsflyer_id',
  'visitor_id',
] as const;
export type SignupTrackingField = (typeof signupTrackingFields)[number];
/** The tracking fields of a direct visit: every one empty. */
export const directVisitTracking = Object.fromEntries(
  signupTrackingFields.map((field) => [field, '']),
) as Record<SignupTrackingField, string>;

export const signupRequest = z.object({
  ...siteFields,
  account_id: accountId,
  password: z.string().check(z.maxLength(128)),
  contact_phone: z.string().check(z.maxLength(32)),
  contact_email: z.string().check(z.maxLength(254)),
  referrer_code: z.string().check(z.maxLength(64)),
  ch: z.string().check(z.maxLength(64)),
  cm: z.string().check(z.maxLength(64)),
  pp: z.string().check(z.maxLength(64)),
  affiliate_code: z.string().check(z.maxLength(64)),
  fbp: z.string().check(z.maxLength(256)),
  appsflyer_id: z.string().check(z.maxLength(256)),
  visitor_id: z.string().check(z.maxLength(256)),
  /** Date of birth, YYYY-MM-DD; optional in the contract, required by backends with an age gate. */
  birth_date: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
  /** The player accepted the terms and confirmed the minimum age. */
  accept_terms: z.optional(z.boolean()),
  /**
   * The player declared not to be a restricted person (a government official, military or police,
   * the operator's staff), as the regulator requires (defined by this project).
   */
  not_restricted: z.optional(z.boolean()),
});
export const tacVerifyRequest = z.object({
  ...siteFields,
  account_id: accountId,
  tac: z.string().check(z.maxLength(16)),
});
export const tacRequest = z.object({ ...siteFields, account_id: accountId });
export const loginTacRequest = z.object({
  account_id: accountId,
  tac: z.string().check(z.maxLength(16)),
  ...siteFields,
});
export const updatePasswordRequest = z.object({
  ...accountFields,
  password: z.string().check(z.maxLength(128)),
  new_password: z.string().check(z.maxLength(128)),
});

export const vipLevel = z.object({
  starting_deposit: z.number(),
  cycle_deposit: z.number(),
  deposit_next: z.number(),
  starting_turnover: z.number(),
  cycle_turnover: z.number(),
  turnover_next: z.number(),
  vip_name: z.string(),
  vip_name_next: z.string(),
});
export type VipLevel = z.infer<typeof vipLevel>;
export const vipRequest = z.object(accountFields);
export const vipResponse = z.extend(envelope, { nextLevel: z.optional(z.array(vipLevel)) });

// ---------------------------------------------------------------- home, product

export const favListRequest = z.object(accountFields);
export const favListResponse = answerList(serverGame);
/** Adds or removes one favourite; answers the new list (defined by this project). */
export const favToggleRequest = z.object({
  ...accountFields,
  provider_code: z.string().check(z.maxLength(32)),
  game_code: z.string().check(z.maxLength(64)),
});

export const hotGamesRequest = z.object({ ...siteFields, game_type: z.literal('') });
export const hotGamesResponse = z.extend(envelope, {
  value: z.optional(z.array(serverGame)),
  /** The other home rows (defined by this project). */
  featured: z.optional(z.array(serverGame)),
  popular: z.optional(z.array(serverGame)),
  new: z.optional(z.array(serverGame)),
});
export type HotGamesResponse = z.infer<typeof hotGamesResponse>;

/** Games of one category, optionally of one provider (defined by this project). */
export const gamesRequest = z.object({
  ...siteFields,
  game_type: z.enum(gameSegments),
  provider_code: z.string().check(z.maxLength(32)),
});
export const provider = z.object({ provider_code: z.string(), provider_name: z.string() });
export const gamesResponse = z.extend(envelope, {
  value: z.optional(z.array(serverGame)),
  providers: z.optional(z.array(provider)),
});
/** A category's providers without its games: what a home's provider strip needs. */
export const providersRequest = z.object({ ...siteFields, game_type: z.enum(gameSegments) });
export const providersResponse = answerList(provider);

// ---------------------------------------------------------------- seo

export const seoRecord = z.object({
  id: z.int(),
  page_name: z.string(),
  en_item_name: z.string(),
  en_body: z.string(),
  local_item_name: z.string(),
  local_body: z.string(),
  meta_title: z.string(),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_lang: z.string(),
  meta_image_url: z.string(),
});
export type SeoRecord = z.infer<typeof seoRecord>;
export const seoRequest = z.object({ ...siteFields, page_name: z.string().check(z.maxLength(64)) });
export const seoResponse = answer(z.nullable(seoRecord));

// ---------------------------------------------------------------- settings

export const profileUpdateRequest = z.object({
  ...accountFields,
  full_name: z.string().check(z.maxLength(100)),
  contact_email: z.string().check(z.maxLength(254)),
});
export const profileUpdateResponse = z.extend(envelope, {
  value: z.optional(z.array(z.object({ full_name: z.string(), contact_email: z.string() }))),
});

export const socialAccount = z.object({
  /** facebook, telegram, whatsapp, viber, line, instagram, x, youtube, email, phone */
  platform: z.string(),
  account_name: z.string(),
  link: z.string(),
});
export type SocialAccount = z.infer<typeof socialAccount>;
export const siteRequest = z.object(siteFields);
export const socialAccountResponse = z.extend(envelope, {
  accountList: z.optional(z.array(socialAccount)),
});

export const top10Entry = z.object({
  /** Masked account id, e.g. `de***01`. */
  account_id: z.string(),
  amount: z.number(),
  game_name: z.optional(z.string()),
  date: z.string(),
});
export type Top10Entry = z.infer<typeof top10Entry>;
export const top10Response = z.extend(envelope, {
  /** Spelling as the spec names it. */
  withrawal: z.optional(z.array(top10Entry)),
  winner: z.optional(z.array(top10Entry)),
  /** Withdrawals paid in the last hour. */
  hour_withdrawal: z.optional(z.number()),
  registered_player: z.optional(z.number()),
  active_player: z.optional(z.number()),
  deposited_player: z.optional(z.number()),
});
export type Top10Response = z.infer<typeof top10Response>;

export const cms = z.object(
  Object.fromEntries(
    cmsPages.flatMap((page) => [
      [`${page}_status`, z.boolean()],
      [`en_${page}_body`, z.string()],
      [`local_${page}_body`, z.string()],
    ]),
  ) as Record<`${CmsPage}_status`, z.ZodMiniBoolean> &
    Record<`en_${CmsPage}_body` | `local_${CmsPage}_body`, z.ZodMiniString>,
);
export type Cms = z.infer<typeof cms>;
export const siteInfoResponse = z.extend(envelope, { cms: z.optional(cms) });

export const inboxItem = z.object({
  inbox_id: z.int(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  /** Amount credited to the game balance on claim; 0 for plain messages. */
  reward_amount: z.number(),
  claimable: z.boolean(),
  claimed: z.boolean(),
  claimed_at: nullableText,
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxRequest = z.object(accountFields);
export const inboxResponse = answerList(inboxItem);
export const claimInboxRequest = z.object({
  ...accountFields,
  inbox_id: z.int().check(z.positive()),
});
export const claimInboxResponse = z.extend(envelope, {
  value: z.optional(inboxItem),
  game_balance: z.optional(z.number()),
});

export const accountStatus = z.object({
  account_status: z.enum(['ACTIVE', 'BLOCK', 'CLOSE']),
  phone_verified: z.boolean(),
  email_verified: z.boolean(),
  last_login_at: nullableText,
  password_changed_at: nullableText,
});
export type AccountStatus = z.infer<typeof accountStatus>;
export const checkStatusRequest = z.object(accountFields);
export const checkStatusResponse = answer(accountStatus);

export const analyticsScript = z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() });
export type AnalyticsScript = z.infer<typeof analyticsScript>;
export const analyticsRequest = z.object({ domain_name: domainName });
export const analyticsResponse = answerList(analyticsScript);

export const adsVisitRequest = z.object({
  ...siteFields,
  fbp: z.string().check(z.maxLength(256)),
  appsflyer_id: z.string().check(z.maxLength(256)),
});

// ---------------------------------------------------------------- sports (defined by this project)

/** Where a match stands: before kick-off, first half, half time, second half, full time. */
export const matchPeriods = ['pre', '1H', 'HT', '2H', 'FT'] as const;
export type MatchPeriod = (typeof matchPeriods)[number];

/** Languages of the localized team names of a bet line (`home_name_<lang>`). */
export const betLineLanguages = ['en', 'php', 'cn'] as const;
/** The optional `home_name_<lang>` / `away_name_<lang>` fields of a bet line or a placed leg. */
export const localizedTeamNames = Object.fromEntries(
  betLineLanguages.flatMap((lang) => [
    [`home_name_${lang}`, z.optional(z.string())],
    [`away_name_${lang}`, z.optional(z.string())],
  ]),
) as Record<
  `${'home' | 'away'}_name_${(typeof betLineLanguages)[number]}`,
  z.ZodMiniOptional<z.ZodMiniString>
>;

/** A sportsbook bet line plus the match it belongs to and its odds. */
export const betLine = z.object({
  match_id: z.string(),
  league: z.string(),
  /** ISO 8601 date-time of the kick-off. */
  kickoff: z.string(),
  bet_type: z.enum(betTypes),
  /** 1 = home / over / odd, 2 = away / under / even, 3 = draw. */
  home_away: z.int().check(z.minimum(1), z.maximum(3)),
  criteria1: z.nullable(z.union([z.string(), z.number()])),
  home_team_name: z.string(),
  away_team_name: z.string(),
  ...localizedTeamNames,
  /** Decimal odds. */
  odds: z.number(),
  /** `match_id:bet_type:home_away` (see selectionIdOf); backends may leave it out. */
  selection_id: z.optional(z.string()),
  /** False once the market closed or the match started; absent means open. */
  open: z.optional(z.boolean()),
  /** The match is being played: the line takes in-play bets while it is open. */
  in_play: z.optional(z.boolean()),
  /** The market is held for a moment around a match event; it takes no bets meanwhile. */
  suspended: z.optional(z.boolean()),
  /** Where the match is: before kick-off, a half, half time or full time. */
  period: z.optional(z.enum(matchPeriods)),
  /** The match minute while it is played (45 at half time). */
  minute: z.optional(z.int().check(z.minimum(0), z.maximum(130))),
  /** Goals so far. */
  score: z.optional(
    z.object({ home: z.int().check(z.minimum(0)), away: z.int().check(z.minimum(0)) }),
  ),
});
export type BetLineRecord = z.infer<typeof betLine>;
export const betLinesRequest = z.object(siteFields);
export const betLinesResponse = answerList(betLine);
