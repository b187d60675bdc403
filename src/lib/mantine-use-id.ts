import { useId as useReactId } from 'react'

/**
 * Mantine's useId, swapped in by the build (vite.config.ts, mantinePatches): React's id, which
 * already matches between server and browser, without Mantine's swap to a random id in a layout
 * effect, which re-rendered every input, accordion and popover inside hydration's commit
 * (docs/decisions/001-start-in-steps.md).
 */
export function useId(staticId?: string): string {
  const reactId = useReactId()
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`
}
