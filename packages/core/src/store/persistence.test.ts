import { describe, expect, it, vi } from 'vitest';
import { createStore } from './create-store';
import { initialLayoutState } from './layout-slice';
import { loadPersistedState, PERSIST_KEY } from './persistence';
import { initialSessionState, logout } from './session-slice';
import { memoryStorage, signedIn, startupLayout } from '../testing';

const layout = {
  ...startupLayout,
  template: 'template1' as const,
  status: 'ready' as const,
};
const saved = JSON.stringify({ version: 1, session: signedIn, layout });

/** A store started, as the app starts it, from what the storage holds. */
const restore = async (storage: Storage) =>
  createStore({ storage, persisted: await loadPersistedState(storage) });

describe('persistence: rehydration', () => {
  it('restores session and layout saved under the versioned key', async () => {
    const store = await restore(memoryStorage(saved));
    expect(store.getState().session).toEqual(signedIn);
    expect(store.getState().layout).toEqual(layout);
  });

  it('starts from defaults when nothing is stored', async () => {
    const store = await restore(memoryStorage());
    expect(store.getState().session).toEqual(initialSessionState);
    expect(store.getState().layout).toEqual(initialLayoutState);
  });

  it('starts from defaults when the stored data is of an older version', async () => {
    const old = JSON.stringify({ version: 0, session: signedIn, layout });
    expect((await restore(memoryStorage(old))).getState().session).toEqual(initialSessionState);
  });

  it('starts from defaults when the stored data is corrupt', async () => {
    for (const corrupt of [
      '{not json',
      'null',
      '[]',
      JSON.stringify({ version: 1, session: { isAuthenticated: 'yes' }, layout }),
    ]) {
      const store = await restore(memoryStorage(corrupt));
      expect(store.getState().session).toEqual(initialSessionState);
      expect(store.getState().layout).toEqual(initialLayoutState);
    }
  });

  it('starts from defaults when the storage throws', async () => {
    const broken = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect((await restore(broken)).getState().session).toEqual(initialSessionState);
  });
});

describe('persistence: writes', () => {
  it('writes session, layout and odds format under playfront:state:v1 when they change', async () => {
    // The bet slip's reducer joins the root reducer once the slip's code is loaded, and test files
    // share modules: a store from modules no earlier file has loaded it into writes no slip.
    vi.resetModules();
    const fresh = await import('./create-store');
    const storage = memoryStorage(saved);
    const store = fresh.createStore({ storage, persisted: await loadPersistedState(storage) });
    store.dispatch(logout());
    const written = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}') as Record<string, unknown>;
    expect(written).toEqual({
      version: 1,
      session: initialSessionState,
      layout,
      odds: { format: 'decimal' },
    });
  });

  it("keeps a saved bet slip as it was while the slip's code has not taken it in", async () => {
    const betSlip = {
      selections: [],
      mode: 'parlay',
      stakes: {},
      parlayStake: '12',
      accept: 'any',
    };
    const storage = memoryStorage(
      JSON.stringify({ version: 1, session: signedIn, layout, betSlip }),
    );
    const store = await restore(storage);
    expect(store.savedBetSlip).toEqual(betSlip);
    store.dispatch(logout());
    const written = JSON.parse(storage.getItem(PERSIST_KEY) ?? '{}') as Record<string, unknown>;
    expect(written.betSlip).toEqual(betSlip);
  });
});
