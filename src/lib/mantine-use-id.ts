import { useId as useReactId } from 'react'

/**
 * Mantine's useId (@mantine/hooks), put in its place by the build (vite.config.ts,
 * mantinePatches): the same id, without the re-render. Mantine's own starts from React's id and
 * then, in a layout effect, swaps it for a random one, a leftover from React 17, which had no
 * hydration-safe ids. Every component that asks for an id (inputs, accordions, popovers, tooltips)
 * so rendered twice on every page load, the second time synchronously inside hydration's commit: on
 * a phone one long task, which held the main thread. React's useId already matches between the
 * server and the browser, so it is kept; the server render (Mantine's own hook, whose first value
 * is this very string) and the browser agree.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId()
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`
}
