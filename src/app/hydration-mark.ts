/**
 * `<html data-hydrated>`: the page's code runs and all of its controls answer. The script-only
 * controls look idle until then (src/styles/global.css), and the benchmarks and e2e specs wait for it.
 *
 * React commits the shell first: the router puts each page's content inside Suspense boundaries
 * (its Outlet and the route's pending component), and React hydrates a boundary the server sent in
 * a later pass at idle priority. An effect in the shell therefore runs while the page's content is
 * still plain HTML, and a click there makes React hydrate the whole boundary inside that click's
 * handler (issue #28 measured 400-550 ms at 4x CPU). So the mark waits until the last element of
 * <main> belongs to React: the boundaries hydrate in document order and commit whole.
 */
import { backgroundDelay } from '@/lib/background-delay'

/** How often to look again while React hydrates the content (it yields every few ms). */
const POLL_MS = 50
/** A page whose content never hydrates (a render error replaced it) is marked anyway. */
const GIVE_UP_MS = 20_000

/** React's own key on the DOM nodes it has hydrated or created (react-dom's internal instance key). */
const hydratedByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))

function lastElementOf(root: Element | null): Element | null {
  let last = root
  while (last?.lastElementChild) last = last.lastElementChild
  return last
}

/** Called from the shell's effect once its hydration has committed. */
export function markHydratedWhenContentIs(): void {
  let looks = 0
  const check = () => {
    const last = lastElementOf(document.getElementById('main'))
    if (!last || hydratedByReact(last) || ++looks > GIVE_UP_MS / POLL_MS) {
      document.documentElement.dataset.hydrated = ''
      return
    }
    backgroundDelay(POLL_MS, check)
  }
  check()
}
