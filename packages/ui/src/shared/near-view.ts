import type { RefObject } from 'react';
import { useEffect, useState } from 'react';

const observable = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once the element comes within `margin` of the viewport (and from then on), so what it
 * stands for loads when the player scrolls near it rather than with the page. Without
 * IntersectionObserver (or on the server) it is true: nothing would ever say the element is near.
 */
export function useNearView(ref: RefObject<Element | null>, margin = '400px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element || !observable()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen || !observable();
}
