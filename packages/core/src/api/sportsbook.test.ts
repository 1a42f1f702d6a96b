import { describe, expect, it } from 'vitest';
import { sentSite, sentSiteAndSession, signedIn, startupLayout, testStore } from '../testing';
import { answer, countBalanceReads, listenToSandbox } from '../testing/node';
import { authApi } from './auth';
import { sportsbookApi } from './sportsbook';

listenToSandbox();

const preloadedState = { session: signedIn, layout: startupLayout };

/** A signed-in store whose header watches the balance, as on every page. */
const balanceShown = async () => {
  const { store } = testStore({ preloadedState });
  const watching = store.dispatch(authApi.endpoints.getBalance.initiate());
  await watching;
  return { store, watching };
};

const slip = {
  idempotency_key: 'slip-0001-abcd',
  accept: 'better' as const,
  selections: [{ match_id: 'M1', bet_type: 'HDP' as const, home_away: 1, odds: 1.9, stake: 10 }],
};

describe('sportsbook endpoints', () => {
  it('sends the slip with the site and the session, and the balance follows the placement', async () => {
    let balance = 100;
    const balanceCalls = countBalanceReads(() => balance);
    const seen = answer('/api/sportsbook/place', { statusCode: 1, value: [], game_balance: 90 });
    const { store, watching } = await balanceShown();
    expect(store.getState().session.game.balance).toBe(100);

    balance = 90;
    const placed = await store.dispatch(sportsbookApi.endpoints.placeBets.initiate(slip));
    expect(placed.data?.game_balance).toBe(90);
    expect(seen[0]).toEqual({
      ...slip,
      ...sentSiteAndSession,
    });
    await expect.poll(() => store.getState().session.game.balance).toBe(90);
    expect(balanceCalls()).toBe(2);
    watching.unsubscribe();
  });

  it('asks for the bet list again after a placement', async () => {
    const listed = answer('/api/sportsbook/bets', { statusCode: 1, value: [], total: 0 });
    answer('/api/sportsbook/place', { statusCode: 1, value: [], game_balance: 90 });
    const { store } = testStore({ preloadedState });
    const watching = store.dispatch(
      sportsbookApi.endpoints.getSportsBets.initiate({ status: 'open', page: 1, page_size: 10 }),
    );
    await watching;
    await store.dispatch(sportsbookApi.endpoints.placeBets.initiate(slip));
    await expect.poll(() => listed.length).toBe(2);
    watching.unsubscribe();
  });

  it('hands a refusal back with its key for the error catalogue', async () => {
    answer(
      '/api/sportsbook/place',
      { statusCode: -409, statusMessage: 'betOddsChanged' },
      { status: 409 },
    );
    const { store } = testStore({ preloadedState });
    const placed = await store.dispatch(sportsbookApi.endpoints.placeBets.initiate(slip));
    expect(placed.error).toMatchObject({ statusCode: -409, statusMessage: 'betOddsChanged' });
  });

  it('sends only the site with limits and prices', async () => {
    const limits = answer('/api/sportsbook/limits', { statusCode: 1 });
    const prices = answer('/api/sportsbook/prices', { statusCode: 1, value: [] });
    const { store } = testStore({ preloadedState });
    await store.dispatch(sportsbookApi.endpoints.getSportsbookLimits.initiate());
    await store.dispatch(
      sportsbookApi.endpoints.getSelectionPrices.initiate({ selection_ids: ['M1:HDP:1'] }),
    );
    expect(limits[0]).toEqual(sentSite);
    expect(prices[0]).toEqual({ ...sentSite, selection_ids: ['M1:HDP:1'] });
  });

  it('cashes out with the site and the session, and the header shows the paid balance at once', async () => {
    const balanceCalls = countBalanceReads(() => 100);
    const { store, watching } = await balanceShown();
    const seen = answer('/api/sportsbook/cash_out', {
      statusCode: 1,
      paid: 18.75,
      game_balance: 118.75,
    });
    const body = { idempotency_key: 'cash-0001-abcd', bet_id: 7, cash_out: 18.75 };
    const done = await store.dispatch(sportsbookApi.endpoints.cashOut.initiate(body));
    expect(done.data?.paid).toBe(18.75);
    expect(seen[0]).toEqual({
      ...body,
      ...sentSiteAndSession,
    });
    await expect.poll(() => store.getState().session.game.balance).toBe(118.75);
    // From the answer: the balance is not asked for again.
    expect(balanceCalls()).toBe(1);
    watching.unsubscribe();
  });

  it('hands a moved cash-out value back with the refusal', async () => {
    answer(
      '/api/sportsbook/cash_out',
      { statusCode: -409, statusMessage: 'betCashOutChanged', statusParams: { cash_out: 12.3 } },
      { status: 409 },
    );
    const { store } = testStore({ preloadedState });
    const refused = await store.dispatch(
      sportsbookApi.endpoints.cashOut.initiate({
        idempotency_key: 'cash-0002-abcd',
        bet_id: 7,
        cash_out: 18.75,
      }),
    );
    expect(refused.error).toMatchObject({
      statusMessage: 'betCashOutChanged',
      statusParams: { cash_out: 12.3 },
    });
  });
});
