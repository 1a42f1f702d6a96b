import type {
  BonusOffer,
  PlayerBonus,
  ApiPath,
  BankAccount,
  BetLineRecord,
  Cms,
  PlayerLimit,
  ResponseOf,
  SeoRecord,
  ServerGame,
  Site,
  StartupResponse,
} from '../contract';
import type { LayoutState, SessionState } from '../store';
import { initialLayoutState, initialSessionState } from '../store';
import type { TemplateId } from '../theme';
import { themeByTemplate } from '../theme';
import type { Answers } from './backend';

/** A site using the given template's theme code and first colour: Lucky Manila, PHP, both apps. */
export function siteFor(template: TemplateId = 'template1', over: Partial<Site> = {}): Site {
  const theme = themeByTemplate(template);
  return {
    site_name: 'Lucky Manila',
    currency: 'PHP',
    theme_code: theme.themeCode,
    theme_color: theme.colors[0],
    logo1: '',
    logo2: '',
    logo3: '',
    status: 'ACTIVE',
    expired_date: null,
    logo_text: 'Lucky Manila',
    external_id: 'ext-1',
    android_sub: 'https://apps.example.test/lucky-manila.apk',
    ios_sub: 'https://apps.example.test/ios/lucky-manila',
    domain: 'test.localhost',
    show_preloader: false,
    show_bf_ann_modal: false,
    show_app_download: true,
    show_download_bar: true,
    ...over,
  };
}

/** The site of the screen fixtures: Lucky Manila on template1 with its three logos. */
export const fixtureSite: Site = siteFor('template1', {
  logo1: '/l1.png',
  logo2: '/l2.png',
  logo3: '/l3.png',
});

/** A valid startup answer for a theme code and colour. */
export function startupAnswer(
  themeCode = 'slot1',
  themeColor = 'emerald',
  over: Partial<StartupResponse> = {},
): StartupResponse {
  return {
    statusCode: 1,
    statusMessage: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [
        { title: 'Slots', path: '/slots', category: 'slot_game', content_id: 1, children: [] },
      ],
      game_menu: [
        { category: 'hot', title: 'Hot' },
        { category: 'slot_game', title: 'Slots' },
      ],
    },
    site: {
      ...fixtureSite,
      site_name: 'Demo',
      theme_code: themeCode,
      theme_color: themeColor,
      logo_text: 'Demo',
      external_id: 'ext-42',
      android_sub: '',
      ios_sub: '',
      domain: 'demo.test',
      show_preloader: true,
      show_download_bar: false,
    },
    language: 'EN',
    provider_count: [{ category: 'slot_game', count: 3 }],
    aff_domain: 'aff.demo.test',
    live_chat: { chat_id: 'chat-1', image_id: null },
    message: 'Welcome',
    ...over,
  };
}

/** The layout before startup has run, but with the startup answer's site: calls send ext-42. */
export const startupLayout: LayoutState = {
  ...initialLayoutState,
  site: startupAnswer().site ?? null,
};

/** The fields the base query adds to every call of a `testStore` on the `startupLayout` site. */
export const sentSite = { domain_name: 'test.localhost', external_id: 'ext-42' };

/** The fields it adds to an own-data call of `signedIn` on that site. */
export const sentSiteAndSession = { ...sentSite, account_id: 'demo01', auth: 'tok-1' };

/** One entry of an operator menu, without children. */
export const entry = (content_id: number, title: string, path: string, category?: string) => ({
  content_id,
  title,
  path,
  ...(category ? { category } : {}),
  children: [],
});

/**
 * The operator's menu of the fixture site: a games group with a stocked and an empty category
 * (poker has no providers, so the menu drops it), promotions and a help group.
 */
export const operatorMenu = [
  entry(1, 'Home', '/'),
  {
    ...entry(2, 'Games', '/hot'),
    children: [
      entry(10, 'Slot machines', '/slots', 'slot_game'),
      entry(11, 'Card room', '/poker', 'poker'),
    ],
  },
  entry(3, 'Bonus corner', '/promotions'),
  { ...entry(6, 'Help', '/about'), children: [entry(30, 'Questions', '/faqs')] },
];

