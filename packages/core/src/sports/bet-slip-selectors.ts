import type { RootState } from '../store/root-reducer';

// Apart from the slice, so the first page's code carries none of the slip's.

/** Whether the slip holds selections; false while its code has not loaded. */
export const holdsSelections = (state: RootState): boolean =>
  (state.betSlip?.selections.length ?? 0) > 0;
