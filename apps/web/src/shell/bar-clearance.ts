/**
 * Keeps what the keyboard focuses clear of the bars that stay on screen. The browser scrolls a
 * focused control just inside the viewport, so on a page whose header is sticky a link reached by
 * Shift+Tab stopped under the header, hidden, and one reached by Tab under a phone's tab bar or
 * the floating chat button above it. The root's scroll padding (`--pf-bars-top`,
 * `--pf-bars-bottom`, base.css) is how far the marked bars (`data-pf-bar="top"` or `"bottom"`)
 * reach into the viewport while they are sticky or fixed, measured again as the page changes: a
 * breakpoint makes a header sticky, a row wraps, a player signs in, the chat button appears.
 * Returns a function that stops watching.
 */
export function keepFocusClearOfBars(root: HTMLElement = document.documentElement): () => void {
  let watched: HTMLElement[] = [];
  let frame = 0;
  const measure = () => {
    frame = 0;
    const bars = [...document.querySelectorAll<HTMLElement>('[data-pf-bar]')];
    if (bars.length !== watched.length || bars.some((bar, i) => bar !== watched[i])) {
      for (const bar of watched) resized.unobserve(bar);
      for (const bar of bars) resized.observe(bar);
      watched = bars;
    }
    const edge = { top: 0, bottom: 0 };
    for (const bar of bars) {
      const style = getComputedStyle(bar);
      if (style.position !== 'sticky' && style.position !== 'fixed') continue;
      const side = bar.dataset.pfBar === 'bottom' ? 'bottom' : 'top';
      // Its height and how far from the edge it holds (`bottom: 5rem`; `auto` is none).
      const reach = bar.getBoundingClientRect().height + (parseFloat(style[side]) || 0);
      edge[side] = Math.max(edge[side], Math.ceil(reach));
    }
    root.style.setProperty('--pf-bars-top', `${edge.top}px`);
    root.style.setProperty('--pf-bars-bottom', `${edge.bottom}px`);
  };
  const soon = () => {
    frame ||= requestAnimationFrame(measure);
  };
  // The root's size follows the viewport: a breakpoint may make a bar sticky without resizing it.
  const resized = new ResizeObserver(soon);
  resized.observe(root);
  // Another route, another frame, a bar that mounts late.
  const added = new MutationObserver(soon);
  added.observe(document.body, { childList: true, subtree: true });
  measure();
  return () => {
    cancelAnimationFrame(frame);
    resized.disconnect();
    added.disconnect();
  };
}