/** The layout after startup for a template: menu, slots, casino, fishing and sports stocked, hot on. */
export function templateLayout(
  template: TemplateId = 'template1',
  over: Partial<LayoutState> = {},
): LayoutState {
  return {
    ...initialLayoutState,
    template,
    themeColor: themeByTemplate(template).colors[0],
    status: 'ready',
    language: 'EN',
    site: siteFor(template),
    hasHotGames: true,
    show_download_bar: true,
    show_app_download: true,
    content: {
      menu: operatorMenu,
      game_menu: [],
      announcements: [
        'Weekend reload bonus: 50% up to 5,000.',
        'New JILI slots added every Friday.',
      ],
    },
    provider_count: [
      { category: 'slot_game', count: 3 },
      { category: 'casino', count: 2 },
      { category: 'fishing', count: 1 },
      { category: 'sportsbook', count: 1 },
      { category: 'poker', count: 0 },
    ],
    ...over,
  };
}

/** The layout of the screen fixtures: template1 with its logos and live chat, no operator menu. */
export const fixtureLayout = (over: Partial<LayoutState> = {}): LayoutState => ({
  ...initialLayoutState,
  template: 'template1',
  themeColor: 'emerald',
  status: 'ready',
  language: 'EN',
  site: fixtureSite,
  hasHotGames: true,
  live_chat: { chat_id: 'chat-1', image_id: null },
  show_app_download: true,
  provider_count: [
    { category: 'slot_game', count: 3 },
    { category: 'casino', count: 2 },
    { category: 'sportsbook', count: 1 },
    { category: 'poker', count: 0 },
  ],
  ...over,
});

/** demo01 signed in with a balance of 1,000 and 50 tokens; `over` changes any part. */
export function signedInSession(over: Partial<SessionState> = {}): SessionState {
  return {
    ...initialSessionState,
    isAuthenticated: true,
    token: 'tok-1',
    fullname: 'Demo Player',
    email: 'demo@example.test',
    game: { balance: 1000, token: 50 },
    user: {
      account_id: 'demo01',
      session_token: 'tok-1',
      full_name: 'Demo Player',
      contact_email: 'demo@example.test',
    },
    ...over,
  };
}

/** demo01, signed in. */
export const signedIn: SessionState = signedInSession();

/** The player of the template fixtures: Juan Dela Cruz with 12,500.50, a 750 bonus and 320 tokens. */
export const templateSession = (over: Partial<SessionState> = {}): SessionState =>
  signedInSession({
    fullname: 'Juan Dela Cruz',
    email: '',
    user: {
      account_id: 'juan01',
      session_token: 'tok-1',
      full_name: 'Juan Dela Cruz',
      contact_email: '',
    },
    game: { balance: 12500.5, token: 320, bonus: 750 },
    ...over,
  });

/** The session answer of a sign-in. */
export const sessionAnswer = (accountId = 'demo01') => ({
  statusCode: 1,
  statusMessage: 'OK',
  token: 'tok-new',
  user: { account_id: accountId, session_token: 'tok-new' },
  fullname: 'Demo Player',
  email: 'demo@example.test',
});

/** A signed-in player with Super Ace among the favourites. */
export const fixtureSession = (over: Partial<SessionState> = {}): SessionState => ({
  ...initialSessionState,
  isAuthenticated: true,
  token: 'tok-1',
  user: {
    account_id: 'demo01',
    session_token: 'tok-1',
    full_name: 'Demo',
    contact_email: '',
  },
  game_fav_list: [
    {
      provider_code: 'JILI',
      game_code: 'JILI-SUPER-ACE',
      game_name: 'Super Ace',
      game_type: 'SLOTS',
      game_image: '/api/media/game/JILI/JILI-SUPER-ACE.svg',
    },
  ],
  ...over,
});

/** A game as the server sends it. */
export const serverGame = (
  provider_code: string,
  game_code: string,
  game_name: string,
  game_type = 'SLOTS',
): ServerGame => ({
  provider_code,
  game_code,
  game_name,
  game_type,
  img_url: `/api/media/game/${provider_code}/${game_code}.svg`,
});

