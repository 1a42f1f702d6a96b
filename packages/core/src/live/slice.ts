import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { LiveState } from './status';

export * from './status';

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

/** The channel's state (its initial state until its code has loaded). */
export const selectLive = (state: { live?: LiveState }): LiveState =>
  state.live ?? initialLiveState;
