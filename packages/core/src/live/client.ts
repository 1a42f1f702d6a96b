import { api } from '../api/api';
import { authApi } from '../api/auth';
import { productApi } from '../api/product';
import { sportsbookApi } from '../api/sportsbook';
import { walletApi } from '../api/wallet';
import { STATUS_OK } from '../contract/constants';
import type { BetLineRecord, CashOutReason, MatchPeriod, SportsBet } from '../contract';
import type { AppStore } from '../store/create-store';
import { liveStatusChanged, transactionPushed } from './slice';

type Dispatch = AppStore['dispatch'];

/** The few parts of the browser's EventSource the client uses (a test passes its own). */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}
export type EventSourceMaker = (url: string) => EventSourceLike;

/** EventSource's CLOSED: it gave up (the server refused, or answered something else). */
const CLOSED = 2;

export interface LiveClientOptions {
  dispatch: Dispatch;
  getState: () => unknown;
  /** The channel's address. Default `/api/live`. */
  url?: string;
  /** Opens a stream. Default the browser's EventSource. */
  open?: EventSourceMaker;
  /** Whether a player is signed in (their balance is polled while the channel is down). */
  signedIn: () => boolean;
  /** Waits before opening again after a failure: doubling from `first` to `max`, in ms. */
  backoffMs?: { first: number; max: number };
  /** Failures in a row after which the screens poll until the channel is back. Default 2. */
  pollAfter?: number;
  /** How often the channel's data is asked for while it is down, in ms. Default 20 s. */
  pollMs?: number;
  /**
   * Where the first stream resumes: the event the page's data was read at (the web server writes
   * it into the page), so what happened while the page loaded still arrives. Default none.
   */
  lastEventId?: string;
}

/** The events of the channel, as the web server sends them. */
const eventTypes = [
  'ready',
  'balance',
  'transaction',
  'bet',
  'cash_out',
  'inbox',
  'match',
  'prices',
  'reset',
  'feed',
];

interface MatchEvent {
  match_id: string;
  in_play: boolean;
  suspended: boolean;
  period?: MatchPeriod;
  minute?: number;
  score?: { home: number; away: number };
}
/** An open bet's cash-out value, priced by the backend when its prices moved. */
interface CashOutEvent {
  bet_id: number;
  cash_out: number | null;
  cash_out_reason?: CashOutReason;
}
interface PricesEvent {
  match_id: string;
  prices: { selection_id: string; odds: number; open: boolean }[];
}

