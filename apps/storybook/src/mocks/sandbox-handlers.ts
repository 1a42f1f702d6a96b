import type {
  ApiPath,
  MenuItem,
  RequestOf,
  ResponseOf,
  ServerGame,
} from '@playfront/core/contract';
import { cmsPages, gameCategories, languageCode } from '@playfront/core/contract';
import { contractHandler } from '@playfront/core/testing';
import type { ErrorKey, SeedGame, SeedPlayer, SeedSite } from '@playfront/sandbox-api/fixtures';
import {
  analyticsScripts,
  announcements,
  bannerSvg,
  bannerTexts,
  betLinesOf,
  catalogueGames,
  categoryTitles,
  cmsBody,
  errorKeys,
  gameSvg,
  gameTypeOf,
  logoSvg,
  metaLang,
  pick,
  providerSvg,
  SEED_PASSWORD,
  seedGameLists,
  seedGames,
  seedMenu,
  seedPlayers,
  seedProviders,
  seedSites,
  seedVipLevels,
  seoAliases,
  seoBody,
  seoPages,
  siteRecord,
  searchTerms,
  searchText,
  slugOf,
  socialAccounts,
  sqlTime,
  startupParts,
  top10Records,
  vipLadder,
} from '@playfront/sandbox-api/fixtures';
import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';

/** The clock of every answer, so dates and bet lines are the same in every run. */
export const STORY_NOW = new Date('2025-06-02T09:00:00Z');

/** The session token the mock API hands out at login and accepts for own-data calls. */
export const STORY_TOKEN = 'story-session-token';

/** The seeded demo player the signed-in stories use. */
export const demoPlayer: SeedPlayer = seedPlayers.find((p) => p.accountId === 'demo01')!;

const sites: readonly SeedSite[] = seedSites();
const money = (cents: number): number => Math.round(cents) / 100;
const ok = <T extends object>(fields: T, statusMessage = 'OK') => ({
  statusCode: 1,
  statusMessage,
  ...fields,
});

/** A failure as the sandbox sends it: minus the HTTP status, the key and its detail. */
class MockFailure extends Error {
  constructor(readonly key: ErrorKey) {
    super(key);
  }
}
const fail = (key: ErrorKey): never => {
  throw new MockFailure(key);
};

/** The seeded site of a domain, as the sandbox finds it. */
function findSite(domainName: string) {
  const domain = domainName.trim().toLowerCase().replace(/:\d+$/, '');
  const site = sites.find((s) => s.domain === domain) ?? fail('unknownDomain');
  return { site, record: siteRecord(site, STORY_NOW) };
}

/** The seeded player of an own-data call; only the story token is a live session. */
function requirePlayer(accountId: string, auth: string): SeedPlayer {
  const player = seedPlayers.find((p) => p.accountId.toLowerCase() === accountId.toLowerCase());
  if (!player || auth !== STORY_TOKEN) return fail('sessionExpired');
  if (player.status === 'BLOCK' || player.status === 'CLOSE') return fail(player.status);
  return player;
}

const toServerGame = (g: SeedGame): ServerGame => ({
  provider_code: g.provider,
  game_code: g.code,
  game_name: g.name,
  game_type: gameTypeOf(g.category),
  // The sandbox's own tile, inline: a page of 60 games makes no image request through the worker.
  img_url: `data:image/svg+xml,${encodeURIComponent(gameSvg(g.provider, g.code, g.name))}`,
});

const gameByKey = new Map(seedGames.map((g) => [`${g.provider}/${g.code}`, g]));
const gamesOf = (keys: readonly string[]): ServerGame[] =>
  keys.flatMap((key) => {
    const game = gameByKey.get(key);
    return game ? [toServerGame(game)] : [];
  });

/** Answers one contract call; the body is read as the contract's request of that path. */
function call<P extends ApiPath>(
  path: P,
  answer: (body: RequestOf<P>) => ResponseOf<P>,
): HttpHandler {
  const answerOrFail = (body: RequestOf<P>) => {
    try {
      return answer(body);
    } catch (error) {
      if (!(error instanceof MockFailure)) throw error;
      const { http: status, detail } = errorKeys[error.key];
      return { statusCode: -status, statusMessage: error.key, statusDetail: detail };
    }
  };
  // The shared fake sandbox's handler, at the story page's own origin.
  return contractHandler(path, answerOrFail, {}, '');
}

