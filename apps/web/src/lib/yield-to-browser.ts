/**
 * Ends the current task so the browser can paint and answer input before the next step runs.
 * Start-up is a chain of steps (catalogue, server state, router, hydration); run back to back they
 * are one long task that holds a slow phone's main thread (decision 026). `scheduler.yield()` keeps
 * the page's place in the queue where the browser has it; elsewhere a zero-delay timeout.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
