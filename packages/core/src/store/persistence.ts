import { z } from 'zod/mini';
import type { LayoutState } from './layout-slice';
import { layoutStateSchema } from './layout-slice';
import type { SessionState } from './session-slice';
import { sessionStateSchema } from './session-slice';

/** localStorage key of the persisted session and layout; the suffix is the format version. */
export const PERSIST_KEY = 'playfront:state:v1';
/** Format version written with the data; anything else rehydrates to defaults. */
export const PERSIST_VERSION = 1;

const persistedSchema = z.object({
  version: z.literal(PERSIST_VERSION),
  session: sessionStateSchema,
  layout: layoutStateSchema,
});

/** What survives a reload. */
export interface PersistedState {
  session: SessionState;
  layout: LayoutState;
}

/** The browser's localStorage, or null where there is none or it is blocked. */
export function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The persisted state, or undefined when it is missing, of another version or corrupt. */
export function loadPersistedState(storage: Storage | null): PersistedState | undefined {
  if (!storage) return undefined;
  try {
    const raw = storage.getItem(PERSIST_KEY);
    if (raw === null) return undefined;
    const parsed = persistedSchema.safeParse(JSON.parse(raw));
    return parsed.success
      ? { session: parsed.data.session, layout: parsed.data.layout }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Writes session and layout; a full or blocked storage is ignored. */
export function savePersistedState(storage: Storage | null, state: PersistedState): void {
  if (!storage) return;
  try {
    storage.setItem(
      PERSIST_KEY,
      JSON.stringify({ version: PERSIST_VERSION, session: state.session, layout: state.layout }),
    );
  } catch {
    // Quota or privacy mode: the app keeps working, it just forgets on reload.
  }
}
