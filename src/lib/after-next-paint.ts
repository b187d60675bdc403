import { backgroundDelay } from './background-delay'

/** A hidden tab paints no frames: never wait longer than this for one. */
const MAX_WAIT_MS = 100

/**
 * Calls `callback` once the current frame has been painted: rAF runs before the frame is painted, a
 * task queued from it after. Without frames (a hidden tab, a test DOM) it is called anyway, at most
 * 100 ms later, and only once.
 */
export function afterNextPaint(callback: () => void): void {
  let called = false
  const once = () => {
    if (called) return
    called = true
    callback()
  }
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
    setTimeout(once, 0)
    return
  }
  // The fallback runs on the browser's own clock (background-delay.ts).
  backgroundDelay(MAX_WAIT_MS, once)
  requestAnimationFrame(() => setTimeout(once, 0))
}
