import { useEffect, useSyncExternalStore } from 'react'
import type * as MantineModals from '@mantine/modals'

/**
 * Mantine's modals manager (@mantine/modals and the Modal it renders: transitions, focus trap,
 * scroll lock) is needed only once a page opens an
 * alert (showAlert), so it is not part of any page's first load: `mountModals()` loads it, mounts
 * its provider in <ModalsHost /> (in App) and resolves once the provider listens for `modals.open`.
 * No Suspense on the way, whose reveal timer would wait on a test's paused clock.
 */
type ModalsModule = typeof MantineModals

let loaded: ModalsModule | null = null
let mounted: Promise<ModalsModule> | undefined
let onMounted: () => void = () => {}
const listeners = new Set<() => void>()

export function mountModals(): Promise<ModalsModule> {
  mounted ??= import('@mantine/modals').then(
    (module) =>
      new Promise<ModalsModule>((resolve) => {
        onMounted = () => resolve(module)
        loaded = module
        listeners.forEach((listener) => listener())
      }),
    (error: unknown) => {
      // The chunk did not load (offline, a new deploy): let the next call try again.
      mounted = undefined
      throw error
    },
  )
  return mounted
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const getLoaded = () => loaded

/** Runs after the provider's layout effects, where it starts listening for `modals.open`. */
function Mounted() {
  useEffect(() => onMounted(), [])
  return null
}

/** Where the modals provider mounts once needed; inside MantineProvider. */
export function ModalsHost() {
  // The same "not loaded" on the server and in the browser: a different server snapshot would make
  // React re-render this host synchronously right after hydration, in a task of its own.
  const module = useSyncExternalStore(subscribe, getLoaded, getLoaded)
  if (!module) return null
  return (
    <>
      <module.ModalsProvider />
      <Mounted />
    </>
  )
}
