import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { OddsFormat } from '../sports/odds-formats';
import { DEFAULT_ODDS_FORMAT } from '../sports/odds-format';

/** The player's display choices for prices. */
export interface OddsState {
  /** How every price on the site reads. Default decimal. */
  format: OddsFormat;
}

export const initialOddsState: OddsState = { format: DEFAULT_ODDS_FORMAT };

export const oddsSlice = createSlice({
  name: 'odds',
  initialState: initialOddsState,
  reducers: {
    /** The player chose an odds format. */
    setOddsFormat: (state, { payload }: PayloadAction<OddsFormat>) => {
      state.format = payload;
    },
  },
});

export const { setOddsFormat } = oddsSlice.actions;

/** The odds format every price follows. */
export const selectOddsFormat = (state: { odds: OddsState }): OddsFormat => state.odds.format;