function startup({ domain_name }: RequestOf<'/api/startup'>): ResponseOf<'/api/startup'> {
  const { site, record } = findSite(domain_name);
  const items = seedMenu.map((m) => ({
    parent: m.parentId,
    item: {
      title: m.title,
      path: m.path,
      ...(m.category ? { category: m.category } : {}),
      content_id: m.contentId,
      children: [] as MenuItem[],
    },
  }));
  for (const { item } of items)
    item.children = items.filter((i) => i.parent === item.content_id).map((i) => i.item);
  const categories = gameCategories.map((c) => ({ category: c.key, title: categoryTitles[c.key] }));
  // Sportsbook brands lead with sports, right after hot games.
  if (site.themeCode.startsWith('sportsbook')) {
    const sports = categories.findIndex((c) => c.category === 'sportsbook');
    const [entry] = categories.splice(sports, 1);
    if (entry) categories.splice(1, 0, entry);
  }
  const providersOf = (games: readonly SeedGame[]) => new Set(games.map((g) => g.provider)).size;
  const hot = seedGameLists.hot.flatMap((key) => gameByKey.get(key) ?? []);
  return ok({
    ...startupParts(record),
    content: {
      menu: items.filter((i) => i.parent === null).map((i) => i.item),
      game_menu: categories,
      announcements: announcements(record.siteName, record.currency),
    },
    language: languageCode.safeParse(record.language).data ?? 'EN',
    provider_count: categories.map(({ category }) => ({
      category,
      count:
        category === 'hot'
          ? providersOf(hot)
          : providersOf(seedGames.filter((g) => g.category === category)),
    })),
  });
}

function seo(body: RequestOf<'/api/seo'>): ResponseOf<'/api/seo'> {
  const { site } = findSite(body.domain_name);
  const name = body.page_name.trim().toLowerCase();
  const pageName = seoAliases.get(name) ?? (name === '' || name === '/' ? 'home' : name);
  const index = seoPages.findIndex((p) => p.pageName === pageName);
  const page = seoPages[index];
  if (!page) return ok({ value: null });
  const b = site.brand;
  const local = siteRecord(site, STORY_NOW).localLanguage as 'EN' | 'PHP' | 'CN';
  return ok({
    value: {
      id: index + 1,
      page_name: page.pageName,
      en_item_name: page.names.EN,
      en_body: seoBody(page, 'EN', b.siteName, b.currency),
      local_item_name: pick(page.names, local),
      local_body: seoBody(page, local, b.siteName, b.currency),
      meta_title: `${pick(page.names, b.language)} | ${b.siteName}`,
      meta_desc: `${pick(page.names, b.language)} at ${b.siteName}: play in ${b.currency} with fast payouts.`,
      meta_keywords: [b.siteName, page.names.EN, 'online games', b.currency]
        .join(', ')
        .toLowerCase(),
      meta_url: page.path,
      meta_canonical: '',
      meta_author: b.siteName,
      meta_publisher: b.siteName,
      meta_lang: metaLang(b.language),
      meta_image_url: '/api/media/banner/1.svg',
    },
  });
}

function siteInfo(body: RequestOf<'/api/settings/siteinfodetail'>) {
  const { site } = findSite(body.domain_name);
  const b = site.brand;
  const local = siteRecord(site, STORY_NOW).localLanguage as 'EN' | 'PHP' | 'CN';
  const cms = Object.fromEntries(
    cmsPages.flatMap((page) => [
      [`${page}_status`, !b.hiddenCms.includes(page)],
      [`en_${page}_body`, cmsBody(page, 'EN', b.siteName, b.currency)],
      [`local_${page}_body`, cmsBody(page, local, b.siteName, b.currency)],
    ]),
  ) as NonNullable<ResponseOf<'/api/settings/siteinfodetail'>['cms']>;
  return ok({ cms });
}

function top10(body: RequestOf<'/api/settings/top10winner_withdrawal'>) {
  const { site, record } = findSite(body.domain_name);
  const rows = top10Records(site, STORY_NOW);
  const entries = (kind: 'winner' | 'withdrawal') =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({
        account_id: r.accountMask,
        amount: money(r.amountCents),
        ...(r.gameName ? { game_name: r.gameName } : {}),
        date: r.happenedAt,
      }));
  return ok({
    withrawal: entries('withdrawal'),
    winner: entries('winner'),
    hour_withdrawal: money(record.hourWithdrawalCents),
    registered_player: record.registeredPlayer,
    active_player: record.activePlayer,
    deposited_player: record.depositedPlayer,
  });
}

/** A category's games (the hot list for the empty segment) and their providers, as the sandbox lists them. */
function categoryGames(segment: string) {
  const category = gameCategories.find((c) => c.segment === segment)?.key ?? 'hot';
  const listed =
    category === 'hot'
      ? seedGameLists.hot.flatMap((key) => gameByKey.get(key) ?? [])
      : seedGames.filter((g) => g.category === category);
  // Providers in the order their first game appears in the seed.
  const firstOf = (code: string) => seedGames.findIndex((g) => g.provider === code);
  const providers = [...new Set(listed.map((g) => g.provider))]
    .sort((a, b) => firstOf(a) - firstOf(b))
    .map((code) => ({
      provider_code: code,
      provider_name: seedProviders.find((p) => p.code === code)?.name ?? code,
    }));
  return { listed, providers };
}

