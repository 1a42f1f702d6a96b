import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../testing/store';
import { oddsFormats } from '../sports/odds';
import { readOddsFormat } from '../sports/odds-format';
import { createStore } from './create-store';
import { initialLayoutState } from './layout-slice';
import { selectOddsFormat, setOddsFormat } from './odds-slice';
import { loadPersistedState } from './persistence';
import { initialSessionState } from './session-slice';

describe('odds format state', () => {
  it('is decimal until the player chooses', () => {
    expect(selectOddsFormat(createStore({ storage: null }).getState())).toBe('decimal');
  });

  it('takes every format the player chooses', () => {
    const store = createStore({ storage: null });
    for (const format of oddsFormats) {
      store.dispatch(setOddsFormat(format));
      expect(selectOddsFormat(store.getState())).toBe(format);
    }
  });

  it('survives a reload through the persisted state', async () => {
    const storage = memoryStorage();
    createStore({ storage }).dispatch(setOddsFormat('malay'));
    const reloaded = createStore({
      storage,
      persisted: await loadPersistedState(storage),
    });
    expect(selectOddsFormat(reloaded.getState())).toBe('malay');
  });

  it('loads state saved before the format existed, and refuses an unknown format', async () => {
    const base = { version: 1, session: initialSessionState, layout: initialLayoutState };
    const older = await loadPersistedState(memoryStorage(JSON.stringify(base)));
    expect(older).toBeDefined();
    expect(older?.odds).toBeUndefined();
    const bad = { ...base, odds: { format: 'roman' } };
    expect(await loadPersistedState(memoryStorage(JSON.stringify(bad)))).toBeUndefined();
  });

  it('writes the cookie the server reads back', () => {
    const jar = { cookie: '' };
    const previous = globalThis.document;
    Object.defineProperty(globalThis, 'document', { value: jar, configurable: true });
    try {
      createStore({ storage: null }).dispatch(setOddsFormat('hongkong'));
    } finally {
      Object.defineProperty(globalThis, 'document', { value: previous, configurable: true });
    }
    expect(jar.cookie).toMatch(/^odds_format=hongkong;.*Path=\//);
    expect(readOddsFormat(jar.cookie.split(';')[0])).toBe('hongkong');
  });
});
