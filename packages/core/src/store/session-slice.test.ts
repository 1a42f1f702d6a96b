import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../api/auth';
import { homeApi } from '../api/home';
import { settingsApi } from '../api/settings';
import { walletApi } from '../api/wallet';
import { initialSessionState, logout, selectFavourites, selectVip } from './session-slice';
import { signedIn, testStore } from '../testing';
import { answer, answerLoads, listenToSandbox } from '../testing/node';

listenToSandbox();

const loginAnswer = {
  statusCode: 1,
  statusMessage: 'OK',
  token: 'tok-9',
  user: { account_id: 'demo01', session_token: 'tok-9' },
  fullname: 'Demo Player',
  email: 'demo@example.test',
};

describe('session: login', () => {
  it('authenticates on statusCode 1 with a token, then loads balance, VIP and favourites', async () => {
    answer('/api/auth/login', loginAnswer);
    const loads = answerLoads();
    const { store } = testStore();
    await store.dispatch(
      authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'demo1234' }),
    );

    expect(store.getState().session).toMatchObject({
      isAuthenticated: true,
      token: 'tok-9',
      fullname: 'Demo Player',
      email: 'demo@example.test',
      user: {
        account_id: 'demo01',
        session_token: 'tok-9',
        full_name: 'Demo Player',
        contact_email: 'demo@example.test',
      },
    });
    await vi.waitFor(() => {
      const s = store.getState();
      expect(s.session.game).toEqual({ balance: 120.5, token: 7, bonus: 0 });
      expect(selectVip(s)).toEqual({
        totalDeposit: 500,
        depoProgress: 50,
        totalTurnover: 8000,
        toProgress: 100,
        currentLevel: 'Bronze',
        nextLevel: 'Silver',
      });
      expect(selectFavourites(s)).toEqual([
        {
          provider_code: 'JILI',
          game_code: 'jili-1',
          game_name: 'Fortune Gems',
          game_type: 'SLOTS',
          game_image: 'https://cdn.test/jili-1.png',
        },
      ]);
    });
    expect(loads.balance[0]).toEqual({ account_id: 'demo01', auth: 'tok-9' });
  });

  it('stays signed out when statusCode 1 comes without a token', async () => {
    answer('/api/auth/login', { statusCode: 1 });
    const { store } = testStore();
    await store.dispatch(authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'x' }));
    expect(store.getState().session).toEqual(initialSessionState);
  });

  it('stays signed out on any other status', async () => {
    answer('/api/auth/login', { statusCode: -1, statusMessage: 'invalidLogin', token: 'nope' });
    const { store } = testStore();
    await store.dispatch(authApi.endpoints.login.initiate({ account_id: 'demo01', password: 'x' }));
    expect(store.getState().session.isAuthenticated).toBe(false);
  });
});

describe('session: login by TAC', () => {
  it('authenticates like login but loads neither balance, VIP nor favourites', async () => {
    const seen = answer('/api/auth/login_tac', loginAnswer);
    const loads = answerLoads();
    const { store } = testStore();
    await store.dispatch(
      authApi.endpoints.loginTac.initiate({ account_id: 'demo01', tac: '123456' }),
    );
    expect(seen).toHaveLength(1);
    expect(store.getState().session.isAuthenticated).toBe(true);
    await new Promise((r) => setTimeout(r, 30));
    expect(loads.balance).toHaveLength(0);
    expect(loads.vip).toHaveLength(0);
    expect(loads.favourites).toHaveLength(0);
  });
});

describe('session: logout', () => {
  it('resets the session to defaults', () => {
    const { store } = testStore({
      preloadedState: { session: { ...signedIn, game: { balance: 9, token: 1 } } },
    });
    store.dispatch(logout());
    expect(store.getState().session).toEqual(initialSessionState);
  });
});

describe('session: profile update', () => {
  it('stores the new name and email on statusCode 1', async () => {
    answer('/api/settings/profile_update', {
      statusCode: 1,
      value: [{ full_name: 'New Name', contact_email: 'new@example.test' }],
    });
    const { store } = testStore({ preloadedState: { session: signedIn } });
    await store.dispatch(
      settingsApi.endpoints.updateProfile.initiate({
        full_name: 'New Name',
        contact_email: 'new@example.test',
      }),
    );
    const s = store.getState().session;
    expect([s.fullname, s.email, s.user.full_name, s.user.contact_email]).toEqual([
      'New Name',
      'new@example.test',
      'New Name',
      'new@example.test',
    ]);
  });

  it('keeps the old profile when the update fails', async () => {
    answer('/api/settings/profile_update', { statusCode: -1, statusMessage: 'invalidEmail' });
    const { store } = testStore({ preloadedState: { session: signedIn } });
    await store.dispatch(
      settingsApi.endpoints.updateProfile.initiate({ full_name: 'X', contact_email: 'bad' }),
    );
    expect(store.getState().session.fullname).toBe('Demo Player');
  });
});

describe('session: favourites toggle', () => {
  it('replaces the stored favourites with the answered list', async () => {
    answer('/api/home/fav_toggle', { statusCode: 1, value: [] });
    const { store } = testStore({
      preloadedState: {
        session: {
          ...signedIn,
          game_fav_list: [
            {
              provider_code: 'JILI',
              game_code: 'g',
              game_name: 'G',
              game_type: 'SLOTS',
              game_image: 'i',
            },
          ],
        },
      },
    });
    await store.dispatch(
      homeApi.endpoints.toggleFavourite.initiate({ provider_code: 'JILI', game_code: 'g' }),
    );
    expect(store.getState().session.game_fav_list).toEqual([]);
  });
});

describe('session: balance answers', () => {
  const depositAnswer = (game_balance?: number) =>
    answer('/api/wallet/deposit', {
      statusCode: 1,
      statusMessage: 'OK',
      value: {
        transaction_id: 8,
        type: 'DEPOSIT',
        amount: 100,
        status: 'SUCCESS',
        method: 'BANK',
        created_at: '2031-05-10 09:00:00',
      },
      ...(game_balance === undefined ? {} : { game_balance }),
    });
  const deposit = async () => {
    const { store } = testStore({ preloadedState: { session: signedIn } });
    await store.dispatch(
      walletApi.endpoints.deposit.initiate({ amount: 100, method: 'BANK', reference: '' }),
    );
    return store.getState().session.game.balance;
  };

  it('takes the game balance a deposit answers with', async () => {
    depositAnswer(1100);
    expect(await deposit()).toBe(1100);
  });

  it('keeps the balance when the answer names none', async () => {
    depositAnswer();
    expect(await deposit()).toBe(signedIn.game.balance);
  });
});

describe('session: the balance call', () => {
  it('keeps the bonus balance beside the cash, and the last one known when an answer names none', async () => {
    const { store } = testStore({ preloadedState: { session: signedIn } });
    answer('/api/auth/get_balance', {
      statusCode: 1,
      game_balance: 500,
      game_token: 2,
      bonus_balance: 250.5,
    });
    await store.dispatch(authApi.endpoints.getBalance.initiate());
    expect(store.getState().session.game).toEqual({ balance: 500, token: 2, bonus: 250.5 });
    answer('/api/auth/get_balance', { statusCode: 1, game_balance: 400, game_token: 2 });
    await store.dispatch(authApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true }));
    expect(store.getState().session.game).toEqual({ balance: 400, token: 2, bonus: 250.5 });
  });
});
