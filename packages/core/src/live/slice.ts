import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

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

export const liveSlice = createSlice({
  name: 'live',
  initialState: initialLiveState,
  reducers: {
    liveStatusChanged: (state, { payload }: PayloadAction<LiveState['status']>) => {
      state.status = payload;
      if (payload === 'open') state.opened = true;
      // A channel closed on purpose (sign-out, no in-play lines left) is not one being missed.
      if (payload === 'closed') state.opened = false;
    },
    transactionPushed: (state, { payload }: PayloadAction<{ id: number; status: string }>) => {
      state.transactions[String(payload.id)] = payload.status;
    },
  },
});

export const { liveStatusChanged, transactionPushed } = liveSlice.actions;

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
