import type { BetSlipState } from './bet-slip-slice';

// Apart from the slice, so the first page's code carries only what the store itself needs.

/** The bet slip. */
export const selectBetSlip = (state: { betSlip: BetSlipState }): BetSlipState => state.betSlip;
/** Whether a selection is in the slip. */
export const selectInSlip =
  (id: string) =>
  (state: { betSlip: BetSlipState }): boolean =>
    state.betSlip.selections.some((s) => s.selection_id === id);
