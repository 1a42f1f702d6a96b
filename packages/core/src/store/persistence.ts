import type { OddsState } from './odds-slice';
import type { SavedBetSlip } from '../sports/bet-slip-slice';
import type { LayoutState, SessionState } from './persisted-schema';
import type { RootState } from './root-reducer';

/** localStorage key of the persisted session, layout and bet slip; the suffix is the format version. */
export const PERSIST_KEY = 'playfront:state:v1';
/** Format version written with the data; anything else rehydrates to defaults. */
export const PERSIST_VERSION = 1;

/** What survives a reload. */
export interface PersistedState {
  /** Absent where the web server holds the session: the page then saves none. */
  session?: SessionState;
  layout: LayoutState;
  odds?: OddsState;
  /** The saved slip, held back until the page is the browser's (see `betSlipRestored`). */
  betSlip?: SavedBetSlip;
}

/** The browser's localStorage, or null where there is none or it is blocked. */
export function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The persisted state, or undefined when it is missing, of another version or corrupt. Its
 * schemas load only when there is something to check, so a first visit never fetches them.
 */
export async function loadPersistedState(
  storage: Storage | null,
): Promise<PersistedState | undefined> {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(PERSIST_KEY);
    if (raw === null) return undefined;
    const { persistedSchema } = await import('./persisted-schema');
    const parsed = persistedSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) return undefined;
    const { session, layout, odds, betSlip } = parsed.data;
    return {
      ...(session ? { session } : {}),
      layout,
      ...(odds ? { odds } : {}),
      ...(betSlip ? { betSlip } : {}),
    };
  } catch {
    return undefined;
  }
}

/** The part of a slip that is saved. */
const savedPart = ({
  selections,
  mode,
  stakes,
  parlayStake,
  accept,
}: SavedBetSlip): SavedBetSlip => ({
  selections,
  mode,
  stakes,
  parlayStake,
  accept,
});

/**
 * Writes session, layout, odds format and bet slip; a full or blocked storage is ignored. The slip
 * written is the store's once it has taken in `held`, the slip saved before; until then `held`.
 */
export function savePersistedState(
  storage: Storage | null,
  state: RootState,
  held: SavedBetSlip | undefined,
  { session = true }: { session?: boolean } = {},
): void {
  if (!storage) return;
  const slip = state.betSlip && (state.betSlip.restored || !held) ? state.betSlip : held;
  try {
    storage.setItem(
      PERSIST_KEY,
      JSON.stringify({
        version: PERSIST_VERSION,
        ...(session ? { session: state.session } : {}),
        layout: state.layout,
        odds: state.odds,
        ...(slip ? { betSlip: savedPart(slip) } : {}),
      }),
    );
  } catch {
    // Quota or privacy mode: the app keeps working, it just forgets on reload.
  }
}
