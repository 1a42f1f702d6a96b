import { describe, expect, it } from 'vitest';
import type { PlayerLimit } from '../contract';
import { walletApi } from '../api/wallet';
import { limitsAnswerWith, signedIn, startupLayout, testStore } from '../testing';
import { answer, listenToSandbox } from '../testing/node';

listenToSandbox();

const limit = (over: Partial<PlayerLimit>): PlayerLimit => ({
  kind: 'deposit',
  period: 'daily',
  value: null,
  pending: null,
  used: 0,
  resets_at: '2031-05-10T16:00:00.000Z',
  ...over,
});
const limits = (list: PlayerLimit[]) => answer('/api/responsible/limits', limitsAnswerWith(list));
const deposited = () =>
  answer('/api/wallet/deposit', {
    statusCode: 1,
    statusMessage: 'depositPending',
    value: {
      transaction_id: 7,
      type: 'DEPOSIT',
      amount: 100,
      status: 'PENDING',
      method: 'BANK',
      created_at: '2031-05-10 09:00:00',
    },
  });

async function deposit(amount: number) {
  const { store } = testStore({ preloadedState: { session: signedIn, layout: startupLayout } });
  await store.dispatch(
    walletApi.endpoints.deposit.initiate({ amount, method: 'BANK', reference: '' }),
  );
  return store;
}

describe('limit warnings', () => {
  it('warns once a deposit takes a limit past 80 %, until the player closes the warning', async () => {
    deposited();
    limits([
      limit({ value: 1000, used: 850 }),
      limit({ period: 'weekly', value: 5000, used: 850 }),
    ]);
    const store = await deposit(100);
    await expect
      .poll(() => store.getState().toasts.items.map((t) => t.text))
      .toEqual(['t:responsible_warningToast']);
    expect(store.getState().toasts.items[0]).toMatchObject({
      variant: 'warning',
      durationMs: Number.POSITIVE_INFINITY,
    });
  });

  it('stays quiet when the limit was already past 80 % or is still under it', async () => {
    deposited();
    const seen = limits([limit({ value: 1000, used: 950 }), limit({ value: 1000, used: 500 })]);
    const store = await deposit(100);
    await expect.poll(() => seen.length).toBe(1);
    expect(store.getState().toasts.items).toEqual([]);
  });
});
