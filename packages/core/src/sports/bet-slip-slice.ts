import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { BetLineRecord } from '../contract/calls';
import { selectionIdOf } from '../contract/prices';
import type { OddsAcceptance, SelectionPrice, SportsBet } from '../contract/sportsbook-calls';

/** The most selections a slip holds (the contract's MAX_SLIP_SELECTIONS). */
export const SLIP_CAPACITY = 20;

/** A selection in the slip: the line as tapped, the price the player took and the latest one. */
export interface SlipEntry {
  selection_id: string;
  /** The bet line as it was when tapped: match, teams, bet type and pick. */
  line: BetLineRecord;
  /** Decimal odds the player took: the price when added, or a newer one they accepted. */
  odds: number;
  /** The latest decimal odds known; null once the selection is no longer offered. */
  latest: number | null;
  /** False once the market closed or the match started. */
  open: boolean;
}

/** Singles (a stake per selection) or one parlay of every selection. */
export type SlipMode = 'singles' | 'parlay';

/** What survives a reload: the selections and the player's choices, stakes as typed. */
export interface SavedBetSlip {
  selections: SlipEntry[];
  mode: SlipMode;
  /** Stake per selection id, as typed. */
  stakes: Record<string, string>;
  parlayStake: string;
  accept: OddsAcceptance;
}

export interface BetSlipState extends SavedBetSlip {
  /**
   * A slip saved on this browser, held back until the page is the browser's (restored after
   * hydration, so the server's HTML and the first client render agree).
   */
  saved: SavedBetSlip | null;
  /** Whether the saved slip has been taken in. */
  restored: boolean;
}

export const initialBetSlipState: BetSlipState = {
  selections: [],
  mode: 'singles',
  stakes: {},
  parlayStake: '',
  accept: 'better',
  saved: null,
  restored: false,
};

/** A store's starting slip holding a saved one back until `betSlipRestored`. */
export const pendingBetSlip = (saved: SavedBetSlip): BetSlipState => ({
  ...initialBetSlipState,
  saved,
});

const savedPart = ({ selections, mode, stakes, parlayStake, accept }: SavedBetSlip) => ({
  selections,
  mode,
  stakes,
  parlayStake,
  accept,
});

/** What to write to storage: the slip in use, or the saved one while it is still held back. */
export const betSlipToSave = (state: BetSlipState): SavedBetSlip =>
  savedPart(!state.restored && state.saved ? state.saved : state);

/** The selection id of a bet line (its own, or built from match, bet type and pick). */
export const lineSelectionId = (line: BetLineRecord): string =>
  line.selection_id ?? selectionIdOf(line);

const removeEntry = (state: BetSlipState, id: string) => {
  state.selections = state.selections.filter((s) => s.selection_id !== id);
  delete state.stakes[id];
};

export const betSlipSlice = createSlice({
  name: 'betSlip',
  initialState: initialBetSlipState,
  reducers: {
    /**
     * A tap on a price: adds the selection, removes it when it is in the slip already; another
     * selection of the same match replaces the one the slip held.
     */
    selectionToggled: (state, { payload: line }: PayloadAction<BetLineRecord>) => {
      const id = lineSelectionId(line);
      if (state.selections.some((s) => s.selection_id === id)) {
        removeEntry(state, id);
        return;
      }
      const sameMatch = state.selections.findIndex((s) => s.line.match_id === line.match_id);
      const entry: SlipEntry = {
        selection_id: id,
        line,
        odds: line.odds,
        latest: line.odds,
        open: line.open ?? true,
      };
      if (sameMatch >= 0) {
        const replaced = state.selections[sameMatch]!;
        delete state.stakes[replaced.selection_id];
        state.selections[sameMatch] = entry;
        return;
      }
      if (state.selections.length >= SLIP_CAPACITY) return;
      state.selections.push(entry);
    },
    selectionRemoved: (state, { payload: id }: PayloadAction<string>) => removeEntry(state, id),
    slipCleared: (state) => ({ ...initialBetSlipState, accept: state.accept, restored: true }),
    slipModeChanged: (state, { payload }: PayloadAction<SlipMode>) => {
      state.mode = payload;
    },
    stakeChanged: (state, { payload }: PayloadAction<{ id: string; stake: string }>) => {
      state.stakes[payload.id] = payload.stake;
    },
    parlayStakeChanged: (state, { payload }: PayloadAction<string>) => {
      state.parlayStake = payload;
    },
    acceptChanged: (state, { payload }: PayloadAction<OddsAcceptance>) => {
      state.accept = payload;
    },
    /** The server's current prices: each selection keeps the price it was taken at. */
    pricesReceived: (state, { payload }: PayloadAction<readonly SelectionPrice[]>) => {
      const prices = new Map(payload.map((p) => [p.selection_id, p]));
      for (const entry of state.selections) {
        const price = prices.get(entry.selection_id);
        if (!price) continue;
        entry.latest = price.odds;
        entry.open = price.open && price.odds !== null;
      }
    },
    /** The player takes the latest prices of every selection still offered. */
    changesAccepted: (state) => {
      for (const entry of state.selections) if (entry.latest !== null) entry.odds = entry.latest;
    },
    /** Placed bets leave the slip: their selections and stakes go. */
    betsPlaced: (state, { payload: bets }: PayloadAction<readonly SportsBet[]>) => {
      const placed = new Set(bets.flatMap((b) => b.legs.map((l) => l.selection_id)));
      for (const id of placed) removeEntry(state, id);
      if (bets.some((b) => b.kind === 'parlay')) state.parlayStake = '';
    },
    /**
     * Takes in the slip saved on this browser, once: what the player picked before it keeps its
     * place, and a saved selection of a match already in the slip is left out.
     */
    betSlipRestored: (state) => {
      if (state.restored) return;
      state.restored = true;
      const saved = state.saved;
      state.saved = null;
      if (!saved) return;
      const matches = new Set(state.selections.map((s) => s.line.match_id));
      const fresh = saved.selections.filter((s) => !matches.has(s.line.match_id));
      const picked = state.selections.length > 0;
      state.selections = [...state.selections, ...fresh].slice(0, SLIP_CAPACITY);
      for (const entry of fresh) {
        const stake = saved.stakes[entry.selection_id];
        if (stake !== undefined) state.stakes[entry.selection_id] = stake;
      }
      if (!picked) {
        state.mode = saved.mode;
        state.parlayStake = saved.parlayStake;
        state.accept = saved.accept;
      }
    },
  },
});

export const {
  selectionToggled,
  selectionRemoved,
  slipCleared,
  slipModeChanged,
  stakeChanged,
  parlayStakeChanged,
  acceptChanged,
  pricesReceived,
  changesAccepted,
  betsPlaced,
  betSlipRestored,
} = betSlipSlice.actions;

/** The bet slip. */
export const selectBetSlip = (state: { betSlip: BetSlipState }): BetSlipState => state.betSlip;
/** The slip's selections, in the order they were added. */
export const selectSlipSelections = (state: { betSlip: BetSlipState }): SlipEntry[] =>
  state.betSlip.selections;
/** Whether a selection is in the slip. */
export const selectInSlip =
  (id: string) =>
  (state: { betSlip: BetSlipState }): boolean =>
    state.betSlip.selections.some((s) => s.selection_id === id);