/** Slots of three providers, as /api/product/get_games answers them. */
export const slotGames: ServerGame[] = [
  serverGame('JILI', 'JILI-SUPER-ACE', 'Super Ace'),
  serverGame('JILI', 'JILI-BOXING-KING', 'Boxing King'),
  serverGame('PGSOFT', 'lucky-neko', 'Lucky Neko'),
  serverGame('PPLAY', 'vs20olympgate', 'Gates of Olympus'),
];

/** Providers of the slots above. */
export const slotProviders = [
  { provider_code: 'JILI', provider_name: 'JILI' },
  { provider_code: 'PGSOFT', provider_name: 'PG Soft' },
  { provider_code: 'PPLAY', provider_name: 'Pragmatic Play' },
];

/** get_games like the sandbox: filters by provider, always lists every provider. */
export const gamesAnswer =
  (games: readonly ServerGame[], providers = slotProviders) =>
  (body: Record<string, unknown>) => {
    const provider = typeof body.provider_code === 'string' ? body.provider_code.toUpperCase() : '';
    return {
      value: provider ? games.filter((g) => g.provider_code === provider) : games,
      providers,
    };
  };

/** Sportsbook games. */
export const sportsbookGames: ServerGame[] = [
  serverGame('SABA', 'SABA-SPORTS', 'SABA Sports', 'SPORTSBOOK'),
  serverGame('SBO', 'SBO-SPORTS', 'SBOBET Sports', 'SPORTSBOOK'),
];

/** A top-10 answer: two winners, two withdrawals and the player counts. */
export const top10Answer: ResponseOf<'/api/settings/top10winner_withdrawal'> = {
  statusCode: 1,
  winner: [
    { account_id: 'de***01', amount: 15250.5, game_name: 'Super Ace', date: '2025-03-01 10:00:00' },
    { account_id: 'ma***88', amount: 8000, game_name: 'Lucky Neko', date: '2025-03-01 09:00:00' },
  ],
  withrawal: [
    { account_id: 'jo***07', amount: 5000, date: '2025-03-01 11:00:00' },
    { account_id: 'an***22', amount: 1200.75, date: '2025-03-01 10:30:00' },
  ],
  hour_withdrawal: 48250,
  registered_player: 12840,
  active_player: 1532,
  deposited_player: 0,
};

const line = (
  match: number,
  bet_type: BetLineRecord['bet_type'],
  home_away: number,
  criteria1: string | null,
  odds: number,
): BetLineRecord => ({
  match_id: `PF-20250302-${match}`,
  league: match === 1 ? 'Philippines Football League' : 'Asia Premier League',
  kickoff: match === 1 ? '2025-03-02T12:00:00.000Z' : '2025-03-02T15:00:00.000Z',
  bet_type,
  home_away,
  criteria1,
  home_team_name: match === 1 ? 'Manila Kings' : 'Tokyo Storm',
  away_team_name: match === 1 ? 'Cebu Sharks' : 'Seoul Titans',
  ...(match === 1
    ? {
        home_name_en: 'Manila Kings',
        away_name_en: 'Cebu Sharks',
        home_name_php: 'Mga Hari ng Maynila',
        away_name_php: 'Mga Pating ng Cebu',
        home_name_cn: '马尼拉国王',
        away_name_cn: '宿务鲨鱼',
      }
    : {}),
  odds,
});

/** Two matches: one with localized names, one with English names only. */
export const betLines: BetLineRecord[] = [
  line(1, 'HDP', 1, '-0.5', 1.95),
  line(1, 'OU', 2, '2.5', 1.87),
  line(1, '1X2', 3, null, 3.4),
  line(2, 'OE', 1, null, 1.9),
  line(2, 'ML', 2, null, 2.1),
];

/**
 * A 1X2 line of the one match in play, Davao Eagles vs Iloilo Tigers at 2–1 in the 67th minute
 * of the second half: `home_away` 1 backs the home side, 3 the draw.
 */
export const inPlayLine = (home_away: number, odds: number): BetLineRecord => ({
  match_id: 'PF-LIVE-9',
  league: 'Playfront Live League',
  kickoff: '2025-03-01T08:00:00.000Z',
  home_team_name: 'Davao Eagles',
  away_team_name: 'Iloilo Tigers',
  criteria1: null,
  in_play: true,
  suspended: false,
  period: '2H',
  minute: 67,
  score: { home: 2, away: 1 },
  open: true,
  bet_type: '1X2',
  home_away,
  odds,
  selection_id: `PF-LIVE-9:1X2:${home_away}`,
});

