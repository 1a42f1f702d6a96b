import { describe, expect, it } from 'vitest';
import type { BetLineRecord, SportsBet } from '../contract';
import { createStore } from '../store/create-store';
import { loadPersistedState, PERSIST_KEY } from '../store/persistence';
import { memoryStorage } from '../testing/store';
import {
  betSlipRestored,
  betsPlaced,
  changesAccepted,
  initialBetSlipState,
  pricesReceived,
  selectBetSlip,
  selectInSlip,
  selectionToggled,
  stakeChanged,
} from './bet-slip-slice';
import type { SlipEntry } from './bet-slip-slice';

const line = (match: number, betType: BetLineRecord['bet_type'], odds = 1.95): BetLineRecord => ({
  match_id: `PF-1-${match}`,
  league: 'Asia Premier League',
  kickoff: '2026-11-25T12:00:00.000Z',
  bet_type: betType,
  home_away: 1,
  criteria1: null,
  home_team_name: `Home ${match}`,
  away_team_name: `Away ${match}`,
  odds,
  selection_id: `PF-1-${match}:${betType}:1`,
  open: true,
});

/** A new store over what `storage` holds, as after a page reload. */
const reload = async (storage: Storage) =>
  createStore({ storage, persisted: await loadPersistedState(storage) });

/** A page whose restored slip held `line(1, 'ML')`, saved to `storage`, then reloaded. */
const reloadWithSaved = async (storage: Storage) => {
  const first = createStore({ storage });
  first.dispatch(betSlipRestored());
  first.dispatch(selectionToggled(line(1, 'ML')));
  return reload(storage);
};

const slipOf = (store: ReturnType<typeof createStore>) => selectBetSlip(store.getState());
const ids = (store: ReturnType<typeof createStore>) =>
  slipOf(store).selections.map((s) => s.selection_id);

describe('bet slip: tapping prices', () => {
  it('adds a tapped price with the odds it was added at, and removes it on a second tap', () => {
    const store = createStore({ storage: null });
    store.dispatch(selectionToggled(line(1, 'ML', 2.1)));
    expect(slipOf(store).selections).toEqual([
      expect.objectContaining({ selection_id: 'PF-1-1:ML:1', odds: 2.1, latest: 2.1, open: true }),
    ]);
    expect(selectInSlip(store.getState(), 'PF-1-1:ML:1')).toBe(true);
    store.dispatch(stakeChanged({ id: 'PF-1-1:ML:1', stake: '50' }));
    store.dispatch(selectionToggled(line(1, 'ML', 2.1)));
    expect(slipOf(store).selections).toEqual([]);
    expect(slipOf(store).stakes).toEqual({});
    expect(selectInSlip(store.getState(), 'PF-1-1:ML:1')).toBe(false);
  });

  it('replaces the selection of a match with a second one of the same match, in its place', () => {
    const store = createStore({ storage: null });
    store.dispatch(selectionToggled(line(1, 'ML')));
    store.dispatch(selectionToggled(line(2, 'OU')));
    store.dispatch(stakeChanged({ id: 'PF-1-1:ML:1', stake: '20' }));
    store.dispatch(selectionToggled(line(1, 'HDP')));
    expect(ids(store)).toEqual(['PF-1-1:HDP:1', 'PF-1-2:OU:1']);
    expect(slipOf(store).stakes).toEqual({});
  });

  it('builds the selection id from match, bet type and pick when the line has none', () => {
    const store = createStore({ storage: null });
    const { selection_id: _, ...bare } = line(3, 'OE');
    store.dispatch(selectionToggled(bare));
    expect(ids(store)).toEqual(['PF-1-3:OE:1']);
  });
});

describe('bet slip: prices and placement', () => {
  it('keeps the price taken beside the latest one, and takes the latest when accepted', () => {
    const store = createStore({ storage: null });
    store.dispatch(selectionToggled(line(1, 'ML', 1.95)));
    store.dispatch(selectionToggled(line(2, 'ML', 3.4)));
    store.dispatch(
      pricesReceived([
        { selection_id: 'PF-1-1:ML:1', odds: 2.05, open: true },
        { selection_id: 'PF-1-2:ML:1', odds: null, open: false },
      ]),
    );
    expect(slipOf(store).selections.map((s) => [s.odds, s.latest, s.open])).toEqual([
      [1.95, 2.05, true],
      [3.4, null, false],
    ]);
    store.dispatch(changesAccepted());
    expect(slipOf(store).selections.map((s) => s.odds)).toEqual([2.05, 3.4]);
  });

  it('clears placed selections and their stakes, keeping the rest', () => {
    const store = createStore({ storage: null });
    store.dispatch(selectionToggled(line(1, 'ML')));
    store.dispatch(selectionToggled(line(2, 'ML')));
    store.dispatch(stakeChanged({ id: 'PF-1-1:ML:1', stake: '10' }));
    store.dispatch(stakeChanged({ id: 'PF-1-2:ML:1', stake: '30' }));
    const placed = {
      kind: 'single',
      legs: [{ selection_id: 'PF-1-1:ML:1' }],
    } as unknown as SportsBet;
    store.dispatch(betsPlaced([placed]));
    expect(ids(store)).toEqual(['PF-1-2:ML:1']);
    expect(slipOf(store).stakes).toEqual({ 'PF-1-2:ML:1': '30' });
  });
});

