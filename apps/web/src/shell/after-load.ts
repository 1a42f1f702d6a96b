/**
 * Runs `run` once the page has loaded and the browser is first idle (a second after the load
 * where it cannot tell), so what it starts never competes with the first visit's scripts and paint.
 */
export function afterLoadIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 5000 })
      : setTimeout(run, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}
