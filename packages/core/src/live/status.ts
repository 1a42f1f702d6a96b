/*
 * The push channel's state and what screens read of it, apart from its slice: a screen asks
 * whether the channel is up or reconnecting without loading the channel's code (its slice joins
 * the store when that loads).
 */

/**
 * The push channel as the screens see it: whether it is up (screens stop polling then), and the
 * latest status it told of each wallet transaction.
 */
export interface LiveState {
  /** `open`: events arrive; `connecting`: opening or reconnecting; `polling`: it cannot open. */
  status: 'closed' | 'connecting' | 'open' | 'polling';
  /** Whether the channel has been open on this page: a page that had it and lost it says so. */
  opened: boolean;
  transactions: Record<string, string>;
}

type WithLive = { live?: Pick<LiveState, 'status' | 'opened'> };

/** Whether the push channel is up, so a screen waits for its events instead of polling. */
export const selectLiveUp = (state: WithLive): boolean => state.live?.status === 'open';

/**
 * Whether the page had its channel and is trying to get it back: its prices and balance may be
 * behind until then (they catch up when it is back).
 */
export const selectLiveReconnecting = ({ live }: WithLive): boolean =>
  !!live?.opened && (live.status === 'connecting' || live.status === 'polling');
