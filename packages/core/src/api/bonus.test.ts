import { describe, expect, it } from 'vitest';
import { selectGameWallet } from '../store/session-slice';
import { sentSiteAndSession, signedIn, startupLayout, testStore } from '../testing';
import { answer, listenToSandbox } from '../testing/node';
import { bonusApi } from './bonus';

listenToSandbox();

const bonus = {
  bonus_id: 7,
  offer_id: 3,
  title: 'Casino bonus, no deposit needed',
  kind: 'no_deposit',
  product: 'casino',
  status: 'active',
  amount: 100,
  balance: 100,
  wagered: 0,
  required: 1000,
  max_stake: 25,
  contributions: [{ category: 'slot_game', percent: 100 }],
  expires_at: '2031-06-04 08:00:00',
  created_at: '2031-06-01 08:00:00',
  ended_at: null,
} as const;

describe('bonus calls', () => {
  it('claims a code with the site and session, then reads both balances again for the header', async () => {
    const seen = answer('/api/bonus/claim', {
      statusCode: 1,
      value: bonus,
      game_balance: 20,
      bonus_balance: 100,
    });
    answer('/api/auth/get_balance', {
      statusCode: 1,
      game_balance: 20,
      game_token: 0,
      bonus_balance: 100,
    });
    const { store } = testStore({ preloadedState: { session: signedIn, layout: startupLayout } });
    await store.dispatch(
      bonusApi.endpoints.claimBonus.initiate({ code: 'FREE100', idempotency_key: 'claim-0001' }),
    );
    expect(seen[0]).toEqual({
      ...sentSiteAndSession,
      code: 'FREE100',
      idempotency_key: 'claim-0001',
    });
    await expect.poll(() => selectGameWallet(store.getState()).bonus).toBe(100);
  });

  it('keeps a refused code beside its form, with the values its message names', async () => {
    answer('/api/bonus/claim', {
      statusCode: -410,
      statusMessage: 'bonusCodeExpired',
      statusParams: { ended_at: '2031-05-01 08:00:00' },
    });
    const { store } = testStore({ preloadedState: { session: signedIn, layout: startupLayout } });
    const result = await store.dispatch(
      bonusApi.endpoints.claimBonus.initiate({ code: 'SUMMER25' }),
    );
    expect(result.error).toMatchObject({
      statusMessage: 'bonusCodeExpired',
      statusParams: { ended_at: '2031-05-01 08:00:00' },
    });
    expect(store.getState().modal.open).toBeNull();
  });
});
