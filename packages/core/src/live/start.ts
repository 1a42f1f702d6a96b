import { productApi } from '../api/product';
import type { AppStore } from '../store/create-store';
import { injectSlice } from '../store/root-reducer';
import type { LiveClientOptions } from './client';
import { LiveClient } from './client';
import { liveSlice } from './slice';

/** The most matches one channel follows (the web server refuses more). */
export const MAX_FOLLOWED_MATCHES = 30;

type State = ReturnType<AppStore['getState']>;
const selectLines = productApi.endpoints.getBetLines.select(undefined);

/** The in-play schedule's matches whose lines the page holds, at most MAX_FOLLOWED_MATCHES. */
export function followedMatches(state: State): string[] {
  const lines = selectLines(state).data?.value ?? [];
  const ids: string[] = [];
  for (const line of lines)
    if (line.in_play !== undefined && !ids.includes(line.match_id)) ids.push(line.match_id);
  return ids.slice(0, MAX_FOLLOWED_MATCHES);
}

/**
 * Keeps the page's push channel open while the page needs it: for a signed-in player (their
 * balance, deposits, bets and inbox) or while in-play lines are on screen (their prices and
 * scores), following those matches as they change. Answers a function that closes it.
 */
export function startLiveChannel(
  store: AppStore,
  options: Partial<Omit<LiveClientOptions, 'dispatch' | 'getState' | 'signedIn'>> = {},
): () => void {
  injectSlice(liveSlice);
  const signedIn = () => store.getState().session.isAuthenticated;
  let client: LiveClient | null = null;
  // The page's own resume point serves its first channel only; a later one starts afresh.
  const { lastEventId: pageFrom, ...clientOptions } = options;
  let lastEventId = pageFrom;
  const check = () => {
    const state = store.getState();
    const matches = followedMatches(state);
    const wanted = state.session.isAuthenticated || matches.length > 0;
    if (wanted && !client) {
      client = new LiveClient({
        ...clientOptions,
        ...(lastEventId ? { lastEventId } : {}),
        dispatch: store.dispatch,
        getState: () => store.getState(),
        signedIn,
      });
      lastEventId = undefined;
      client.start(matches);
    } else if (!wanted && client) {
      const closing = client;
      client = null;
      closing.stop();
    } else client?.follow(matches);
  };
  const unsubscribe = store.subscribe(check);
  check();
  return () => {
    unsubscribe();
    const closing = client;
    client = null;
    closing?.stop();
  };
}
