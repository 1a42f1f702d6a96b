import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { directVisitTracking } from '../contract';
import { API, sentSite, signedIn, startupAnswer, startupLayout, testStore } from '../testing';
import { answer, answerLoads, listenToSandbox, server } from '../testing/node';
import { authApi } from './auth';
import { isApiFailure, normaliseFailure } from './failure';
import { homeApi } from './home';
import { seoApi } from './seo';
import { settingsApi } from './settings';

listenToSandbox();

const networkError = (path: string) =>
  server.use(http.post(`${API}${path}`, () => HttpResponse.error()));
const textError = (path: string, status = 500) =>
  server.use(http.post(`${API}${path}`, () => new HttpResponse('Bad Gateway', { status })));

describe('base query: fields added to each call', () => {
  it('adds domain_name (the host name) and external_id (the site) to site calls', async () => {
    const seen = answer('/api/auth/login', { statusCode: 1, token: 't' });
    answerLoads();
    const { store } = testStore({ preloadedState: { layout: startupLayout } });
    await store.dispatch(
      authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'pw' }),
    );
    expect(seen[0]).toEqual({ account_id: 'demo01', password: 'pw', ...sentSite });
  });

  it('adds account_id and auth from the session to own-data calls, and nothing else', async () => {
    const seen = answer('/api/auth/get_balance', { statusCode: 1, game_balance: 5 });
    const { store } = testStore({ preloadedState: { session: signedIn, layout: startupLayout } });
    await store.dispatch(authApi.endpoints.getBalance.initiate());
    expect(seen[0]).toEqual({ account_id: 'demo01', auth: 'tok-1' });
  });

  it('sends only domain_name to startup', async () => {
    const seen = answer('/api/startup', startupAnswer());
    const { store } = testStore();
    await store.dispatch(settingsApi.endpoints.getStartup.initiate());
    expect(seen[0]).toEqual({ domain_name: 'test.localhost' });
  });
});

describe('base query: answers', () => {
  it('returns data for statusCode 1', async () => {
    answer('/api/auth/get_balance', { statusCode: 1, game_balance: 12.5, game_token: 3 });
    const { store } = testStore({ preloadedState: { session: signedIn } });
    const result = await store.dispatch(authApi.endpoints.getBalance.initiate());
    expect(result.data).toMatchObject({ game_balance: 12.5, game_token: 3 });
  });

  it('treats an answer without a status as success', async () => {
    answer('/api/settings/social_account', { accountList: [] });
    const { store } = testStore();
    const result = await store.dispatch(settingsApi.endpoints.getSocialAccounts.initiate());
    expect(result.isSuccess).toBe(true);
  });

  it('turns any other status into an error carrying the envelope', async () => {
    answer(
      '/api/settings/get_inbox',
      { statusCode: -1, statusMessage: 'inboxLocked' },
      { status: 400 },
    );
    const { store } = testStore({ preloadedState: { session: signedIn } });
    const result = await store.dispatch(settingsApi.endpoints.getInbox.initiate());
    expect(result.error).toEqual({ statusCode: -1, statusMessage: 'inboxLocked' });
  });
});

describe('failure normalisation', () => {
  it('reports a network failure as statusCode 0, message disconnect', async () => {
    networkError('/api/settings/top10winner_withdrawal');
    const { store } = testStore();
    const result = await store.dispatch(settingsApi.endpoints.getTop10.initiate());
    expect(result.error).toMatchObject({ statusCode: 0, message: 'disconnect' });
  });

  it('reports an auth call network failure as -500 internalServerError with the error text', async () => {
    networkError('/api/auth/login');
    const { store } = testStore();
    const result = await store.dispatch(
      authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'pw' }),
    );
    expect(result.error).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' });
    const detail = isApiFailure(result.error) ? result.error.statusDetail : undefined;
    expect(detail).toBeTruthy();
  });

  it('reports an auth call answered by HTTP 500 with a text body as -500 with the error text', async () => {
    textError('/api/auth/signup');
    const { store } = testStore();
    const result = await store.dispatch(
      authApi.endpoints.signup.initiate({
        account_id: 'new01',
        password: 'pw',
        contact_phone: '',
        contact_email: '',
        ...directVisitTracking,
      }),
    );
    expect(result.error).toEqual({
      statusCode: -500,
      statusMessage: 'internalServerError',
      statusDetail: 'HTTP 500: not JSON',
    });
  });

  it('reports malformed JSON as a server failure, not a crash', async () => {
    server.use(
      http.post(`${API}/api/auth/login_tac`, () =>
        HttpResponse.text('{"statusCode": 1, "tok', {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    );
    const { store } = testStore();
    const result = await store.dispatch(
      authApi.endpoints.loginTac.initiate({ account_id: 'demo01', tac: '123456' }),
    );
    expect(result.error).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' });
  });

  it('reports a success answer that breaks the contract as a server failure', async () => {
    answer('/api/auth/vip', { statusCode: 1, nextLevel: [{ vip_name: 42 }] });
    const { store } = testStore({ preloadedState: { session: signedIn } });
    const result = await store.dispatch(authApi.endpoints.getVip.initiate());
    expect(result.error).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' });
  });

  it('reports a balance failure as -503 serviceUnavailable', async () => {
    textError('/api/auth/get_balance', 502);
    const { store } = testStore({ preloadedState: { session: signedIn } });
    const result = await store.dispatch(authApi.endpoints.getBalance.initiate());
    expect(result.error).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable' });
  });

  it('reports a favourites failure as -503 with an empty value, and empties the stored list', async () => {
    networkError('/api/home/fav_list');
    const { store } = testStore({
      preloadedState: {
        session: {
          ...signedIn,
          game_fav_list: [
            {
              game_code: 'g',
              game_name: 'G',
              game_type: 'SLOTS',
              game_image: 'i',
              provider_code: 'JILI',
            },
          ],
        },
      },
    });
    const result = await store.dispatch(homeApi.endpoints.getFavourites.initiate());
    expect(result.error).toMatchObject({
      statusCode: -503,
      statusMessage: 'serviceUnavailable',
      value: [],
    });
    expect(store.getState().session.game_fav_list).toEqual([]);
  });

  it('reports site-info and SEO failures as -503 serviceUnavailable', async () => {
    textError('/api/settings/siteinfodetail');
    networkError('/api/seo');
    const { store } = testStore();
    const info = await store.dispatch(settingsApi.endpoints.getSiteInfo.initiate());
    const seo = await store.dispatch(seoApi.endpoints.getSeo.initiate({ page_name: 'home' }));
    expect(info.error).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable' });
    expect(seo.error).toMatchObject({ statusCode: -503, statusMessage: 'serviceUnavailable' });
  });

  it('reports a startup failure as -500 internalServerError', async () => {
    networkError('/api/startup');
    const { store } = testStore();
    const result = await store.dispatch(settingsApi.endpoints.getStartup.initiate());
    expect(result.error).toMatchObject({ statusCode: -500, statusMessage: 'internalServerError' });
  });

  it('reports a server failure of any other call as -500 internalServerError', () => {
    expect(normaliseFailure('/api/settings/get_inbox', 'server', 'HTTP 502')).toEqual({
      statusCode: -500,
      statusMessage: 'internalServerError',
      statusDetail: 'HTTP 502',
    });
  });
});
