import type { ApiPath, Site } from '@playfront/core/contract';
import type { LayoutState, SessionState } from '@playfront/core/store';
import { initialLayoutState, initialSessionState } from '@playfront/core/store';
import type { TemplateId } from '@playfront/core/theme';
import { themeByTemplate } from '@playfront/core/theme';

/** Base URL of the fake sandbox; only the path after it matters. */
export const FAKE_SANDBOX = 'http://sandbox.test';

type Body = Record<string, unknown>;

/** A fake sandbox answer: a JSON body, or a function of the request body. */
export type SandboxAnswer = Body | ((body: Body) => Body);

/** Top winners and withdrawals as the sandbox answers them. */
export const top10Body: Body = {
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
  deposited_player: 610,
};

/** The providers the fake site offers per game list segment. */
const providersBySegment: Record<string, { provider_code: string; provider_name: string }[]> = {
  slots: [
    { provider_code: 'JILI', provider_name: 'JILI' },
    { provider_code: 'PGSOFT', provider_name: 'PG Soft' },
    { provider_code: 'PPLAY', provider_name: 'Pragmatic Play' },
    { provider_code: 'JDB', provider_name: 'JDB' },
  ],
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
export const defaultSandboxAnswers: Partial<Record<ApiPath, SandboxAnswer>> = {
  '/api/product/get_hot_games': { value: [] },
  '/api/product/get_games': (body) => ({
    value: [],
    providers: providersBySegment[String(body.game_type)] ?? [],
  }),
  '/api/settings/top10winner_withdrawal': top10Body,
  '/api/auth/get_balance': { balance: 12500.5, token: 320 },
  '/api/home/fav_list': { value: [] },
};

const json = (body: object, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A fetch that answers contract paths like the sandbox (statusCode 1); unknown paths get 404. */
export function sandboxFetch(
  answers: Partial<Record<ApiPath, SandboxAnswer>> = defaultSandboxAnswers,
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.startsWith(FAKE_SANDBOX) ? url.slice(FAKE_SANDBOX.length) : url;
    const answer = answers[path as ApiPath];
    if (!answer) return Promise.resolve(json({ statusCode: -404, statusMessage: 'notFound' }, 404));
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Body;
    const value = typeof answer === 'function' ? answer(body) : answer;
    return Promise.resolve(json({ statusCode: 1, statusMessage: 'OK', ...value }));
  };
}

/** A site using the given template's theme code and first colour. */
export function siteFor(template: TemplateId, over: Partial<Site> = {}): Site {
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
 * (poker has no providers, so spec section 5 drops it), promotions and a help group.
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

/** The layout after startup for a template: slots, casino, fishing and sports stocked, hot on. */
export function templateLayout(template: TemplateId, over: Partial<LayoutState> = {}): LayoutState {
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

/** A signed-in player with a balance. */
export function signedInSession(over: Partial<SessionState> = {}): SessionState {
  return {
    ...initialSessionState,
    isAuthenticated: true,
    token: 'tok-1',
    fullname: 'Juan Dela Cruz',
    user: {
      account_id: 'juan01',
      session_token: 'tok-1',
      full_name: 'Juan Dela Cruz',
      contact_email: '',
    },
    game: { balance: 12500.5, token: 320 },
    ...over,
  };
}
