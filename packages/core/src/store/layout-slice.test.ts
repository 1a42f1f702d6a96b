import { describe, expect, it } from 'vitest';
import { settingsApi } from '../api/settings';
import { resolveTheme } from '../theme/manifest';
import { initialLayoutState, selectAnnouncement, startupResolved } from './layout-slice';
import { startupAnswer, testStore } from '../testing';
import { answer, listenToSandbox } from '../testing/node';

listenToSandbox();

const startup = async (body: Record<string, unknown>, status = 200) => {
  answer('/api/startup', body, { status: status });
  const { store } = testStore({
    preloadedState: { layout: { ...initialLayoutState, message: 'old', template: 'template9' } },
  });
  await store.dispatch(settingsApi.endpoints.getStartup.initiate());
  return store.getState().layout;
};

describe('startup: maintenance', () => {
  it('stores only the maintenance window when the site is in maintenance', async () => {
    const maintenance = { is_maintenance: true, start_date: '2026-01-01 00:00:00', end_date: null };
    const layout = await startup({ ...startupAnswer(), maintenance });
    expect(layout).toEqual({ ...initialLayoutState, maintenance, status: 'maintenance' });
  });
});

describe('startup: site stored and template derived', () => {
  it('stores the site and resolves theme_code to the template and colour', async () => {
    const layout = await startup(startupAnswer('sportsbook1', 'arena'));
    expect(layout).toMatchObject({
      status: 'ready',
      template: 'template13',
      themeColor: 'arena',
      themeError: null,
      message: 'Welcome',
      language: 'EN',
      aff_domain: 'aff.demo.test',
      live_chat: { chat_id: 'chat-1', image_id: null },
      provider_count: [{ category: 'slot_game', count: 3 }],
      show_preloader: true,
      show_app_download: true,
      show_download_bar: false,
      hasHotGames: true,
    });
    expect(layout.site?.external_id).toBe('ext-42');
    expect(layout.content?.menu).toHaveLength(1);
  });

  it('has no hot games when startup lists no hot category', async () => {
    const answerBody = startupAnswer('slot1', 'ruby', {
      content: { menu: [], game_menu: [{ category: 'slot_game', title: 'Slots' }] },
    });
    expect((await startup(answerBody)).hasHotGames).toBe(false);
  });
});

describe('startup: announcement', () => {
  const withFlag = (flag: boolean, extra: Record<string, unknown> = {}) => {
    const body = startupAnswer('slot1', 'ruby', extra);
    return { ...body, site: { ...(body.site as object), show_bf_ann_modal: flag } };
  };

  it("is startup's message when show_bf_ann_modal is on", async () => {
    const layout = await startup(withFlag(true, { message: '  Double bonus tonight.  ' }));
    expect(selectAnnouncement({ layout })).toBe('Double bonus tonight.');
  });

  it('is null when the flag is off, the message is blank, or the answer has only a status', async () => {
    expect(selectAnnouncement({ layout: await startup(withFlag(false)) })).toBeNull();
    expect(
      selectAnnouncement({ layout: await startup(withFlag(true, { message: ' ' })) }),
    ).toBeNull();
    const { message: _omitted, ...noMessage } = withFlag(true);
    const layout = await startup({ ...noMessage, statusMessage: 'OK' });
    expect(layout.message).toBe('');
    expect(selectAnnouncement({ layout })).toBeNull();
  });
});

describe('startup: invalid theme', () => {
  it.each([
    ['Invalid theme code', 'an unknown theme_code', 'slot99', 'emerald'],
    ['Invalid theme color', 'a colour the theme does not allow', 'slot1', 'pink'],
  ] as const)("resets state and reports '%s' for %s", async (error, _case, theme, colour) => {
    const layout = await startup(startupAnswer(theme, colour));
    expect(layout).toEqual({
      ...initialLayoutState,
      themeError: error,
      message: error,
      status: 'error',
    });
  });
});

describe('startup: a theme checked already', () => {
  it("takes the caller's check of the answer's theme and checks it no more", () => {
    const { store } = testStore();
    const body = startupAnswer('slot1', 'ruby');
    store.dispatch(
      startupResolved({ answer: body, theme: resolveTheme('slot1', 'ruby', ['template7']) }),
    );
    expect(store.getState().layout).toMatchObject({
      status: 'error',
      themeError: 'Invalid theme code',
      template: null,
    });
    store.dispatch(startupResolved({ answer: body, theme: resolveTheme('slot1', 'ruby') }));
    expect(store.getState().layout).toMatchObject({
      status: 'ready',
      template: 'template1',
      themeColor: 'ruby',
    });
  });
});

describe('startup: failure', () => {
  it("resets state with the server's message", async () => {
    const layout = await startup({ statusCode: -404, statusMessage: 'Unknown domain' }, 404);
    expect(layout).toEqual({ ...initialLayoutState, message: 'Unknown domain', status: 'error' });
  });

  it('resets state with internalServerError when the server fails', async () => {
    const layout = await startup({ oops: true }, 500);
    expect(layout).toEqual({
      ...initialLayoutState,
      message: 'internalServerError',
      status: 'error',
    });
  });
});

describe('top-10 and site settings flows', () => {
  it('stores the top-10 answer on success', async () => {
    const top10 = {
      withrawal: [{ account_id: 'de***01', amount: 900, date: '2026-01-02' }],
      winner: [],
      hour_withdrawal: 4,
      registered_player: 10,
      active_player: 5,
      deposited_player: 3,
    };
    answer('/api/settings/top10winner_withdrawal', { statusCode: 1, ...top10 });
    const { store } = testStore();
    await store.dispatch(settingsApi.endpoints.getTop10.initiate());
    expect(store.getState().layout.top10).toEqual(top10);
  });

  it('stores the social account list', async () => {
    const account = { platform: 'telegram', account_name: '@demo', link: 'https://t.me/demo' };
    answer('/api/settings/social_account', { statusCode: 1, accountList: [account] });
    const { store } = testStore();
    await store.dispatch(settingsApi.endpoints.getSocialAccounts.initiate());
    expect(store.getState().layout.accountList).toEqual([account]);
  });

  it('stores the CMS pages and which of them are published', async () => {
    const pages = ['about_us', 'privacy_policy', 'responsible_gaming', 'banking', 'faqs'];
    const cms: Record<string, string | boolean> = Object.fromEntries(
      pages.flatMap((p): [string, string | boolean][] => [
        [`${p}_status`, p === 'faqs'],
        [`en_${p}_body`, `<p>${p}</p>`],
        [`local_${p}_body`, ''],
      ]),
    );
    answer('/api/settings/siteinfodetail', { statusCode: 1, cms });
    const { store } = testStore();
    await store.dispatch(settingsApi.endpoints.getSiteInfo.initiate());
    expect(store.getState().layout.cms).toEqual(cms);
    expect(store.getState().layout.cms_status).toMatchObject({ faqs: true, about_us: false });
  });
});
