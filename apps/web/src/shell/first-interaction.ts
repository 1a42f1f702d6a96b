/** What a player does first that may lead to a modal, a toast or a form. */
const firstInteraction = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Calls `run` once, at the player's first touch, click, key or focus anywhere on the page.
 * Returns a function that stops listening.
 */
export function onFirstInteraction(run: () => void): () => void {
  const stop = () => {
    for (const type of firstInteraction) window.removeEventListener(type, once, true);
  };
  function once() {
    stop();
    run();
  }
  for (const type of firstInteraction)
    window.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}
