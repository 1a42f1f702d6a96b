import { z } from 'zod/mini';
import {
  betLine,
  cms,
  cmsPages,
  languageCode,
  liveChat,
  maintenance,
  menuItem,
  providerCount,
  site,
  socialAccount,
  top10Entry,
} from '../contract';
import { oddsFormats } from '../sports/odds-formats';
import { oddsAcceptance } from '../contract/sportsbook-calls';
import { templateIds } from '../theme/manifest';
import { PERSIST_VERSION } from './persistence';

// The shapes of the state that survives a reload. Rehydration validates against them; they load
// with the first read of saved state, not with the page.

const content = z.object({
  menu: z.array(menuItem),
  game_menu: z.array(z.object({ category: z.string(), title: z.string() })),
  announcements: z.optional(z.array(z.string())),
});

/** The persisted shape of the layout and site settings. */
export const layoutStateSchema = z.object({
  message: z.string(),
  /** Template id derived from `site.theme_code`. */
  template: z.nullable(z.enum(templateIds)),
  maintenance: z.nullable(maintenance),
  language: z.nullable(languageCode),
  content: z.nullable(content),
  accountList: z.array(socialAccount),
  site: z.nullable(site),
  cms: z.nullable(cms),
  /** `<page>_status` of each CMS page: whether the page is published. */
  cms_status: z.record(z.enum(cmsPages), z.boolean()),
  provider_count: z.array(providerCount),
  aff_domain: z.string(),
  show_preloader: z.boolean(),
  hasHotGames: z.boolean(),
  show_bf_ann_modal: z.boolean(),
  show_app_download: z.boolean(),
  show_download_bar: z.boolean(),
  live_chat: z.nullable(liveChat),
  /** The colour variant in use (the site's `theme_color`, or the theme's first colour). */
  themeColor: z.nullable(z.string()),
  themeError: z.nullable(z.enum(['Invalid theme code', 'Invalid theme color'])),
  status: z.enum(['idle', 'loading', 'ready', 'maintenance', 'error']),
  /** Latest /api/settings/top10winner_withdrawal answer. */
  top10: z.nullable(
    z.object({
      withrawal: z.array(top10Entry),
      winner: z.array(top10Entry),
      hour_withdrawal: z.number(),
      registered_player: z.number(),
      active_player: z.number(),
      deposited_player: z.number(),
    }),
  ),
});
export type LayoutState = z.infer<typeof layoutStateSchema>;
const gameSchema = z.object({
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  game_image: z.string(),
});

/** The persisted shape of the session; rehydration validates against it. */
export const sessionStateSchema = z.object({
  /**
   * `server` when the web server holds the session in an httpOnly cookie and adds `auth` itself:
   * then `token` stays empty in the page. Absent when the page holds the token (client mode).
   */
  heldBy: z.optional(z.literal('server')),
  isAuthenticated: z.boolean(),
  user: z.object({
    account_id: z.string(),
    session_token: z.string(),
    full_name: z.string(),
    contact_email: z.string(),
  }),
  token: z.string(),
  fullname: z.string(),
  email: z.string(),
  /** `bonus`: bonus money being wagered; absent in what was saved before bonuses. */
  game: z.object({ balance: z.number(), token: z.number(), bonus: z.optional(z.number()) }),
  game_fav_list: z.array(gameSchema),
  vip: z.nullable(
    z.object({
      totalDeposit: z.number(),
      depoProgress: z.number(),
      totalTurnover: z.number(),
      toProgress: z.number(),
      currentLevel: z.string(),
      nextLevel: z.string(),
    }),
  ),
});
export type SessionState = z.infer<typeof sessionStateSchema>;

/** The persisted bet slip: selections with the prices taken and seen, and the player's choices. */
export const betSlipSchema = z.object({
  selections: z.array(
    z.object({
      selection_id: z.string(),
      line: betLine,
      odds: z.number(),
      latest: z.nullable(z.number()),
      open: z.boolean(),
      suspended: z.optional(z.boolean()),
    }),
  ),
  mode: z.enum(['singles', 'parlay']),
  stakes: z.record(z.string(), z.string()),
  parlayStake: z.string(),
  accept: oddsAcceptance,
});

/** What `localStorage` holds under `PERSIST_KEY`. */
export const persistedSchema = z.object({
  version: z.literal(PERSIST_VERSION),
  /** Absent where the web server holds the session. */
  session: z.optional(sessionStateSchema),
  layout: layoutStateSchema,
  /** The player's odds format; optional so state saved before it still loads. */
  odds: z.optional(z.object({ format: z.enum(oddsFormats) })),
  /** Absent in what was saved before the slip existed. */
  betSlip: z.optional(betSlipSchema),
});