function games(body: RequestOf<'/api/product/get_games'>): ResponseOf<'/api/product/get_games'> {
  findSite(body.domain_name);
  const { listed, providers } = categoryGames(body.game_type);
  const provider = body.provider_code.toUpperCase();
  return ok({
    value: listed
      .filter((g) => !provider || g.provider.toUpperCase() === provider)
      .map(toServerGame),
    providers,
  });
}

function providers(
  body: RequestOf<'/api/product/get_providers'>,
): ResponseOf<'/api/product/get_providers'> {
  findSite(body.domain_name);
  return ok({ value: categoryGames(body.game_type).providers });
}

/** The sandbox's whole catalogue with each game's search terms, built once. */
const catalogue = catalogueGames().map((g) => ({
  game: g,
  terms: [...searchTerms(g.name), ...searchTerms(g.nameCn), ...searchTerms(g.provider)],
}));
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** search_games as the sandbox answers it, over the same catalogue. */
function searchGames(
  body: RequestOf<'/api/product/search_games'>,
): ResponseOf<'/api/product/search_games'> {
  findSite(body.domain_name);
  const category = gameCategories.find((c) => c.segment === body.category && c.segment)?.key;
  const providers = body.providers.map((p) => p.toUpperCase());
  const words = searchText(body.query).split(' ').filter(Boolean);
  if (!category && words.length === 0)
    return ok({ value: [], total: 0, page: body.page, has_more: false });
  const found = catalogue
    .filter(
      ({ game, terms }) =>
        (!category || game.category === category) &&
        (providers.length === 0 || providers.includes(game.provider)) &&
        words.every((w) => terms.some((t) => t.startsWith(w))),
    )
    .map(({ game }) => game)
    .sort((a, b) =>
      body.sort === 'az'
        ? byName(searchText(a.name), searchText(b.name))
        : body.sort === 'new'
          ? byName(b.released, a.released)
          : b.popularity - a.popularity,
    );
  const start = (body.page - 1) * body.page_size;
  const listed = category ? catalogue.filter(({ game }) => game.category === category) : [];
  return ok({
    value: found.slice(start, start + body.page_size).map((g) => ({
      ...toServerGame(g),
      ...(g.nameCn ? { game_name_cn: g.nameCn } : {}),
    })),
    total: found.length,
    page: body.page,
    has_more: start + body.page_size < found.length,
    ...(category
      ? {
          providers: [...new Set(listed.map(({ game }) => game.provider))].map((code) => ({
            provider_code: code,
            provider_name: seedProviders.find((p) => p.code === code)?.name ?? code,
          })),
        }
      : {}),
  });
}

function vip(body: RequestOf<'/api/auth/vip'>): ResponseOf<'/api/auth/vip'> {
  // The player's own progress first, then the rest of the ladder above it.
  const nextLevel = vipLadder(seedVipLevels, requirePlayer(body.account_id, body.auth));
  return ok({ nextLevel });
}

function inbox(body: RequestOf<'/api/settings/get_inbox'>): ResponseOf<'/api/settings/get_inbox'> {
  const player = requirePlayer(body.account_id, body.auth);
  const value = [...player.inbox]
    .sort((a, b) => a.hoursAgo - b.hoursAgo)
    .map((m, i) => ({
      inbox_id: i + 1,
      title: m.title,
      message: m.message,
      created_at: sqlTime(new Date(STORY_NOW.getTime() - m.hoursAgo * 3_600_000)),
      reward_amount: money(m.reward),
      claimable: m.reward > 0,
      claimed: false,
      claimed_at: null,
    }));
  return ok({ value });
}

