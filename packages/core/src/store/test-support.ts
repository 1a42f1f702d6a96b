import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiPath, ResponseOf, StartupResponse } from '../contract';
import type { Services } from '../api/base-query';
import type { CreateStoreOptions } from './create-store';
import { createStore } from './create-store';
import { initialSessionState } from './session-slice';
import type { SessionState } from './session-slice';

/** Base URL of every call in tests. */
export const API = 'http://sandbox.test';

/** One MSW server for a test file; handlers are added per test. */
export const server = setupServer();

/** Answers one path with a JSON body, recording each request body it saw. */
export function answer<P extends ApiPath>(
  path: P,
  body: ResponseOf<P> | Record<string, unknown>,
  status = 200,
): Record<string, unknown>[] {
  const seen: Record<string, unknown>[] = [];
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      seen.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

/** Fake services that record what the app asked for. */
export function recordingServices() {
  const navigated: string[] = [];
  const logged: unknown[][] = [];
  const services: Services = {
    navigate: (path) => navigated.push(path),
    t: (key) => `t:${key}`,
    log: (...args) => logged.push(args),
  };
  return { services, navigated, logged };
}

/** A fresh store for one test: sandbox base URL, domain `demo.test`, no persistence. */
export function testStore(options: CreateStoreOptions = {}) {
  const recorded = recordingServices();
  const store = createStore({
    apiBaseUrl: API,
    domainName: 'demo.test',
    storage: null,
    services: recorded.services,
    ...options,
  });
  return { store, ...recorded };
}

/** A signed-in session for preloading. */
export const signedIn: SessionState = {
  ...initialSessionState,
  isAuthenticated: true,
  token: 'tok-1',
  fullname: 'Demo Player',
  email: 'demo@example.test',
  user: {
    account_id: 'demo01',
    session_token: 'tok-1',
    full_name: 'Demo Player',
    contact_email: 'demo@example.test',
  },
};

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
      site_name: 'Demo',
      currency: 'PHP',
      theme_code: themeCode,
      theme_color: themeColor,
      logo1: '/l1.png',
      logo2: '/l2.png',
      logo3: '/l3.png',
      status: 'ACTIVE',
      expired_date: null,
      logo_text: 'Demo',
      external_id: 'ext-42',
      android_sub: '',
      ios_sub: '',
      domain: 'demo.test',
      show_preloader: true,
      show_bf_ann_modal: false,
      show_app_download: true,
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

/** Answers balance, VIP and favourites, the loads that follow a password login. */
export function answerLoads() {
  return {
    balance: answer('/api/auth/get_balance', { statusCode: 1, game_balance: 120.5, game_token: 7 }),
    vip: answer('/api/auth/vip', {
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
    }),
    favourites: answer('/api/home/fav_list', {
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
    }),
  };
}