const cmsBody = (text: string) => `<h2>${text}</h2><p>${text} body.</p>`;

/** Site info: every page published but FAQs; Filipino local bodies, an empty local banking body. */
export const cmsAnswer: Cms = {
  about_us_status: true,
  en_about_us_body: `${cmsBody('About Lucky Manila')}<script>window.hacked = true</script>`,
  local_about_us_body: cmsBody('Tungkol sa Lucky Manila'),
  privacy_policy_status: true,
  en_privacy_policy_body: cmsBody('Privacy'),
  local_privacy_policy_body: cmsBody('Pagkapribado'),
  responsible_gaming_status: true,
  en_responsible_gaming_body: cmsBody('Play responsibly'),
  local_responsible_gaming_body: cmsBody('Maglaro nang responsable'),
  banking_status: true,
  en_banking_body: cmsBody('Banking options'),
  local_banking_body: '',
  faqs_status: false,
  en_faqs_body: cmsBody('FAQs'),
  local_faqs_body: cmsBody('Mga madalas itanong'),
};

/** Social accounts, one of them a link that must not become clickable. */
export const socialAccounts = [
  { platform: 'facebook', account_name: 'Lucky Manila', link: 'https://facebook.com/lucky-manila' },
  { platform: 'telegram', account_name: '@luckymanila', link: 'https://t.me/luckymanila' },
  { platform: 'viber', account_name: 'Lucky Manila', link: 'viber://chat?number=639170000000' },
  {
    platform: 'email',
    account_name: 'support@lucky.example',
    link: 'mailto:support@lucky.example',
  },
  { platform: 'phone', account_name: '+63 917 000 0000', link: 'tel:+639170000000' },
  { platform: 'line', account_name: 'evil', link: 'javascript:alert(1)' },
];

/** The SEO record of the terms page. */
export const termsRecord: SeoRecord = {
  id: 7,
  page_name: 'term-condition',
  en_item_name: 'Terms and Conditions',
  en_body:
    '<h2>Terms</h2><p>By playing you accept these terms.</p><img src="x" alt="" onerror="window.hacked=1">',
  local_item_name: 'Mga Tuntunin',
  local_body: '<h2>Mga Tuntunin</h2><p>Sa paglalaro, tinatanggap mo ang mga tuntuning ito.</p>',
  meta_title: 'Terms',
  meta_desc: '',
  meta_keywords: '',
  meta_url: '',
  meta_canonical: '',
  meta_author: '',
  meta_publisher: '',
  meta_lang: 'en',
  meta_image_url: '',
};

/**
 * search_games like the sandbox: words match the start of a word of the game or provider name,
 * providers narrow, `popular` keeps the list's order, `new` reverses it, `az` sorts by name, and
 * the answer is the asked page with the total.
 */
export const searchAnswer =
  (games: readonly ServerGame[], providers = slotProviders) =>
  (body: Record<string, unknown>) => {
    const wanted = Array.isArray(body.providers) ? body.providers.map(String) : [];
    const words = (typeof body.query === 'string' ? body.query : '')
      .toLowerCase()
      .split(/\s+/)
      .filter(Boolean);
    const nameOf = (code: string) => providers.find((p) => p.provider_code === code)?.provider_name;
    const matches = games.filter((g) => {
      const text = `${g.game_name} ${nameOf(g.provider_code) ?? g.provider_code}`.toLowerCase();
      const starts = text.split(/\s+/);
      return (
        (wanted.length === 0 || wanted.includes(g.provider_code)) &&
        words.every((w) => starts.some((s) => s.startsWith(w)))
      );
    });
    const sorted =
      body.sort === 'az'
        ? [...matches].sort((a, b) => a.game_name.localeCompare(b.game_name))
        : body.sort === 'new'
          ? [...matches].reverse()
          : matches;
    const page = Number(body.page ?? 1);
    const size = Number(body.page_size ?? 24);
    return {
      value: sorted.slice((page - 1) * size, page * size),
      total: sorted.length,
      page,
      has_more: page * size < sorted.length,
      providers,
    };
  };

