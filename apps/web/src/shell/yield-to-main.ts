/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer a tap
 * between the steps of a long piece of work. `scheduler.yield` resumes ahead of other queued
 * tasks where the browser has it; elsewhere a zero-delay timer does the same less promptly.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
