import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { BetLineRecord } from '../contract/calls';
import { selectionIdOf } from '../contract/prices';
import type { OddsAcceptance, SelectionPrice, SportsBet } from '../contract/sportsbook-calls';
import type { RootState } from '../store/root-reducer';
import { injectSlice } from '../store/root-reducer';

// The slip's state loads with the first screen that shows prices or the slip, never with a casino
// page: it joins the store when this module loads (see `LazySlices`).

/** The most selections a slip holds (the contract's MAX_SLIP_SELECTIONS); a full slip's prices cannot be tapped. */
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
  /** True while its in-play market is suspended (then it is not open either). */
  suspended?: boolean;
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
   * Whether the slip saved on this browser has been taken in (`betSlipRestored`). Until then the
   * store holds the saved slip back, so the server's HTML and the first client render agree.
   */
  restored: boolean;
}

export const initialBetSlipState: BetSlipState = {
  selections: [],
  mode: 'singles',
  stakes: {},
  parlayStake: '',
  accept: 'better',
  restored: false,
};

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
      const { selections } = state;
      const at = selections.findIndex((s) => s.line.match_id === line.match_id);
      const held = selections[at];
      // A closed or suspended price cannot be taken; a tap on one the slip holds still removes it.
      const closed = line.open === false || line.suspended === true;
      if (closed && held?.selection_id !== id) return;
      if (held) delete state.stakes[held.selection_id];
      const entry: SlipEntry = {
        selection_id: id,
        line,
        odds: line.odds,
        latest: line.odds,
        open: true,
        ...(line.suspended === undefined ? {} : { suspended: false }),
      };
      if (held?.selection_id === id) selections.splice(at, 1);
      else if (held) selections[at] = entry;
      else selections.push(entry);
    },
    slipCleared: () => ({ ...initialBetSlipState, restored: true }),
    /** Singles or parlay, the parlay's stake, or what to do with moved odds. */
    slipChanged: (
      state,
      { payload }: PayloadAction<Partial<Pick<SavedBetSlip, 'mode' | 'parlayStake' | 'accept'>>>,
    ) => ({ ...state, ...payload }),
    stakeChanged: (state, { payload }: PayloadAction<{ id: string; stake: string }>) => {
      state.stakes[payload.id] = payload.stake;
    },
    /** The server's current prices: each selection keeps the price it was taken at. */
    pricesReceived: (state, { payload }: PayloadAction<readonly SelectionPrice[]>) => {
      for (const price of payload) {
        const entry = state.selections.find((s) => s.selection_id === price.selection_id);
        if (!entry) continue;
        Object.assign(entry, { latest: price.odds, open: price.open });
        if (price.suspended !== undefined) entry.suspended = price.suspended;
      }
    },
    /** The player takes the latest prices of every selection still offered. */
    changesAccepted: (state) => {
      for (const entry of state.selections) if (entry.latest !== null) entry.odds = entry.latest;
    },
    /** Placed bets leave the slip: their selections and stakes go. */
    betsPlaced: (state, { payload: bets }: PayloadAction<readonly SportsBet[]>) => {
      for (const bet of bets) {
        for (const leg of bet.legs) removeEntry(state, leg.selection_id);
        if (bet.kind === 'parlay') state.parlayStake = '';
      }
    },
    /**
     * Takes in the slip saved on this browser (if any), once the page is the browser's. A slip
     * already holding selections was picked since, so it is newer and stays.
     */
    betSlipRestored: (state, { payload: saved }: PayloadAction<SavedBetSlip | undefined>) =>
      state.restored
        ? state
        : { ...(saved && state.selections.length === 0 ? saved : state), restored: true },
  },
});

// In every store from the moment this module loads.
injectSlice(betSlipSlice);

/** The bet slip (empty until its first action). */
export const selectBetSlip = (state: RootState): BetSlipState =>
  state.betSlip ?? initialBetSlipState;
/** Whether a selection is in the slip. */
export const selectInSlip = (state: RootState, id: string): boolean =>
  selectBetSlip(state).selections.some((s) => s.selection_id === id);

export const {
  selectionToggled,
  slipCleared,
  slipChanged,
  stakeChanged,
  pricesReceived,
  changesAccepted,
  betsPlaced,
  betSlipRestored,
} = betSlipSlice.actions;