const parse = (event: MessageEvent<string>): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse(event.data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/**
 * The page's push channel: one EventSource to `/api/live` following the matches on screen. It
 * resumes from the last event after any reconnect; when it cannot open it tries again with a
 * growing wait, and meanwhile the screens poll (their own timers, and this client's for the
 * balance and the lines). Each event lands in the store: the header balance, the RTK Query
 * caches of the histories, bets and inbox, a deposit's status, and the in-play lines.
 */
export class LiveClient {
  readonly #options: Required<Omit<LiveClientOptions, 'open' | 'lastEventId'>> & {
    open: EventSourceMaker;
  };
  #source: EventSourceLike | null = null;
  #matches: string[] = [];
  #lastId = '';
  #failures = 0;
  #retry: ReturnType<typeof setTimeout> | undefined;
  #poll: ReturnType<typeof setInterval> | undefined;
  #stopped = true;

  constructor(options: LiveClientOptions) {
    this.#options = {
      url: '/api/live',
      open: (url) => new EventSource(url),
      backoffMs: { first: 1_000, max: 30_000 },
      pollAfter: 2,
      pollMs: 20_000,
      ...options,
    };
    this.#lastId = options.lastEventId ?? '';
  }

  /** The id of the last event, where a new stream resumes. */
  get lastId(): string {
    return this.#lastId;
  }

  /** Opens the channel for these matches. */
  start(matches: readonly string[] = []): void {
    this.#stopped = false;
    this.#matches = [...matches];
    this.#connect();
  }

  /** Follows other matches: the stream opens again, resuming where it was. */
  follow(matches: readonly string[]): void {
    if (matches.join(',') === this.#matches.join(',')) return;
    this.#matches = [...matches];
    if (!this.#stopped) this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    this.#source?.close();
    this.#source = null;
    clearTimeout(this.#retry);
    clearInterval(this.#poll);
    this.#poll = undefined;
    this.#options.dispatch(liveStatusChanged('closed'));
  }

  #address(): string {
    const query = new URLSearchParams();
    if (this.#matches.length) query.set('matches', this.#matches.join(','));
    if (this.#lastId) query.set('last_event_id', this.#lastId);
    const text = query.toString();
    return text ? `${this.#options.url}?${text}` : this.#options.url;
  }

  #connect(): void {
    this.#source?.close();
    clearTimeout(this.#retry);
    const { dispatch } = this.#options;
    dispatch(liveStatusChanged(this.#poll ? 'polling' : 'connecting'));
    let source: EventSourceLike;
    try {
      source = this.#options.open(this.#address());
    } catch {
      this.#failed();
      return;
    }
    this.#source = source;
    source.onopen = () => {
      // Back after a failure with no event to resume from (none had come yet): the server cannot
      // tell what this page missed meanwhile, so it reads everything afresh, as on a reset.
      const blind = this.#failures > 0 && !this.#lastId;
      this.#failures = 0;
      clearInterval(this.#poll);
      this.#poll = undefined;
      dispatch(liveStatusChanged('open'));
      if (blind) this.#readAfresh();
    };
    source.onerror = () => {
      if (source !== this.#source) return;
      // The browser reconnects by itself (and resumes with Last-Event-ID) unless it gave up.
      if (source.readyState === CLOSED) {
        source.close();
        this.#source = null;
        this.#failed();
      } else {
        this.#failures += 1;
        dispatch(liveStatusChanged(this.#poll ? 'polling' : 'connecting'));
        if (this.#failures >= this.#options.pollAfter) this.#startPolling();
      }
    };
    for (const type of eventTypes)
      source.addEventListener(type, (event) => {
        if (source !== this.#source) return;
        if (event.lastEventId) this.#lastId = event.lastEventId;
        this.#handle(type, parse(event));
      });
  }

  #failed(): void {
    if (this.#stopped) return;
    this.#failures += 1;
    if (this.#failures >= this.#options.pollAfter) this.#startPolling();
    else this.#options.dispatch(liveStatusChanged('connecting'));
    const { first, max } = this.#options.backoffMs;
    const wait = Math.min(max, first * 2 ** (this.#failures - 1));
    this.#retry = setTimeout(() => this.#connect(), wait);
  }

  #startPolling(): void {
    this.#options.dispatch(liveStatusChanged('polling'));
    if (this.#poll) return;
    this.#poll = setInterval(() => this.#refresh(), this.#options.pollMs);
  }

  /** Asks again for what the channel would have told. */
  #refresh(): void {
    const { dispatch } = this.#options;
    if (this.#options.signedIn())
      void dispatch(
        authApi.endpoints.getBalance.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
    if (this.#matches.length)
      void dispatch(
        productApi.endpoints.getBetLines.initiate(undefined, {
          forceRefetch: true,
          subscribe: false,
        }),
      );
  }

  /** Reads again everything the channel keeps current. */
  #readAfresh(): void {
    this.#options.dispatch(
      sportsbookApi.util.invalidateTags(['Balance', 'Wallet', 'SportsBets', 'Inbox']),
    );
    this.#refresh();
  }

  #handle(type: string, data: Record<string, unknown>): void {
    const { dispatch } = this.#options;
    switch (type) {
      case 'balance':
        // Written as the balance call's answer, which the session (and so the header) already
        // follows: the first visit's code needs nothing for a pushed balance.
        if (typeof data.game_balance === 'number')
          void dispatch(
            authApi.util.upsertQueryData('getBalance', undefined, {
              statusCode: STATUS_OK,
              game_balance: data.game_balance,
              ...(typeof data.bonus_balance === 'number'
                ? { bonus_balance: data.bonus_balance }
                : {}),
            }),
          );
        // The statement and the histories have a new line.
        dispatch(walletApi.util.invalidateTags(['Wallet']));
        break;
      case 'transaction': {
        const id = Number(data.id);
        if (!Number.isInteger(id) || typeof data.status !== 'string') break;
        dispatch(transactionPushed({ id, status: data.status }));
        dispatch(walletApi.util.invalidateTags(['Wallet']));
        // A status page showing this transaction reads it again now.
        const shown = walletApi.endpoints.getTransaction.select({ transaction_id: id });
        if (!shown(this.#options.getState() as never).isUninitialized)
          void dispatch(
            walletApi.endpoints.getTransaction.initiate(
              { transaction_id: id },
              { forceRefetch: true, subscribe: false },
            ),
          );
        break;
      }
      case 'bet':
        dispatch(sportsbookApi.util.invalidateTags(['SportsBets', 'Wallet']));
        break;
      case 'cash_out':
        this.#updateCashOut(data as unknown as CashOutEvent);
        break;
      case 'inbox':
        dispatch(api.util.invalidateTags(['Inbox']));
        break;
      case 'match':
        this.#updateLines(data as unknown as MatchEvent, (line, match) => {
          line.in_play = match.in_play;
          line.suspended = match.suspended;
          if (match.period) line.period = match.period;
          if (match.minute !== undefined) line.minute = match.minute;
          if (match.score) line.score = match.score;
          if (match.suspended || match.period === 'FT') line.open = false;
        });
        break;
      case 'prices': {
        const prices = new Map(
          ((data as unknown as PricesEvent).prices ?? []).map((p) => [p.selection_id, p]),
        );
        this.#updateLines(data as unknown as PricesEvent, (line) => {
          const price = prices.get(line.selection_id ?? '');
          if (!price) return;
          line.odds = price.odds;
          line.open = price.open;
        });
        break;
      }
      case 'feed':
        // The stream is open but the backend behind it is away: no events come until it is back,
        // so the page counts as reconnecting (it says so, and its screens poll meanwhile).
        if (typeof data.up === 'boolean')
          dispatch(liveStatusChanged(data.up ? 'open' : 'connecting'));
        break;
      case 'reset':
        // Events were lost: everything the channel keeps current is read afresh.
        this.#readAfresh();
        break;
      default:
        break;
    }
  }

  /** Writes a bet's new cash-out value into every list on screen that holds the bet. */
  #updateCashOut(event: CashOutEvent): void {
    if (typeof event.bet_id !== 'number') return;
    if (event.cash_out !== null && typeof event.cash_out !== 'number') return;
    const apply = (bet: SportsBet | undefined) => {
      if (bet?.bet_id !== event.bet_id || bet.status !== 'open') return;
      bet.cash_out = event.cash_out;
      if (event.cash_out_reason) bet.cash_out_reason = event.cash_out_reason;
      else delete bet.cash_out_reason;
    };
    const { dispatch, getState } = this.#options;
    const state = getState() as never;
    for (const args of sportsbookApi.util.selectCachedArgsForQuery(state, 'getSportsBets'))
      dispatch(
        sportsbookApi.util.updateQueryData('getSportsBets', args, (draft) => {
          for (const bet of draft.value ?? []) apply(bet);
        }),
      );
    for (const args of walletApi.util.selectCachedArgsForQuery(state, 'getBets'))
      dispatch(
        walletApi.util.updateQueryData('getBets', args, (draft) => {
          for (const record of draft.value ?? []) apply(record.sports_bet);
        }),
      );
  }

  #updateLines<T extends { match_id: string }>(
    event: T,
    apply: (line: BetLineRecord, event: T) => void,
  ): void {
    if (typeof event.match_id !== 'string') return;
    this.#options.dispatch(
      productApi.util.updateQueryData('getBetLines', undefined, (draft) => {
        for (const line of draft.value ?? [])
          if (line.match_id === event.match_id) apply(line, event);
      }),
    );
  }
}
