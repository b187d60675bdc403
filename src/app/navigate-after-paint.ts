/**
 * Every navigation of the router starts after the browser has painted the frame of the input that
 * asked for it. A click on a sort header, a period or "Show more", a select's change, a form's submit:
 * each calls router.navigate, which validates the address, matches routes, runs loaders and notifies
 * its store, and React renders the subscribers of that store synchronously (useSyncExternalStore
 * updates cannot be time-sliced), all inside the input's event handler. On a mid-range phone that is
 * 150-500 ms before the pressed control, the native select's new value or the focus ring can paint
 * (issue #28's Event Timing figures). Moved one frame later, the input paints at once with the
 * progress bar (RouteProgress, `html[data-navigating]`) and the new view follows.
 *
 * Only the start moves: the navigation itself, its order and its promise are the router's own.
 */
import type { AnyRouter } from '@tanstack/react-router'
import { afterNextPaint } from '@/lib/after-next-paint'

let inFlight = 0

/** Marks the page as navigating (the progress bar shows) while any navigation runs. */
function markNavigating(delta: 1 | -1) {
  inFlight = Math.max(0, inFlight + delta)
  document.documentElement.toggleAttribute('data-navigating', inFlight > 0)
}

/** Browser only: on the server nothing navigates. */
export function navigateAfterPaint(router: AnyRouter): void {
  const navigate = router.navigate.bind(router)
  router.navigate = ((options: Parameters<typeof navigate>[0]) => {
    markNavigating(1)
    return new Promise<void>((resolve) => afterNextPaint(resolve))
      .then(() => navigate(options))
      .finally(() => markNavigating(-1))
  }) as typeof router.navigate
}