describe('bet slip: persistence', () => {
  it('survives a reload: saved, loaded, held back until restored, then taken in', async () => {
    const storage = memoryStorage();
    const first = createStore({ storage });
    first.dispatch(betSlipRestored());
    first.dispatch(selectionToggled(line(1, 'ML', 1.95)));
    first.dispatch(stakeChanged({ id: 'PF-1-1:ML:1', stake: '25' }));
    expect(storage.getItem(PERSIST_KEY)).toContain('PF-1-1:ML:1');

    const reloaded = await reload(storage);
    // The first render (hydration) sees an empty slip, as the server rendered it.
    expect(ids(reloaded)).toEqual([]);
    reloaded.dispatch(betSlipRestored(reloaded.savedBetSlip));
    expect(ids(reloaded)).toEqual(['PF-1-1:ML:1']);
    expect(slipOf(reloaded).stakes).toEqual({ 'PF-1-1:ML:1': '25' });
    expect(slipOf(reloaded).selections[0]).toMatchObject({ odds: 1.95, latest: 1.95 });
  });

  it('keeps writing the saved slip, not the empty one, until it is restored', async () => {
    const storage = memoryStorage();
    const reloaded = await reloadWithSaved(storage);
    reloaded.dispatch({ type: 'session/logout' });
    const written = () =>
      (
        JSON.parse(storage.getItem(PERSIST_KEY)!) as { betSlip: { selections: SlipEntry[] } }
      ).betSlip.selections.map((s) => s.selection_id);
    expect(written()).toEqual(['PF-1-1:ML:1']);
    reloaded.dispatch(betSlipRestored(reloaded.savedBetSlip));
    reloaded.dispatch(selectionToggled(line(2, 'ML')));
    expect(ids(reloaded)).toEqual(['PF-1-1:ML:1', 'PF-1-2:ML:1']);
    expect(written()).toEqual(['PF-1-1:ML:1', 'PF-1-2:ML:1']);
  });

  it('restores only once, and a slip picked before the restore stays as it is', async () => {
    const storage = memoryStorage();
    const reloaded = await reloadWithSaved(storage);
    reloaded.dispatch(selectionToggled(line(1, 'OU')));
    reloaded.dispatch(betSlipRestored(reloaded.savedBetSlip));
    reloaded.dispatch(betSlipRestored(reloaded.savedBetSlip));
    expect(ids(reloaded)).toEqual(['PF-1-1:OU:1']);
  });

  it('reads state saved before the slip existed, with an empty slip', async () => {
    const storage = memoryStorage();
    const store = createStore({ storage });
    store.dispatch(betSlipRestored());
    const saved = JSON.parse(storage.getItem(PERSIST_KEY)!) as Record<string, unknown>;
    delete saved.betSlip;
    storage.setItem(PERSIST_KEY, JSON.stringify(saved));
    const loaded = await loadPersistedState(storage);
    expect(loaded?.session).toBeDefined();
    expect(loaded?.betSlip).toBeUndefined();
    const store2 = createStore({ storage, persisted: loaded });
    expect(store2.savedBetSlip).toBeUndefined();
    expect(slipOf(store2)).toEqual(initialBetSlipState);
  });
});

describe('bet slip: in-play prices', () => {
  const live = (odds: number, suspended: boolean): BetLineRecord => ({
    ...line(7, '1X2', odds),
    in_play: true,
    suspended,
    open: !suspended,
  });

  it('does not take a suspended price, and a closed one neither', () => {
    const store = createStore({ storage: null });
    store.dispatch(selectionToggled(live(2.4, true)));
    store.dispatch(selectionToggled({ ...line(8, 'ML'), open: false }));
    expect(slipOf(store).selections).toEqual([]);
  });

  it('marks a held selection suspended while its market is, keeping the price taken', () => {
    const store = createStore({ storage: null });
    store.dispatch(selectionToggled(live(2.4, false)));
    const id = 'PF-1-7:1X2:1';
    store.dispatch(pricesReceived([{ selection_id: id, odds: 2.4, open: false, suspended: true }]));
    expect(slipOf(store).selections[0]).toMatchObject({ odds: 2.4, open: false, suspended: true });
    // A tap on the suspended price still takes it out of the slip.
    store.dispatch(selectionToggled(live(2.4, true)));
    expect(ids(store)).toEqual([]);
    store.dispatch(selectionToggled(live(2.4, false)));
    store.dispatch(pricesReceived([{ selection_id: id, odds: 2.2, open: false, suspended: true }]));
    store.dispatch(pricesReceived([{ selection_id: id, odds: 2.6, open: true, suspended: false }]));
    expect(slipOf(store).selections[0]).toMatchObject({
      odds: 2.4,
      latest: 2.6,
      open: true,
      suspended: false,
    });
  });
});
