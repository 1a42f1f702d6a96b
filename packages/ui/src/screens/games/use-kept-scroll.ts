import { useEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const storageKey = (key: string) => `pf-scroll:${key}`;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    // Storage can be blocked; the page then starts at the top as without this.
    return null;
  }
}

/**
 * Keeps the window's scroll position of this history entry, and puts it back when the player
 * returns to the entry (Back from a game, a reload) once `ready` says its content is there.
 * Runs in the browser only, after hydration.
 */
export function useKeptScroll(ready: boolean): void {
  const { key } = useLocation();
  const navigation = useNavigationType();
  const position = useRef(0);
  const restored = useRef<string | null>(null);

  useEffect(() => {
    position.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        // Once the next page is showing (and the window is scrolled for it), this entry is left.
        // (The router keys the entry it loaded on in history.state, or calls it `default`.)
        const current = (window.history.state as { key?: string } | null)?.key ?? 'default';
        if (current !== key) return;
        position.current = window.scrollY;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      // The last position seen while this entry showed, not where the next page left the window.
      storage()?.setItem(storageKey(key), String(Math.round(position.current)));
    };
  }, [key]);

  useEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    if (navigation !== NavigationType.Pop) return;
    const saved = Number(storage()?.getItem(storageKey(key)) ?? 0);
    if (saved > 0) window.scrollTo(0, saved);
  }, [ready, key, navigation]);
}