type Params<K extends string> = Record<K, string>;
const svg = (body: string) =>
  new HttpResponse(body, { headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' } });
const svgName = (file: string) => file.replace(/\.svg$/, '');

/** The sandbox's generated images: game tiles, provider and site logos, banners. */
const mediaHandlers: HttpHandler[] = [
  http.get<Params<'provider' | 'file'>>('/api/media/game/:provider/:file', ({ params }) => {
    const code = svgName(params.file);
    const name = gameByKey.get(`${params.provider}/${code}`)?.name ?? code;
    return svg(gameSvg(params.provider, code, name));
  }),
  http.get<Params<'file'>>('/api/media/provider/:file', ({ params }) => {
    const code = svgName(params.file);
    return svg(providerSvg(code, seedProviders.find((p) => p.code === code)?.name ?? code));
  }),
  http.get<Params<'domain' | 'file'>>('/api/media/logo/:domain/:file', ({ params }) => {
    const n = Number(svgName(params.file)) as 1 | 2 | 3;
    const site = sites.find((s) => s.domain === params.domain);
    return svg(logoSvg(n, site?.brand.siteName ?? params.domain, params.domain));
  }),
  http.get<Params<'file'>>('/api/media/banner/:file', ({ params }) => {
    const n = Number(svgName(params.file));
    const [title, subtitle] = bannerTexts[n - 1] ?? bannerTexts[0] ?? ['', ''];
    return svg(bannerSvg(n, title, subtitle));
  }),
];

/** Every call the story pages make, answered from the sandbox's seed like the sandbox would. */
export const sandboxHandlers: HttpHandler[] = [
  call('/api/startup', startup),
  call('/api/seo', seo),
  call('/api/settings/siteinfodetail', siteInfo),
  call('/api/settings/top10winner_withdrawal', top10),
  call('/api/settings/social_account', (body) => {
    const { site } = findSite(body.domain_name);
    const index = sites.indexOf(site);
    const { siteName } = site.brand;
    return ok({ accountList: socialAccounts(slugOf(siteName), siteName, 3 + (index % 4)) });
  }),
  call('/api/settings/get_analytics', (body) =>
    ok({ value: analyticsScripts(findSite(body.domain_name).site.externalId) }),
  ),
  call('/api/settings/adsvisit', (body) => {
    findSite(body.domain_name);
    return ok({});
  }),
  call('/api/product/get_hot_games', (body) => {
    findSite(body.domain_name);
    return ok({
      value: gamesOf(seedGameLists.hot),
      featured: gamesOf(seedGameLists.featured),
      popular: gamesOf(seedGameLists.popular),
      new: gamesOf(seedGameLists.new),
    });
  }),
  call('/api/product/get_games', games),
  call('/api/product/get_providers', providers),
  call('/api/product/search_games', searchGames),
  call('/api/product/get_bet_lines', (body) => {
    findSite(body.domain_name);
    return ok({ value: betLinesOf(STORY_NOW) });
  }),
  call('/api/auth/login', (body) => {
    findSite(body.domain_name);
    const player = seedPlayers.find(
      (p) => p.accountId.toLowerCase() === body.account_id.toLowerCase(),
    );
    if (!player || body.password !== SEED_PASSWORD) return fail('invalidCredentials');
    return ok({
      token: STORY_TOKEN,
      user: { account_id: player.accountId, session_token: STORY_TOKEN },
      fullname: player.fullName,
      email: player.email,
    });
  }),
  call('/api/auth/get_balance', (body) => {
    const player = requirePlayer(body.account_id, body.auth);
    return ok({
      game_balance: money(player.balance),
      game_token: money(player.token),
      bonus_balance: 0,
    });
  }),
  call('/api/auth/vip', vip),
  call('/api/home/fav_list', (body) =>
    ok({ value: gamesOf(requirePlayer(body.account_id, body.auth).favourites) }),
  ),
  call('/api/home/fav_toggle', (body) => {
    const favourites = requirePlayer(body.account_id, body.auth).favourites;
    const key = `${body.provider_code}/${body.game_code}`;
    const next = favourites.includes(key)
      ? favourites.filter((k) => k !== key)
      : [...favourites, key];
    return ok({ value: gamesOf(next) });
  }),
  call('/api/settings/get_inbox', inbox),
  call('/api/settings/check_status', (body) => {
    requirePlayer(body.account_id, body.auth);
    return ok({
      value: {
        account_status: 'ACTIVE' as const,
        phone_verified: true,
        email_verified: true,
        last_login_at: null,
        password_changed_at: null,
      },
    });
  }),
  // The seeded players have not opened a game yet, so the row stays hidden as it does in the sandbox.
  call('/api/product/recent_games', (body) => {
    requirePlayer(body.account_id, body.auth);
    return ok({ value: [] });
  }),
  // Nor claimed a bonus: the account page says none is running, as it does in the sandbox.
  call('/api/bonus/mine', (body) => {
    const player = requirePlayer(body.account_id, body.auth);
    return ok({ value: [], game_balance: money(player.balance), bonus_balance: 0 });
  }),
  // Nor moved money through a provider: net deposits are nothing yet, this month and in all.
  call('/api/wallet/net_deposits', (body) => {
    requirePlayer(body.account_id, body.auth);
    return ok({
      value: {
        // The stories' signed-in player is a peso account.
        currency: 'PHP',
        lifetime: 0,
        this_month: 0,
        month_start: '2025-05-31T16:00:00.000Z',
      },
    });
  }),
  ...mediaHandlers,
];
