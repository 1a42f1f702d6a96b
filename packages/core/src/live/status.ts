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

export const initialLiveState: LiveState = { status: 'closed', opened: false, transactions: {} };

type WithLive = { live?: LiveState };

/** The channel's state (its initial state until its code has loaded). */
export const selectLive = (state: WithLive): LiveState => state.live ?? initialLiveState;

/**
 * Whether the page had its channel and is trying to get it back: its prices and balance may be
 * behind until then (they catch up when it is back).
 */
export const selectLiveReconnecting = (state: WithLive): boolean => {
  const { status, opened } = selectLive(state);
  return opened && (status === 'connecting' || status === 'polling');
};

/** Whether the push channel is up, so a screen waits for its events instead of polling. */
export const selectLiveUp = (state: WithLive): boolean => selectLive(state).status === 'open';
