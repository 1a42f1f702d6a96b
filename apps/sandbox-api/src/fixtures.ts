/**
 * The sandbox's seed as pure data: sites, games, content, players and the generated media. The
 * seed stores exactly this, and Storybook's mock API answers from it; nothing here touches a
 * database, a server or Node.
 */
export { betLinesOf, MATCH_COUNT, sandboxBetTypes } from './seed/bet-lines';
export { catalogueGames, searchTerms, searchText } from './seed/catalogue';
export type { CatalogueEntry } from './seed/catalogue';
export {
  analyticsScripts,
  announcements,
  cmsBody,
  escapeHtml,
  metaLang,
  pick,
  seedMenu,
  seoAliases,
  seoBody,
  seoPages,
  socialAccounts,
} from './seed/content';
export type { SeedMenuItem, SeoPage } from './seed/content';
export {
  leaderboardMasks,
  missionTexts,
  newsTexts,
  promotionTexts,
  reviewTexts,
  seedSpinPrizes,
} from './seed/engage-data';
export {
  categoryTitles,
  gameImageUrl,
  gameTypeOf,
  seedGameLists,
  seedGames,
  seedProviders,
} from './seed/games';
export type { SeedGame } from './seed/games';
export { SEED_PASSWORD, seedPlayers, seedVipLevels } from './seed/players';
export { vipLadder } from './seed/vip-ladder';
export type { VipRung } from './seed/vip-ladder';
export type { SeedPlayer } from './seed/players';
export {
  random,
  siteRecord,
  slugOf,
  sqlTime,
  startupParts,
  top10Records,
} from './seed/site-record';
export type { SiteRecord, Top10Record } from './seed/site-record';
export { brands, localLanguageOf, seedSites } from './seed/sites';
export type { BrandProfile, SeedSite } from './seed/sites';
export { errorKeys } from './errors';
export type { ErrorKey } from './errors';
export { bannerSvg, bannerTexts, chatSvg, gameSvg, logoSvg, providerSvg } from './media/svg';
