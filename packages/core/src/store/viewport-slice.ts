import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { BreakpointName } from '../viewport/breakpoints';
import { FALLBACK_BREAKPOINT } from '../viewport/breakpoints';

export interface ViewportState {
  breakpoint: BreakpointName;
}

export const initialViewportState: ViewportState = { breakpoint: FALLBACK_BREAKPOINT };

export const viewportSlice = createSlice({
  name: 'viewport',
  initialState: initialViewportState,
  reducers: {
    /** Records the breakpoint whose media query now matches. */
    setBreakpoint: (state, action: PayloadAction<BreakpointName>) => {
      state.breakpoint = action.payload;
    },
  },
});

export const { setBreakpoint } = viewportSlice.actions;

/** The current breakpoint name. */
export const selectBreakpoint = (state: { viewport: ViewportState }): BreakpointName =>
  state.viewport.breakpoint;
