import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../api/auth';
import { productApi } from '../api/product';
import { settingsApi } from '../api/settings';
import { sportsbookApi } from '../api/sportsbook';
import { walletApi } from '../api/wallet';
import type { BetLineRecord, SportsBet } from '../contract';
import { CHANNEL_NOTICE_MS } from '../store/listeners';
import { injectSlice } from '../store/root-reducer';
import { API, signedIn, startupLayout, testStore } from '../testing';
import { answer, countBalanceReads, listenToSandbox, server } from '../testing/node';
import type { EventSourceLike } from './client';
import { LiveClient } from './client';
import { selectLiveUp } from './status';
import { liveSlice, selectLive, selectLiveReconnecting } from './slice';
import { followedMatches, startLiveChannel } from './start';

listenToSandbox();
afterEach(() => vi.useRealTimers());

injectSlice(liveSlice);
const preloadedState = { session: signedIn, layout: startupLayout };

/** A stream the test drives: it opens, sends events, fails or gives up when told. */
class FakeSource implements EventSourceLike {
  static made: FakeSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  send(type: string, data: object, id = '') {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  refuse() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}
const latest = () => FakeSource.made.at(-1) as FakeSource;

const line = (over: Partial<BetLineRecord>): BetLineRecord => ({
  match_id: 'PF-LIVE-1',
  league: 'L',
  kickoff: '2031-05-10T09:00:00.000Z',
  bet_type: '1X2',
  home_away: 1,
  criteria1: null,
  home_team_name: 'A',
  away_team_name: 'B',
  odds: 2.1,
  selection_id: 'PF-LIVE-1:1X2:1',
  open: true,
  in_play: true,
  suspended: false,
  period: '1H',
  minute: 10,
  score: { home: 0, away: 0 },
  ...over,
});

function client(store: ReturnType<typeof testStore>['store'], signed = true) {
  FakeSource.made = [];
  return new LiveClient({
    dispatch: store.dispatch,
    getState: store.getState,
    signedIn: () => signed,
    open: (url) => new FakeSource(url),
    backoffMs: { first: 1_000, max: 8_000 },
    pollMs: 20_000,
  });
}

/** A signed-in player's client, started on all matches, with its stream open. */
function openLive(store: ReturnType<typeof testStore>['store']) {
  const live = client(store);
  live.start();
  latest().open();
  return live;
}

describe('the push client', () => {
  it('puts a pushed balance in the header’s session and reads the histories again', async () => {
    const { store } = testStore({ preloadedState });
    const statements = answer('/api/wallet/transactions', { statusCode: 1, value: [], total: 0 });
    const history = store.dispatch(
      walletApi.endpoints.getTransactions.initiate({
        start_date: '2031-01-01',
        end_date: '2031-12-31',
        page: 1,
        page_size: 10,
        type: 'all',
      }),
    );
    await history;
    const live = openLive(store);
    expect(selectLiveUp(store.getState())).toBe(true);
    latest().send('balance', { game_balance: 1234.5, bonus_balance: 10 }, 'r-7');
    await vi.waitFor(() =>
      expect(store.getState().session.game).toMatchObject({ balance: 1234.5, bonus: 10 }),
    );
    await vi.waitFor(() => expect(statements.length).toBe(2));
    expect(live.lastId).toBe('r-7');
    history.unsubscribe();
    live.stop();
  });

  it('reads the bets and the inbox again on their events, each only on its own', async () => {
    const { store } = testStore({ preloadedState });
    const bets = answer('/api/sportsbook/bets', { statusCode: 1, value: [], total: 0 });
    const inbox = answer('/api/settings/get_inbox', { statusCode: 1, value: [] });
    const shownBets = store.dispatch(
      sportsbookApi.endpoints.getSportsBets.initiate({ status: 'open', page: 1, page_size: 10 }),
    );
    const shownInbox = store.dispatch(settingsApi.endpoints.getInbox.initiate());
    await Promise.all([shownBets, shownInbox]);
    const live = openLive(store);
    latest().send('inbox', { id: 3 }, 'r-1');
    await vi.waitFor(() => expect(inbox.length).toBe(2));
    expect(bets.length).toBe(1);
    latest().send('bet', { bet_id: 9, status: 'WON' }, 'r-2');
    await vi.waitFor(() => expect(bets.length).toBe(2));
    expect(inbox.length).toBe(2);
    shownBets.unsubscribe();
    shownInbox.unsubscribe();
    live.stop();
  });

  it('reads a shown deposit again on its status event', async () => {
    const { store } = testStore({ preloadedState });
    let status = 'PENDING';
    let reads = 0;
    server.use(
      http.post(`${API}/api/wallet/transaction`, () => {
        reads += 1;
        return HttpResponse.json({
          statusCode: 1,
          value: {
            transaction_id: 5,
            type: 'DEPOSIT',
            amount: 100,
            method: 'GCASH',
            status,
            created_at: '2031-05-10 09:00:00',
          },
        });
      }),
      http.post(`${API}/api/auth/get_balance`, () =>
        HttpResponse.json({ statusCode: 1, game_balance: 100, game_token: 0 }),
      ),
    );
    const shown = store.dispatch(
      walletApi.endpoints.getTransaction.initiate({ transaction_id: 5 }),
    );
    await shown;
    const live = openLive(store);
    status = 'SUCCESS';
    latest().send('transaction', { id: 5, type: 'DEPOSIT', status: 'SUCCESS' }, 'r-8');
    latest().send('transaction', { id: 6, type: 'DEPOSIT', status: 'SUCCESS' }, 'r-9');
    await vi.waitFor(() =>
      expect(
        walletApi.endpoints.getTransaction.select({ transaction_id: 5 })(store.getState() as never)
          .data?.value?.status,
      ).toBe('SUCCESS'),
    );
    // Only the transaction on screen is read again.
    expect(reads).toBe(2);
    expect(selectLive(store.getState()).transactions).toEqual({ 5: 'SUCCESS', 6: 'SUCCESS' });
    shown.unsubscribe();
    live.stop();
  });

  it('writes a pushed cash-out value into the open bets on screen', async () => {
    const { store } = testStore({ preloadedState });
    const bet = (bet_id: number, status: SportsBet['status']): SportsBet => ({
      bet_id,
      kind: 'single',
      stake: 10,
      odds: 2,
      potential_return: 20,
      status,
      payout: 0,
      legs: [],
      created_at: '2031-05-10 09:00:00',
      settled_at: null,
      cash_out: 9.5,
    });
    answer('/api/sportsbook/bets', {
      statusCode: 1,
      value: [bet(7, 'open'), bet(8, 'open')],
      total: 2,
    });
    const open = store.dispatch(
      sportsbookApi.endpoints.getSportsBets.initiate({ status: 'open', page: 1, page_size: 10 }),
    );
    await open;
    const live = openLive(store);
    latest().send('cash_out', { bet_id: 7, cash_out: 11.2 });
    latest().send('cash_out', { bet_id: 8, cash_out: null, cash_out_reason: 'suspended' });
    const shown =
      sportsbookApi.endpoints.getSportsBets.select({ status: 'open', page: 1, page_size: 10 })(
        store.getState(),
      ).data?.value ?? [];
    expect(shown.map((b) => [b.bet_id, b.cash_out, b.cash_out_reason])).toEqual([
      [7, 11.2, undefined],
      [8, null, 'suspended'],
    ]);
    open.unsubscribe();
    live.stop();
  });

  it('moves in-play prices, suspensions, clock and score in the lines on screen', async () => {
    const { store } = testStore({ preloadedState: { layout: startupLayout } });
    answer('/api/product/get_bet_lines', {
      statusCode: 1,
      value: [line({}), line({ home_away: 2, selection_id: 'PF-LIVE-1:1X2:2', odds: 3.4 })],
    });
    const lines = store.dispatch(productApi.endpoints.getBetLines.initiate());
    await lines;
    const live = client(store, false);
    live.start(followedMatches(store.getState()));
    expect(latest().url).toBe('/api/live?matches=PF-LIVE-1');
    latest().open();
    latest().send('prices', {
      match_id: 'PF-LIVE-1',
      prices: [{ selection_id: 'PF-LIVE-1:1X2:1', odds: 2.25, open: true }],
    });
    latest().send('match', {
      match_id: 'PF-LIVE-1',
      in_play: true,
      suspended: true,
      period: '2H',
      minute: 61,
      score: { home: 1, away: 0 },
    });
    const now = productApi.endpoints.getBetLines.select()(store.getState()).data?.value ?? [];
    expect(now.map((l) => [l.odds, l.open, l.suspended, l.minute, l.score])).toEqual([
      [2.25, false, true, 61, { home: 1, away: 0 }],
      [3.4, false, true, 61, { home: 1, away: 0 }],
    ]);
    lines.unsubscribe();
    live.stop();
  });

  it('counts as reconnecting while the backend behind an open stream is away, and open when it is back', () => {
    const { store } = testStore({ preloadedState });
    const live = openLive(store);
    latest().send('feed', { up: false });
    expect(selectLive(store.getState()).status).toBe('connecting');
    expect(selectLiveReconnecting(store.getState())).toBe(true);
    expect(selectLiveUp(store.getState())).toBe(false);
    latest().send('feed', { up: true });
    expect(selectLive(store.getState()).status).toBe('open');
    expect(selectLiveReconnecting(store.getState())).toBe(false);
    live.stop();
  });

  it('opens no error modal for a read that cannot reach the server while it reconnects; a change the player asked for still says why', async () => {
    const { store } = testStore({ preloadedState });
    server.use(
      http.post(`${API}/api/sportsbook/bets`, () => HttpResponse.error()),
      http.post(`${API}/api/wallet/confirm_transfer`, () => HttpResponse.error()),
    );
    const live = openLive(store);
    latest().refuse();
    expect(selectLiveReconnecting(store.getState())).toBe(true);
    const bets = { status: 'open', page: 1, page_size: 20 } as const;
    const read = store.dispatch(sportsbookApi.endpoints.getSportsBets.initiate(bets));
    await read;
    read.unsubscribe();
    expect(sportsbookApi.endpoints.getSportsBets.select(bets)(store.getState()).isError).toBe(true);
    expect(store.getState().modal.open).toBeNull();

    await store.dispatch(
      walletApi.endpoints.confirmTransfer.initiate({
        transaction_id: 1,
        transfer_reference: 'T-1',
      }),
    );
    await vi.waitFor(() =>
      expect(store.getState().modal.open).toMatchObject({
        id: 'error',
        text: 't:disconnect',
      }),
    );
    live.stop();
  });

  /** A read of the player's open bets that cannot reach the server, while the channel is open. */
  const unreachableRead = async () => {
    vi.useFakeTimers();
    const { store } = testStore({ preloadedState });
    server.use(http.post(`${API}/api/sportsbook/bets`, () => HttpResponse.error()));
    const live = openLive(store);
    const read = store.dispatch(
      sportsbookApi.endpoints.getSportsBets.initiate({ status: 'open', page: 1, page_size: 20 }),
    );
    await read;
    read.unsubscribe();
    return { store, live };
  };

  it('shows the error modal of a read that cannot reach the server when the channel stays open', async () => {
    const { store, live } = await unreachableRead();
    await vi.advanceTimersByTimeAsync(CHANNEL_NOTICE_MS - 1);
    expect(store.getState().modal.open).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().modal.open).toMatchObject({ id: 'error', text: 't:disconnect' });
    live.stop();
  });

  it('opens no error modal for a read that fails just before the open channel drops', async () => {
    const { store, live } = await unreachableRead();
    await vi.advanceTimersByTimeAsync(CHANNEL_NOTICE_MS / 2);
    latest().refuse();
    expect(selectLiveReconnecting(store.getState())).toBe(true);
    await vi.advanceTimersByTimeAsync(CHANNEL_NOTICE_MS);
    expect(store.getState().modal.open).toBeNull();
    live.stop();
  });

  it('opens again with a growing wait, resuming from its last event, and polls meanwhile', async () => {
    vi.useFakeTimers();
    const { store } = testStore({ preloadedState });
    const balanceReads = countBalanceReads(() => 50);
    const lineReads = answer('/api/product/get_bet_lines', { statusCode: 1, value: [] });
    const live = client(store);
    live.start(['PF-LIVE-2']);
    // Opening for the first time is not reconnecting.
    expect(selectLiveReconnecting(store.getState())).toBe(false);
    latest().open();
    latest().send('ready', {}, 'r-40');
    latest().refuse();
    expect(selectLive(store.getState()).status).toBe('connecting');
    expect(selectLiveReconnecting(store.getState())).toBe(true);
    expect(FakeSource.made).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(FakeSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(latest().url).toBe('/api/live?matches=PF-LIVE-2&last_event_id=r-40');
    latest().refuse();
    // Two failures in a row: the screens poll until the channel is back.
    expect(selectLive(store.getState()).status).toBe('polling');
    vi.advanceTimersByTime(2_000);
    expect(FakeSource.made).toHaveLength(3);
    latest().refuse();
    vi.advanceTimersByTime(4_000);
    expect(FakeSource.made).toHaveLength(4);
    vi.advanceTimersByTime(20_000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(balanceReads()).toBeGreaterThan(0));
    await vi.waitFor(() => expect(lineReads.length).toBeGreaterThan(0));
    latest().open();
    expect(selectLive(store.getState()).status).toBe('open');
    expect(selectLiveReconnecting(store.getState())).toBe(false);
    live.stop();
    expect(latest().closed).toBe(true);
    expect(selectLiveReconnecting(store.getState())).toBe(false);
  });
});

describe('a stream that opens again with no event to resume from', () => {
  it('reads the balance afresh, whether the browser or the client opened it again', async () => {
    const { store } = testStore({ preloadedState });
    const balanceReads = countBalanceReads(() => 700);
    // The first opening has nothing to catch up on.
    const live = openLive(store);
    latest().send('ready', {});
    // The browser's own reconnect: the stream errs while it tries again, then opens.
    latest().readyState = 0;
    latest().onerror?.(new Event('error'));
    latest().open();
    await vi.waitFor(() => expect(balanceReads()).toBe(1));
    // The browser gives up; the client opens a new stream after its wait.
    vi.useFakeTimers();
    latest().refuse();
    vi.advanceTimersByTime(1_000);
    latest().open();
    vi.useRealTimers();
    await vi.waitFor(() => expect(balanceReads()).toBe(2));
    live.stop();
  });

  it('reads nothing afresh where it resumes from an event', () => {
    const { store } = testStore({ preloadedState });
    const live = openLive(store);
    latest().send('ready', {}, 'r-7');
    latest().readyState = 0;
    latest().onerror?.(new Event('error'));
    latest().open();
    // A read would be under way at once: the balance is not even asked for.
    expect(authApi.endpoints.getBalance.select()(store.getState()).isUninitialized).toBe(true);
    live.stop();
  });
});

describe('startLiveChannel', () => {
  it('opens for a signed-in player and closes at sign-out; a guest only with in-play lines', async () => {
    FakeSource.made = [];
    const { store } = testStore({ preloadedState });
    const stop = startLiveChannel(store, {
      open: (url) => new FakeSource(url),
      lastEventId: 'page-9',
    });
    // The first channel resumes from where the page's data was read; a later one starts afresh.
    expect(FakeSource.made).toHaveLength(1);
    expect(latest().url).toBe('/api/live?last_event_id=page-9');
    store.dispatch({ type: 'session/logout' });
    expect(latest().closed).toBe(true);

    answer('/api/product/get_bet_lines', { statusCode: 1, value: [line({})] });
    const lines = store.dispatch(productApi.endpoints.getBetLines.initiate());
    await lines;
    // The store tells its listeners of the lines in its next batch.
    await vi.waitFor(() => expect(FakeSource.made).toHaveLength(2));
    expect(latest().url).toBe('/api/live?matches=PF-LIVE-1');
    lines.unsubscribe();
    stop();
    expect(latest().closed).toBe(true);
  });
});