/** `count` slots of the three providers in turn, named "Slot 01".."Slot NN". */
export const manySlots = (count: number): ServerGame[] =>
  Array.from({ length: count }, (_, i) => {
    const provider = ['JILI', 'PGSOFT', 'PPLAY'][i % 3] ?? 'JILI';
    const n = String(i + 1).padStart(2, '0');
    return serverGame(provider, `${provider}-SLOT-${n}`, `Slot ${n}`);
  });

/** The top-10 answer of the template fixtures: as {@link top10Answer}, with depositing players. */
export const templateTop10: ResponseOf<'/api/settings/top10winner_withdrawal'> = {
  ...top10Answer,
  deposited_player: 610,
};

/** The providers the template fixtures offer per game list segment. */
const providersBySegment: Record<string, { provider_code: string; provider_name: string }[]> = {
  slots: [...slotProviders, { provider_code: 'JDB', provider_name: 'JDB' }],
  livecasino: [
    { provider_code: 'EVO', provider_name: 'Evolution' },
    { provider_code: 'PPLAYLIVE', provider_name: 'Pragmatic Play Live' },
  ],
  sportsbook: [
    { provider_code: 'SABA', provider_name: 'SABA Sports' },
    { provider_code: 'SBO', provider_name: 'SBOBET' },
  ],
};

/** Answers every template home asks for; rows left empty fall back to the built-in game lists. */
export const templateAnswers: Answers = {
  '/api/product/get_hot_games': { value: [] },
  '/api/product/get_providers': (body) => ({
    value: providersBySegment[String(body.game_type)] ?? [],
  }),
  '/api/settings/top10winner_withdrawal': templateTop10,
  '/api/auth/get_balance': { game_balance: 12500.5, game_token: 320 },
  '/api/home/fav_list': { value: [] },
};

/** The balance, VIP and favourites answers of the loads that follow a password login. */
export const loadAnswers = {
  '/api/auth/get_balance': { statusCode: 1, game_balance: 120.5, game_token: 7 },
  '/api/auth/vip': {
    statusCode: 1,
    nextLevel: [
      {
        starting_deposit: 0,
        cycle_deposit: 500,
        deposit_next: 1000,
        starting_turnover: 0,
        cycle_turnover: 8000,
        turnover_next: 4000,
        vip_name: 'Bronze',
        vip_name_next: 'Silver',
      },
    ],
  },
  '/api/home/fav_list': {
    statusCode: 1,
    value: [
      {
        provider_code: 'JILI',
        game_code: 'jili-1',
        game_name: 'Fortune Gems',
        game_type: 'SLOTS',
        img_url: 'https://cdn.test/jili-1.png',
      },
    ],
  },
} satisfies Partial<{ [P in ApiPath]: ResponseOf<P> }>;

/** The limits a PHP site answers. */
export const phpLimits = {
  statusCode: 1,
  currency: 'PHP',
  methods: [
    { code: 'GCASH', name: 'GCash', type: 'EWALLET', min: 100, max: 50000 },
    { code: 'BANK', name: 'Bank transfer', type: 'BANK', min: 500, max: 100000 },
  ],
  withdrawal: { min: 200, max: 50000 },
  banks: ['BDO', 'BPI'],
};

/** The payout account demo01 saved: BDO ****9012, id 5. */
export const savedBankAccount: BankAccount = {
  bank_account_id: 5,
  bank_name: 'BDO',
  account_name: 'Demo Player',
  account_number: '****9012',
  created_at: '2099-01-01 08:00:00',
};

/** The limits of a PHP site whose methods have payment steps. */
export const paymentLimits = {
  ...phpLimits,
  methods: [
    { code: 'GCASH', name: 'GCash', type: 'EWALLET', min: 100, max: 50000, flow: 'REDIRECT' },
    { code: 'QRPH', name: 'QR Ph', type: 'EWALLET', min: 100, max: 50000, flow: 'QR' },
    { code: 'BANK', name: 'Bank transfer', type: 'BANK', min: 500, max: 100000, flow: 'BANK' },
  ],
};

