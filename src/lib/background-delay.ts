type PostTask = (callback: () => void, options: { delay: number; priority: 'background' }) => Promise<unknown>

/**
 * Runs `callback` after `ms` at background priority where the browser has a task scheduler
 * (scheduler.postTask: after rendering and React's own work), else after a timer. The scheduler's
 * delay runs on the browser's own clock, so a test that stops the page's timers (Playwright's clock,
 * tests/e2e/home.spec.ts) does not stop what waits on it.
 */
export function backgroundDelay(ms: number, callback: () => void): void {
  const scheduler = (globalThis as { scheduler?: { postTask?: PostTask } }).scheduler
  if (scheduler?.postTask) void scheduler.postTask(callback, { delay: ms, priority: 'background' })
  else setTimeout(callback, ms)
}
