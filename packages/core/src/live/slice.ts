import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';

/**
 * The push channel as the screens see it: whether it is up (screens stop polling then), and the
 * latest status it told of each wallet transaction.
 */
export interface LiveState {
  /** `open`: events arrive; `connecting`: opening or reconnecting; `polling`: it cannot open. */
  status: 'closed' | 'connecting' | 'open' | 'polling';
  transactions: Record<string, string>;
}

export const initialLiveState: LiveState = { status: 'closed', transactions: {} };

export const liveSlice = createSlice({
  name: 'live',
  initialState: initialLiveState,
  reducers: {
    liveStatusChanged: (state, { payload }: PayloadAction<LiveState['status']>) => {
      state.status = payload;
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