/** The sportsbook limits of a PHP site. */
export const slipLimits = {
  currency: 'PHP',
  min_stake: 10,
  max_stake: 50_000,
  min_parlay_legs: 2,
  max_parlay_legs: 10,
  quick_stakes: [50, 100, 500, 1000],
};

/** The bank account a bank-transfer deposit is paid into, confirmed by the player or not yet. */
export const bankPayment = (confirmed: boolean) => ({
  flow: 'BANK',
  bank_name: 'BDO',
  account_name: 'Playfront Gaming Operations',
  account_number: '0012 3456 7890',
  confirmed,
});

/** An active account with its phone verified and its e-mail not, as /security shows it. */
export const accountStatus = {
  account_status: 'ACTIVE',
  phone_verified: true,
  email_verified: false,
  last_login_at: '2025-01-02 10:00:00',
  password_changed_at: null,
};

const limitKinds = ['deposit', 'loss', 'wager'] as const;
const limitPeriods = ['daily', 'weekly', 'monthly'] as const;

/** The sandbox's limits answer holding exactly `limits` (PHP, Manila, 24 h cooling-off). */
export function limitsAnswerWith(limits: PlayerLimit[]) {
  return {
    statusCode: 1,
    value: {
      currency: 'PHP',
      time_zone: 'Asia/Manila',
      cooling_off_hours: 24,
      warning_percent: 80,
      limits,
    },
  };
}

/** The sandbox's answer: every limit unset unless `over` gives it. */
export function limitsAnswer(over: Partial<Record<string, Partial<PlayerLimit>>> = {}) {
  const limits: PlayerLimit[] = [
    ...limitKinds.flatMap((kind) =>
      limitPeriods.map((period): PlayerLimit => ({
        kind,
        period,
        value: null,
        pending: null,
        used: 0,
        resets_at: '2031-05-10T16:00:00.000Z',
        ...over[`${kind}:${period}`],
      })),
    ),
    {
      kind: 'session_time',
      period: 'session',
      value: null,
      pending: null,
      used: 12,
      resets_at: null,
      ...over['session_time:session'],
    },
  ];
  return limitsAnswerWith(limits);
}

/** A bonus of the player: the casino bonus of a first deposit of 500, active, nothing wagered. */
export const playerBonus = (over: Partial<PlayerBonus> = {}): PlayerBonus => ({
  bonus_id: 41,
  offer_id: 1,
  title: '100% first deposit bonus',
  kind: 'first_deposit',
  product: 'casino',
  status: 'active',
  amount: 500,
  balance: 500,
  wagered: 0,
  required: 5000,
  max_stake: 25,
  contributions: [
    { category: 'slot_game', percent: 100 },
    { category: 'casino', percent: 10 },
  ],
  expires_at: '2099-01-08 08:00:00',
  created_at: '2099-01-01 08:00:00',
  ended_at: null,
  ...over,
});

/** The offers of a PHP operator, as a guest reads them (`refusal` absent). */
export const bonusOffers: BonusOffer[] = [
  {
    offer_id: 1,
    kind: 'first_deposit',
    product: 'casino',
    title: '100% first deposit bonus',
    code: null,
    match_percent: 100,
    max_bonus: 1000,
    min_deposit: 100,
    wagering_multiplier: 10,
    valid_days: 7,
    max_stake: 25,
    contributions: [
      { category: 'slot_game', percent: 100 },
      { category: 'casino', percent: 10 },
    ],
    ends_at: null,
  },
  {
    offer_id: 3,
    kind: 'no_deposit',
    product: 'casino',
    title: 'Casino bonus, no deposit needed',
    code: 'FREE100',
    match_percent: 0,
    max_bonus: 100,
    min_deposit: 0,
    wagering_multiplier: 10,
    valid_days: 3,
    max_stake: 25,
    contributions: [{ category: 'slot_game', percent: 100 }],
    ends_at: null,
  },
  {
    offer_id: 4,
    kind: 'no_deposit',
    product: 'sports',
    title: 'Sports bonus, no deposit needed',
    code: 'BET50',
    match_percent: 0,
    max_bonus: 50,
    min_deposit: 0,
    wagering_multiplier: 5,
    valid_days: 7,
    max_stake: 100,
    contributions: [{ category: 'sportsbook', percent: 100, min_odds: 1.5 }],
    ends_at: null,
  },
];
